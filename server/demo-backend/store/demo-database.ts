// The demo backend's SQLite database (node-sqlite3-wasm: SQLite compiled to WebAssembly, so
// the same package runs on Node 20 and the image's Node 24 without a native addon; the
// figures behind the choice are in docs/design.md). Each record is one row (its JSON body,
// keyed by collection, parent and key, with its place in its list), so a change writes the
// rows it touched, never the whole data set. The activity record is a table of the same file,
// written in the same transaction as the change it describes: one file, one journal, so a
// crash keeps both or neither. (It was an attached file of its own; SQLite's super-journal
// should commit the two together, but a kill -9 loop left a change without its event once in
// 50 kills under this WebAssembly build's file layer. An earlier `data.activity.sqlite` is
// copied in once and kept as `.migrated`.) Crash safety is SQLite's own: a rollback journal,
// synced at each commit. node-sqlite3-wasm 0.8.60 never rolled a hot journal back (its lock
// check counted the connection's own lock as another's), so a kill -9 mid-write left half a
// transaction in the file: patches/node-sqlite3-wasm+0.8.60.patch, applied by patch-package at
// install, fixes that (hot-journal.test.ts fails without it).
import { existsSync, renameSync } from 'node:fs';
import sqlite from 'node-sqlite3-wasm';

// A CommonJS package: its classes come through the default export under Node's ESM.
const { Database } = sqlite;
type Database = sqlite.Database;
type Statement = sqlite.Statement;

export interface DocumentRow {
  collection: string;
  parent: string;
  key: string;
  position: number;
  body: string;
}

export type DocumentChange =
  | { kind: 'put'; row: DocumentRow }
  | { kind: 'delete'; collection: string; parent: string; key: string };

const SCHEMA = `
create table if not exists meta (name text primary key, value text not null);
create table if not exists documents (
  collection text not null,
  parent text not null,
  key text not null,
  position integer not null,
  body text not null,
  primary key (collection, parent, key)
);
create table if not exists events (seq integer primary key, body text not null);
`;

/** Where earlier versions kept the activity record: `data.sqlite` → `data.activity.sqlite`. */
export function activityFileFor(file: string): string {
  return file.replace(/(\.sqlite)?$/, '.activity$1');
}

/** What a database file holds, read through a read-only connection of its own (tests, tools). */
export function readDatabase(file: string): { rows: DocumentRow[]; events: string[] } {
  const db = new Database(file, { readOnly: true, fileMustExist: true });
  try {
    const rows = db.all(
      'select collection, parent, key, position, body from documents order by collection, parent, position',
    ) as unknown as DocumentRow[];
    const events = db.all('select body from events order by seq').map((row) => String(row.body));
    return { rows, events };
  } finally {
    db.close();
  }
}

const BATCH = 100;
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const rowValues = (row: DocumentRow) => [
  row.collection,
  row.parent,
  row.key,
  row.position,
  row.body,
];

export class DemoDatabase {
  readonly #db: Database;
  readonly #put: Statement;
  readonly #delete: Statement;
  readonly #append: Statement;

  /** Opens (or creates) the file; throws when it is not an SQLite database. */
  constructor(readonly file: string) {
    this.#db = new Database(file);
    try {
      // A rollback journal (no shared memory needed), truncated rather than deleted at each
      // commit (measured: a third of the time, no folder sync), and a sync at every commit:
      // a write answered is a write on disk, a crash mid-write is rolled back.
      this.#db.exec('pragma journal_mode = truncate; pragma synchronous = full;');
      this.#db.exec(SCHEMA);
      this.#put = this.#db.prepare(
        'insert or replace into documents (collection, parent, key, position, body) values (?, ?, ?, ?, ?)',
      );
      this.#delete = this.#db.prepare(
        'delete from documents where collection = ? and parent = ? and key = ?',
      );
      this.#append = this.#db.prepare('insert into events (body) values (?)');
    } catch (error) {
      this.#db.close();
      throw error;
    }
  }

  /** The stored data version, or undefined for a database that holds no data yet. */
  version(): number | undefined {
    const row = this.#db.get("select value from meta where name = 'version'");
    return row ? Number(row.value) : undefined;
  }

  /** Every row, in collection, parent and position order. */
  documents(): DocumentRow[] {
    // Sorted here rather than by SQLite: its sort in WebAssembly took 2.5 times the scan.
    // Rows come in insertion order, mostly sorted already, which JavaScript's sort likes.
    const rows = this.#db.all(
      'select collection, parent, key, position, body from documents',
    ) as unknown as DocumentRow[];
    return rows.sort(
      (a, b) =>
        compareText(a.collection, b.collection) ||
        compareText(a.parent, b.parent) ||
        a.position - b.position,
    );
  }

  eventBodies(): string[] {
    return this.#db.all('select body from events order by seq').map((row) => String(row.body));
  }

  /** Runs `write` in one transaction: all of it is stored, or (when it throws) none. */
  transaction(write: () => void): void {
    this.#db.exec('begin immediate');
    try {
      write();
      this.#db.exec('commit');
    } catch (error) {
      if (this.#db.inTransaction) this.#db.exec('rollback');
      throw error;
    }
  }

  /** Within `transaction`: replaces everything with `rows` (seeding, migrating). */
  replaceAll(version: number, rows: readonly DocumentRow[]): void {
    this.#db.exec('delete from documents');
    this.#db.run("insert or replace into meta (name, value) values ('version', ?)", [
      String(version),
    ]);
    // Many rows a statement: each call into the WebAssembly costs more than a row does.
    const batch = this.#db.prepare(
      `insert into documents (collection, parent, key, position, body) values ${Array(BATCH).fill('(?, ?, ?, ?, ?)').join(', ')}`,
    );
    try {
      let index = 0;
      for (; index + BATCH <= rows.length; index += BATCH) {
        batch.run(rows.slice(index, index + BATCH).flatMap(rowValues));
      }
      for (const row of rows.slice(index)) this.#putRow(row);
    } finally {
      batch.finalize();
    }
  }

  /** Within `transaction`. */
  apply(changes: readonly DocumentChange[]): void {
    for (const change of changes) {
      if (change.kind === 'put') this.#putRow(change.row);
      else this.#delete.run([change.collection, change.parent, change.key]);
    }
  }

  /** Within `transaction`. */
  appendEvents(bodies: readonly string[]): void {
    let index = 0;
    if (bodies.length >= BATCH) {
      const batch = this.#db.prepare(
        `insert into events (body) values ${Array(BATCH).fill('(?)').join(', ')}`,
      );
      try {
        for (; index + BATCH <= bodies.length; index += BATCH) {
          batch.run(bodies.slice(index, index + BATCH));
        }
      } finally {
        batch.finalize();
      }
    }
    for (const body of bodies.slice(index)) this.#append.run([body]);
  }

  /** Within `transaction`: one event; returns its place (for `replaceEvent`). */
  appendEvent(body: string): number {
    return Number(this.#append.run([body]).lastInsertRowid);
  }

  /** Rewrites the event stored at `seq` (a refused attempt counted again). */
  replaceEvent(seq: number, body: string): void {
    this.#db.run('update events set body = ? where seq = ?', [body, seq]);
  }

  /** Keeps the newest `keep` refused-attempt events, deleting older ones; returns how many went. */
  pruneDenials(keep: number): number {
    let removed = 0;
    this.transaction(() => {
      removed = this.#db.run(
        `delete from events where seq in (select seq from events where body like '%"action":"access.denied"%' order by seq desc limit -1 offset ?)`,
        [keep],
      ).changes;
    });
    return removed;
  }

  /** Within `transaction`. */
  clearEvents(): void {
    this.#db.exec('delete from events');
  }

  /**
   * Copies the record of an earlier version's `data.activity.sqlite` in (once: only into an
   * empty record) and renames that file `.migrated`; returns how many events came.
   */
  migrateActivityFile(): number | undefined {
    const old = activityFileFor(this.file);
    if (!existsSync(old)) return undefined;
    let copied = 0;
    this.#db.run('attach database ? as old', [old]);
    try {
      this.transaction(() => {
        if (this.#db.get('select 1 from events limit 1')) return;
        if (!this.#db.get("select 1 from old.sqlite_master where name = 'events'")) return;
        copied = this.#db.run(
          'insert into events (body) select body from old.events order by seq',
        ).changes;
      });
    } finally {
      this.#db.exec('detach database old');
    }
    // After the commit: a crash between the two leaves a file whose copy is done already.
    renameSync(old, `${old}.migrated`);
    if (existsSync(`${old}-journal`)) renameSync(`${old}-journal`, `${old}.migrated-journal`);
    return copied;
  }

  close(): void {
    for (const statement of [this.#put, this.#delete, this.#append]) statement.finalize();
    this.#db.close();
  }

  #putRow(row: DocumentRow): void {
    this.#put.run(rowValues(row));
  }
}
