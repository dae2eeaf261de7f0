// DESIGN resolutions 18 and 25: whole-document writes name the version they were read at. The
// version is a digest of what the write replaces (nothing else), sent as `ETag` and taken back
// as `If-Match`; a write naming another version is refused with a 409. A document that did not
// exist yet is written with `If-None-Match: *` (412 when someone created it meanwhile), and a
// write with neither is a 428: nothing is ever overwritten silently.
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { HttpError, conflict } from './http-error';

/** A strong entity tag for `value`, e.g. `"s-…"` for settings. */
export function versionTag(kind: string, value: unknown): string {
  const digest = createHash('sha256')
    .update(JSON.stringify(value ?? null))
    .digest('base64url');
  return `"${kind}-${digest.slice(0, 22)}"`;
}

const changedMeanwhile = (what: string) =>
  `${what} changed by someone else since they were read: reload them and save again`;

/**
 * The request's condition against the stored version (`current`; undefined when nothing is
 * stored yet): If-Match naming it, or If-None-Match: * while nothing is stored.
 */
export function assertWriteCondition(
  req: Request,
  current: string | undefined,
  what: string,
): void {
  const ifMatch = req.get('If-Match');
  const ifNoneMatch = req.get('If-None-Match');
  if (ifNoneMatch !== undefined && ifNoneMatch.trim() === '*') {
    if (current !== undefined)
      throw new HttpError(412, 'precondition_failed', changedMeanwhile(what));
    return;
  }
  if (ifMatch === undefined) {
    throw new HttpError(
      428,
      'precondition_required',
      'This write needs If-Match with the ETag read, or If-None-Match: * for a document that does not exist yet',
    );
  }
  if (ifMatch.trim() === '*') {
    if (current === undefined)
      throw new HttpError(412, 'precondition_failed', changedMeanwhile(what));
    return;
  }
  const tags = ifMatch.split(',').map((tag) => tag.trim());
  if (current === undefined || !tags.includes(current)) throw conflict(changedMeanwhile(what));
}
