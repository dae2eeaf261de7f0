// Who may use a data folder. node-sqlite3-wasm locks a database by creating `<file>.lock` (a
// directory, with no owner in it): a process killed mid-write leaves it behind, and nothing in
// it tells a crashed owner from a live one. So the store claims the folder first with a file
// of its own, `data.sqlite.pid` (the owner's pid and start time): a claim whose process is gone
// is stale and taken over (its SQLite lock directories removed, so the rollback journal is
// replayed); a live one refuses the start, so two consoles never write one folder.
import { randomUUID } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  linkSync,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmdirSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { activityFileFor } from './demo-database';

/** A start the store refuses (folder in use, folder not safe): one line, said as is, exit 1. */
export class DataFolderRefused extends Error {
  override name = 'DataFolderRefused';
}

interface Owner {
  pid: number;
  /** The process's start time in clock ticks since boot (Linux), so a reused pid is not taken for the owner. */
  started: string | null;
}

/** Field 22 of /proc/<pid>/stat; null where there is no /proc. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from its closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(owner: Owner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists (another user's); ESRCH: gone.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return owner.started === null || startTimeOf(owner.pid) === owner.started;
}

function readOwner(file: string): Owner | undefined {
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as Partial<Owner>;
    if (Number.isSafeInteger(value.pid) && (value.pid ?? 0) > 0)
      return { pid: value.pid!, started: typeof value.started === 'string' ? value.started : null };
  } catch {
    // torn by a crash while it was written, or not ours
  }
  return undefined;
}

function writeOwner(file: string): void {
  const fd = openSync(file, 'wx', 0o600);
  try {
    writeSync(fd, JSON.stringify({ pid: process.pid, started: startTimeOf(process.pid) }));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Removes a stale claim unless another starter replaced it meanwhile (then it is put back). */
function takeOver(file: string, seen: string): void {
  const aside = `${file}.${randomUUID()}`;
  try {
    renameSync(file, aside);
  } catch {
    return; // another starter took it first
  }
  if (readFileSync(aside, 'utf8') !== seen) {
    try {
      linkSync(aside, file);
    } catch {
      // a third starter holds the folder now; it keeps it
    }
  }
  unlinkSync(aside);
}

export interface Claim {
  /** The pid of the stopped process whose claim was taken over, if there was one. */
  recoveredFrom?: number;
  /** Gives the folder up (at exit); a claim of another process is left alone. */
  release(): void;
}

/**
 * Claims `databaseFile`'s folder for this process, or throws DataFolderRefused when a live
 * process holds it. A claim of this same process (a store reopened in tests) is kept.
 */
export function claimDataFolder(databaseFile: string): Claim {
  const file = `${databaseFile}.pid`;
  let recoveredFrom: number | undefined;
  let mine = false;
  for (let attempt = 0; attempt < 20 && !mine; attempt += 1) {
    try {
      writeOwner(file);
      mine = true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let seen: string;
      let age: number;
      try {
        seen = readFileSync(file, 'utf8');
        age = Date.now() - statSync(file).mtimeMs;
      } catch {
        continue; // removed meanwhile: try again
      }
      const owner = readOwner(file);
      if (owner?.pid === process.pid) mine = true;
      else if (owner && isAlive(owner)) {
        throw new DataFolderRefused(
          `demo backend: another demo backend (pid ${owner.pid}) is using ${path.dirname(file)}; stop it or give this one another DATA_DIR`,
        );
      } else if (!owner && age < 1_000) {
        // An unreadable claim this young may be one being written right now.
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
      } else {
        recoveredFrom = owner?.pid ?? 0;
        takeOver(file, seen);
      }
    }
  }
  if (!mine) {
    throw new DataFolderRefused(
      `demo backend: could not claim ${path.dirname(file)} (other starts keep claiming it); try again`,
    );
  }
  // Nothing else may use the files now: a SQLite lock left behind is a crashed writer's.
  for (const lock of [`${databaseFile}.lock`, `${activityFileFor(databaseFile)}.lock`]) {
    try {
      rmdirSync(lock);
    } catch {
      // none
    }
  }
  const release = () => {
    claimed.delete(file);
    if (readOwner(file)?.pid !== process.pid) return;
    try {
      unlinkSync(file);
    } catch {
      // already gone
    }
  };
  if (!listening) process.once('exit', releaseAll);
  listening = true;
  claimed.set(file, release);
  return { recoveredFrom, release };
}

/** The claims this process holds, given up at exit (one listener, however many stores). */
const claimed = new Map<string, () => void>();
let listening = false;
function releaseAll(): void {
  for (const release of [...claimed.values()]) release();
}

/**
 * The default folder lives in the shared temp folder, where another local user could create
 * it first and plant sessions or data: it is created private (0700), and one that is a link,
 * another user's, or writable by group or others is refused.
 */
export function secureDefaultFolder(dir: string): void {
  try {
    mkdirSync(dir, { mode: 0o700 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stat = lstatSync(dir);
  const problem = !stat.isDirectory()
    ? 'is not a folder of its own (a link or a file)'
    : process.getuid && stat.uid !== process.getuid()
      ? `belongs to another user (uid ${stat.uid})`
      : (stat.mode & 0o022) !== 0
        ? `is writable by other users (mode ${(stat.mode & 0o777).toString(8)})`
        : undefined;
  if (problem) {
    throw new DataFolderRefused(
      `demo backend: the data folder ${dir} ${problem}; remove it or set DATA_DIR to a folder of your own`,
    );
  }
}
