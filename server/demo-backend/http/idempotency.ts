// The Idempotency-Key of a create (DESIGN resolution 13): a repeated create with the same key
// within the window answers as the first one did instead of making a second record.
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_WINDOW_MS } from '@shared/pipelines';
import { badRequest } from './http-error';

const KEY = /^[\x21-\x7e]{1,200}$/;

/** The key as stored: per caller, hashed (one user's key never answers another's create). */
export function idempotencyKey(req: Request, sub: string): string | undefined {
  const key = req.get(IDEMPOTENCY_KEY_HEADER);
  if (key === undefined) return undefined;
  if (!KEY.test(key))
    throw badRequest(`${IDEMPOTENCY_KEY_HEADER} must be 1–200 visible ASCII characters`);
  return createHash('sha256').update(`${sub}\n${key}`).digest('hex');
}

/** A record made with `key` within the window, if any. */
export function earlierWithKey<R extends { idempotencyKey?: string }>(
  records: readonly R[],
  key: string | undefined,
  createdAt: (record: R) => string | undefined,
  now: Date,
): R | undefined {
  if (!key) return undefined;
  return records.find(
    (record) =>
      record.idempotencyKey === key &&
      now.getTime() - Date.parse(createdAt(record) ?? '') < IDEMPOTENCY_WINDOW_MS,
  );
}

/** A create's whole body as one hash, to tell a repeat from another create under the same key. */
export function bodyFingerprint(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}
