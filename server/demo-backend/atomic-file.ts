// Writing a whole file so that a crash leaves either the old or the new content, never a
// mix: a temporary file beside it, fsync, rename, then the folder's fsync.
import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export function temporaryPath(file: string): string {
  return path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`,
  );
}

export /** Makes a rename durable too; some file systems refuse to open a folder, which is fine. */
function syncDirectory(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // best effort
  }
}

/** Replaces `file` with `text` atomically and durably. */
export function writeFileAtomicSync(file: string, text: string): void {
  const tmp = temporaryPath(file);
  try {
    const fd = openSync(tmp, 'w', 0o600);
    try {
      writeSync(fd, text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, file);
  } catch (error) {
    rmSync(tmp, { force: true });
    throw error;
  }
  syncDirectory(path.dirname(file));
}
