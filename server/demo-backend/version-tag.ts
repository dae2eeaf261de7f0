// DESIGN resolution 18: whole-document writes name the version they were read at. The version
// is a digest of what the write replaces (nothing else), sent as `ETag` and taken back as
// `If-Match`; a write naming another version is refused with a 409, so nothing is lost silently.
import { createHash } from 'node:crypto';
import { conflict } from './http-error';

/** A strong entity tag for `value`, e.g. `"s-…"` for settings. */
export function versionTag(kind: string, value: unknown): string {
  const digest = createHash('sha256')
    .update(JSON.stringify(value ?? null))
    .digest('base64url');
  return `"${kind}-${digest.slice(0, 22)}"`;
}

/** No If-Match (a client that never read a version) or `*`: the write goes ahead as before. */
export function assertIfMatch(ifMatch: string | undefined, current: string, what: string): void {
  if (ifMatch === undefined || ifMatch.trim() === '*') return;
  const tags = ifMatch.split(',').map((tag) => tag.trim());
  if (!tags.includes(current)) {
    throw conflict(
      `${what} changed by someone else since they were read: reload them and save again`,
    );
  }
}
