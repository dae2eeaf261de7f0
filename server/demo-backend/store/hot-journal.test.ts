// Issue #30 (CI): a kill -9 in the middle of a write leaves a hot rollback journal, and the next
// start must roll it back. node-sqlite3-wasm 0.8.60's file layer answered "someone holds a
// reserved lock" whenever the lock directory existed, its own included, so SQLite never took a
// journal for hot: the half-written pages were read as data ("database disk image is
// malformed", a change without its event). patches/node-sqlite3-wasm+0.8.60.patch (applied by
// patch-package at install) makes a connection's own lock not count. This fails without it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sqlite from 'node-sqlite3-wasm';
import { expect, it } from 'vitest';
import { DemoDatabase } from './demo-database';

/** A process that commits 2,000 rows, then dies mid-update with its cache spilled to the file. */
const DIES_MID_WRITE = `
const { Database } = require('node-sqlite3-wasm');
const db = new Database(process.argv[1]);
db.exec('pragma journal_mode = truncate');
db.exec('create table documents (collection text not null, parent text not null, key text not null, position integer not null, body text not null, primary key (collection, parent, key))');
db.exec('begin');
for (let i = 0; i < 2000; i += 1)
  db.run('insert into documents values (?, ?, ?, ?, ?)', ['c', '', 'k' + i, i, 'committed '.repeat(20)]);
db.exec('commit');
db.exec('pragma cache_size = 2');
db.exec('begin');
db.exec("update documents set body = 'UNCOMMITTED ' || body");
process.exit(0);
`;

it('rolls back the hot journal a writer killed mid-transaction left behind', () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'hot-journal-')), 'data.sqlite');
  const child = spawnSync(process.execPath, ['-e', DIES_MID_WRITE, file], { encoding: 'utf8' });
  expect(child.status, child.stderr).toBe(0);
  // The scene: a journal holding the rows' committed pages, a file holding uncommitted ones.
  expect(statSync(`${file}-journal`).size).toBeGreaterThan(0);
  // What the next start's take-over does first (data-folder.ts): the dead writer's lock goes.
  rmSync(`${file}.lock`, { recursive: true, force: true });

  const database = new DemoDatabase(file);
  try {
    const rows = database.documents();
    expect(rows).toHaveLength(2000);
    expect(rows.filter((row) => row.body.startsWith('UNCOMMITTED'))).toEqual([]);
  } finally {
    database.close();
  }
  const check = new sqlite.Database(file, { fileMustExist: true });
  try {
    expect(check.all('pragma integrity_check')).toEqual([{ integrity_check: 'ok' }]);
  } finally {
    check.close();
  }
  expect(!existsSync(`${file}-journal`) || statSync(`${file}-journal`).size === 0).toBe(true);
});
