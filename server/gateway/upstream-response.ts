// What of a BFF's answer reaches the browser: which headers pass, which the gateway's own
// values replace or floor, and whether a production 5xx body may be shown at all.
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import {
  FloorCache,
  floorContentSecurityPolicy,
  floorPermissionsPolicy,
  floorReferrerPolicy,
} from './header-floor';
import { sendJson } from './json-response';
import { redactSecrets } from './redact';
import { OWNED_HEADER_NAMES } from './security-headers';

// RFC 9110 §7.6.1 connection-specific fields, plus what the proxy sets itself. undici frames
// the upstream request itself (Content-Length or chunked) and refuses to be told otherwise.
export const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];
// What the browser has no use for and an attacker would: the BFF's software and versions,
// CORS grants (the console is same-origin; `Access-Control-Allow-Origin: *` with credentials
// from a BFF must not reach it), and Refresh, a redirect after a delay to any address that
// no console answer needs.
const RESPONSE_DROP: ReadonlySet<string> = new Set([
  ...HOP_BY_HOP,
  'proxy-authenticate',
  'server',
  'x-powered-by',
  'x-aspnet-version',
  'x-aspnetmvc-version',
  'x-runtime',
  'refresh',
  ...OWNED_HEADER_NAMES,
]);

/** Extra hop-by-hop names a sender listed in its Connection header. */
export function connectionTokens(header: string | string[] | undefined): Set<string> | undefined {
  if (typeof header !== 'string' || header === 'keep-alive' || header === 'close') return undefined;
  const tokens = new Set(header.split(',').map((token) => token.trim().toLowerCase()));
  tokens.delete('keep-alive');
  tokens.delete('close');
  return tokens.size > 0 ? tokens : undefined;
}

// RFC 9110 §8.3.1: type "/" subtype, then parameters; only the part before the first ";"
// says what the body is. `text/plain; x=/json` is text.
const JSON_MEDIA_TYPE = /^application\/(?:[\w!#$&^.-]+\+)?json$/;

/** Whether a Content-Type names JSON itself: application/json or application/<x>+json. */
export function isJsonMediaType(type: string | string[] | undefined): boolean {
  if (typeof type !== 'string') return false;
  return JSON_MEDIA_TYPE.test(type.split(';', 1)[0]!.trim().toLowerCase());
}

/** The merged policies, remembered per BFF value (header-floor.ts FloorCache). */
export const FLOORS = {
  csp: new FloorCache(floorContentSecurityPolicy),
  referrer: new FloorCache(floorReferrerPolicy),
  permissions: new FloorCache(floorPermissionsPolicy),
};

/** Replaces our value of `name` in the flat list with the stricter of ours and the BFF's. */
function floorHeader(
  out: string[],
  name: string,
  theirs: string | string[] | undefined,
  floor: FloorCache,
): void {
  if (theirs === undefined) return;
  const index = out.indexOf(name);
  if (index === -1 || index % 2 === 1) return;
  out[index + 1] = floor.apply(out[index + 1]!, Array.isArray(theirs) ? theirs.join(', ') : theirs);
}

/** Appends the BFF's headers the browser may see to `out` (ours, flat), flooring our policies. */
export function addUpstreamHeaders(out: string[], upstream: IncomingHttpHeaders): void {
  const extra = connectionTokens(upstream.connection);
  for (const name in upstream) {
    if (RESPONSE_DROP.has(name) || extra?.has(name) || name.startsWith('access-control-')) continue;
    const value = upstream[name];
    if (typeof value === 'string') out.push(name, value);
    else if (value) for (const item of value) out.push(name, item);
  }
  const theirs = upstream as Record<string, string | string[] | undefined>;
  floorHeader(out, 'Content-Security-Policy', theirs['content-security-policy'], FLOORS.csp);
  floorHeader(out, 'Referrer-Policy', theirs['referrer-policy'], FLOORS.referrer);
  floorHeader(out, 'Permissions-Policy', theirs['permissions-policy'], FLOORS.permissions);
}

/** How much of a replaced 5xx body goes to the log. */
const LOGGED_BODY_LIMIT = 2_000;

/**
 * A production 5xx that is not JSON: its stack trace and host names go to our log (redacted,
 * the first 2,000 characters), and the browser gets a generic JSON message instead.
 */
export class ReplacedAnswer {
  readonly #kept: Buffer[] = [];
  #length = 0;

  constructor(readonly status: number) {}

  add(chunk: Buffer): void {
    if (this.#length < LOGGED_BODY_LIMIT) this.#kept.push(chunk);
    this.#length += chunk.length;
  }

  send(res: ServerResponse, requestId: string, headers: readonly string[], logger: Logger): void {
    const text = Buffer.concat(this.#kept).toString('utf8').slice(0, LOGGED_BODY_LIMIT);
    logger.error(
      { reqId: requestId, status: this.status, bytes: this.#length, body: redactSecrets(text) },
      'backend failed: body replaced',
    );
    const message = `The backend failed (HTTP ${this.status})`;
    sendJson(res, this.status, { message, requestId }, headers);
  }
}
