// Opening the store's files, and what happens to one that cannot be used. A file is declared
// corrupt only when SQLite's own check (`pragma quick_check`) fails on it, never because an
// open failed (a lock left by a crash reads "database is locked", which says nothing about
// the file), and the evidence is never overwritten: each copy kept aside gets a name of its
// own, `<file>.corrupt-<UTC time>`.
import { constants, copyFileSync, existsSync, readFileSync, renameSync } from 'node:fs';
import sqlite from 'node-sqlite3-wasm';
import { DATA_VERSION, looksLikeDemoData, type DemoData } from './demo-data';
import { DemoDatabase, activityFileFor } from './demo-database';

export interface DemoLogger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/** `<file>.corrupt-20261124T151500123Z`, with `-2`, `-3`… if that name is taken already. */
export function asideName(file: string, label = 'corrupt', now = new Date()): string {
  const base = `${file}.${label}-${now.toISOString().replace(/[-:.]/g, '')}`;
  let name = base;
  for (let n = 2; existsSync(name) || existsSync(`${name}-journal`); n += 1) name = `${base}-${n}`;
  return name;
}

/** Moves `file` (and its rollback journal, which belongs to it) aside; returns the new name. */
function moveAside(file: string, label: string): string {
  const aside = asideName(file, label);
  renameSync(file, aside);
  if (existsSync(`${file}-journal`)) renameSync(`${file}-journal`, `${aside}-journal`);
  return aside;
}

type LegacyResult =
  | { data: DemoData; how: 'loaded' }
  | { data: undefined; how: 'missing' | 'corrupt'; reason: string };

/** The data.json of earlier versions. */
export function readDataFile(file: string): LegacyResult {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { data: undefined, how: 'missing', reason: 'no data file yet' };
    return { data: undefined, how: 'corrupt', reason: `unreadable (${code ?? 'error'})` };
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (looksLikeDemoData(parsed)) return { data: parsed, how: 'loaded' };
    return { data: undefined, how: 'corrupt', reason: 'not a demo data file of this version' };
  } catch {
    return { data: undefined, how: 'corrupt', reason: 'not valid JSON' };
  }
}

/** Keeps a copy of a broken data.json before it is replaced; a failed copy must not stop the start. */
export function keepCopyAside(file: string, reason: string, logger: DemoLogger): void {
  try {
    const aside = asideName(file);
    copyFileSync(file, aside, constants.COPYFILE_EXCL);
    logger.warn(
      `demo backend: data file ${file} is ${reason}; kept a copy as ${aside} and reseeded`,
    );
  } catch {
    logger.warn(`demo backend: data file ${file} is ${reason}; reseeded (no copy could be kept)`);
  }
}

const isBusy = (message: string) => /locked|busy/i.test(message);

/** What SQLite's quick check finds wrong with `file`, or undefined when it is sound. */
function integrityProblem(file: string): string | undefined {
  let db: sqlite.Database | undefined;
  try {
    // Read-write, so a rollback journal left by a crash is replayed first, as a start would.
    db = new sqlite.Database(file, { fileMustExist: true });
    const rows = db.all('pragma quick_check').map((row) => String(Object.values(row)[0]));
    return rows.join('; ') === 'ok' ? undefined : rows.slice(0, 3).join('; ');
  } catch (error) {
    const message = (error as Error).message;
    if (isBusy(message)) throw new Error(`${file} is locked by another process (${message})`);
    return message;
  } finally {
    db?.close();
  }
}

/** Opens `file`; when that fails, it is moved aside only if SQLite's check finds it unsound. */
function openOrMoveAside(file: string, logger: DemoLogger): DemoDatabase {
  let failure: Error;
  try {
    const database = new DemoDatabase(file);
    const version = database.version();
    if (version === undefined || version === DATA_VERSION) return database;
    database.close();
    const aside = moveAside(file, `v${version}`);
    logger.warn(
      `demo backend: ${file} holds data version ${version}; moved it to ${aside} and reseeded`,
    );
    return new DemoDatabase(file);
  } catch (error) {
    failure = error as Error;
  }
  const problem = integrityProblem(file);
  if (!problem) {
    throw new Error(
      `${file} could not be opened (${failure.message}); SQLite's check finds it sound, so it was left as it is`,
    );
  }
  const aside = moveAside(file, 'corrupt');
  logger.warn(
    `demo backend: ${file} is not a sound database (${problem}); moved it to ${aside} and reseeded`,
  );
  return new DemoDatabase(file);
}

/** Opens the database, and copies in the activity record an earlier version kept in a file of its own. */
export function openDatabase(file: string, logger: DemoLogger): DemoDatabase {
  const database = openOrMoveAside(file, logger);
  const old = activityFileFor(file);
  try {
    const copied = database.migrateActivityFile();
    if (copied !== undefined) {
      logger.info(
        `demo backend: copied ${copied} activity events from ${old} into ${file}; the old file is kept as .migrated`,
      );
    }
  } catch (error) {
    const problem = integrityProblem(old);
    if (!problem) throw error;
    const aside = moveAside(old, 'corrupt');
    logger.warn(`demo backend: ${old} is not a sound database (${problem}); moved it to ${aside}`);
  }
  return database;
}
