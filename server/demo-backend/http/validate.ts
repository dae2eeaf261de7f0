// Request input checks shared by the routes: bodies through the shared zod schemas (a 400
// naming the field), single-valued query parameters, and the shared input rules
// (shared/input-rules.ts) for names, domains, notes and e-mail addresses.
import type { Request, RequestHandler } from 'express';
import type { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  domainProblem,
  lengthProblem,
  nameProblem,
  normalizeName,
} from '@shared/input-rules';
import { ROLES } from '@shared/permissions';
import { posingNameProblem } from '@shared/posing-names';
import type { DemoData } from '../store/demo-data';
import { describeZodError } from '@shared/schemas';
import { HttpError, badRequest } from './http-error';

function hasBody(req: Request): boolean {
  return (
    req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0
  );
}

/** The JSON body parsed by `schema`, or a 400/415 whose message names the field. */
export function parseBody<S extends z.ZodType>(req: Request, schema: S): z.infer<S> {
  if (req.body === undefined) {
    if (hasBody(req))
      throw new HttpError(415, 'unsupported_media_type', 'Content-Type must be application/json');
    throw badRequest('Request body is required');
  }
  if (typeof req.body !== 'object' || req.body === null || Array.isArray(req.body)) {
    throw badRequest('Request body must be a JSON object');
  }
  const result = schema.safeParse(req.body);
  if (!result.success) throw badRequest(describeZodError(result.error));
  return result.data;
}

/** A query parameter given at most once; a repeated one is a 400 naming it. */
export function queryParam(req: Request, name: string): string | undefined {
  const value = (req.query as Record<string, unknown>)[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`${name} must be given once`);
  return value;
}

/** A lower-cased domain name, or a 400 naming `field`. */
export function domainName(value: string, field: string): string {
  const problem = domainProblem(field, value);
  if (problem) throw badRequest(problem);
  return value.trim().toLowerCase();
}

export function domainNames(values: readonly string[], field: string): string[] {
  const domains = values.map((value, index) => domainName(value, `${field}[${index}]`));
  return [...new Set(domains)];
}

/** A name in its stored form (NFC, trimmed, one space between words), or a 400 naming `field`. */
export function displayName(value: string, field: string): string {
  const problem = nameProblem(field, value);
  if (problem) throw badRequest(problem);
  return normalizeName(value);
}

/** Text of at most `max` characters, or a 400 naming `field`. */
export function boundedText(value: string, field: string, max: number): string {
  const problem = lengthProblem(field, value, max);
  if (problem) throw badRequest(problem);
  return value;
}

/** A lower-cased e-mail address within RFC 5321's length (its shape is the schema's job). */
export function emailAddress(value: string, field: string): string {
  return boundedText(value, field, EMAIL_MAX_LENGTH).toLowerCase();
}

export function assertRoles(roles: readonly string[] | undefined, field = 'roles'): void {
  roles?.forEach((role, index) => {
    if (!(ROLES as readonly string[]).includes(role)) {
      throw badRequest(`${field}[${index}] must be one of ${ROLES.join(', ')}`);
    }
  });
}

/**
 * Holds a request until all of it has arrived (any body the route does not read is
 * discarded). Without it a route that reads no body (sign-out, the DELETEs) changed data
 * before a malformed body made Node refuse the request with a 400 (found by the fuzz suite).
 */
export const requestComplete: RequestHandler = (req, _res, next) => {
  if (req.complete) return next();
  req.once('end', () => next());
  req.resume();
};

/** The names of the other people of `organizationId` (none without one). */
export function otherMembers(
  data: Readonly<DemoData>,
  organizationId: string | undefined,
  exceptId?: string,
): string[] {
  if (!organizationId) return [];
  return (data.users[organizationId] ?? [])
    .filter((user) => user.id !== exceptId && user.name)
    .map((user) => user.name!);
}

/** A 400 when `name` reads as another member, a role, the system or an e-mail address. */
export function assertNotPosing(name: string, members: readonly string[]): void {
  const problem = posingNameProblem('name', name, members);
  if (problem) throw badRequest(problem);
}
