// What the demo backend has stored, read from its database file as another process would: the
// fuzz suites hold it to "only an accepted write changes the data".
import { createHash } from 'node:crypto';
import { closeSync, openSync, readSync } from 'node:fs';
import { databaseFileFor } from '../demo-backend/store/data-store';
import { looksLikeDemoData } from '../demo-backend/store/demo-data';
import { storedData, storedDataRows } from './demo-backend-support';

/** A hash of the demo data stored for `file` (the database's rows, not its activity record). */
export function storedDataHash(file: string): string {
  return createHash('sha256').update(storedDataRows(file)).digest('hex');
}

/** Whether the demo data stored for `file` still loads as demo data. */
export function storedDataLoads(file: string): boolean {
  try {
    return looksLikeDemoData(storedData(file));
  } catch {
    return false;
  }
}

/**
 * SQLite's file change counter (bytes 24-27 of the database header): every committed write
 * moves it in rollback-journal mode, which the demo database uses.
 */
export function changeCounterOf(database: string): number {
  const header = Buffer.alloc(4);
  const fd = openSync(database, 'r');
  try {
    readSync(fd, header, 0, 4, 24);
  } finally {
    closeSync(fd);
  }
  return header.readUInt32BE(0);
}

/**
 * `storedDataHash(file)`, read again only when the change counter has moved. A full read took
 * ~24 ms on the default seed, and the fuzz suites read it two or three times for each of their
 * 600 cases; most cases write nothing.
 */
export function storedDataWatch(file: string): () => string {
  const database = databaseFileFor(file);
  let counter: number | undefined;
  let hash = '';
  return () => {
    // Read before the rows: a write between the two reads shows as a moved counter next time.
    const now = changeCounterOf(database);
    if (now !== counter) {
      hash = storedDataHash(file);
      counter = now;
    }
    return hash;
  };
}
