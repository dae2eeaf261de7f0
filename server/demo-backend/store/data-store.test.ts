import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import sqlite from 'node-sqlite3-wasm';
import { databaseFileFor } from './data-store';
import { readDatabase } from './demo-database';
import { createSeedData, SEED_IDS } from '../seed/seed';
import {
  client,
  makeBackend,
  signIn,
  storedData,
  storedDataRows,
  tempDataFile,
} from '../../test/demo-backend-support';

const ORGS = '/api/v1/organizations';

/** The copies kept aside for `file`: `<file>.corrupt-<time>`. */
const asideCopies = (file: string) =>
  readdirSync(path.dirname(file))
    .filter(
      (name) => name.startsWith(`${path.basename(file)}.corrupt-`) && !name.endsWith('-journal'),
    )
    .map((name) => path.join(path.dirname(file), name));

describe('persistence', () => {
  it('a write survives a restart, and so does the session', async () => {
    const first = makeBackend();
    const cookie = await signIn(first.app, 'admin');
    const created = await client(first.app, cookie)
      .send('post', ORGS, { name: 'Persisted Ltd' })
      .expect(201);

    const second = makeBackend({ dataFile: first.dataFile });
    expect(second.logger.lines.join('\n')).toContain('data loaded');
    const { body } = await client(second.app, cookie).get(`${ORGS}/${created.body.id}`).expect(200);
    expect(body.name).toBe('Persisted Ltd');
  });

  it('rejected requests leave the stored data unchanged', async () => {
    const { app, dataFile } = makeBackend();
    const [admin, user] = [await signIn(app, 'admin'), await signIn(app, 'user')];
    const before = storedDataRows(dataFile);
    await client(app, admin).send('post', ORGS, { name: '' }).expect(400);
    await client(app, admin).send('post', ORGS, { name: 'Acme Corporation' }).expect(409);
    await client(app, admin)
      .send('post', ORGS, { name: 'X', description: 'y'.repeat(1_100_000) })
      .expect(413);
    await client(app, admin)
      .send('post', `${ORGS}/${SEED_IDS.acme}/domains`, { domain: 'globex.example' })
      .expect(409);
    await client(app, user).send('delete', `${ORGS}/${SEED_IDS.acme}`).expect(403);
    await client(app).send('post', ORGS, { name: 'Anonymous' }).expect(401);
    await client(app, admin)
      .send('patch', `${ORGS}/${SEED_IDS.acme}/settings`, { id: SEED_IDS.acme })
      .expect(400);
    expect(storedDataRows(dataFile)).toBe(before);
  });

  it('serializes concurrent writes: every one lands and the file stays valid', async () => {
    const { app, dataFile } = makeBackend();
    const admin = client(app, await signIn(app, 'admin'));
    const domains = Array.from({ length: 20 }, (_, i) => `parallel-${i}.example`);
    await Promise.all(
      domains.map((domain) =>
        admin.send('post', `${ORGS}/${SEED_IDS.monsters}/domains`, { domain }).expect(201),
      ),
    );
    const stored = storedData(dataFile);
    const monsters = stored.organizations.find((o: { id: string }) => o.id === SEED_IDS.monsters)!;
    expect([...monsters.domains].sort()).toEqual([...domains].sort());
    expect(readdirSync(path.dirname(dataFile)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('a failed write answers 500 JSON without detail and changes nothing', async () => {
    const { app, dataFile, logger } = makeBackend();
    const admin = client(app, await signIn(app, 'admin'));
    // A folder where the database's rollback journal should be makes the transaction fail.
    rmSync(`${databaseFileFor(dataFile)}-journal`, { force: true });
    mkdirSync(`${databaseFileFor(dataFile)}-journal`);
    const response = await admin.send('post', ORGS, { name: 'Never Stored' }).expect(500);
    expect(response.body).toEqual({ error: 'internal', message: 'Internal server error' });
    expect(logger.lines.some((line) => line.includes('failed'))).toBe(true);
    const { body } = await admin.get(ORGS).expect(200);
    expect(body.map((o: { name: string }) => o.name)).not.toContain('Never Stored');
    expect(readdirSync(path.dirname(dataFile)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});

describe('loading the data file', () => {
  it('seeds a missing file', async () => {
    const dataFile = tempDataFile();
    const { app, logger } = makeBackend({ dataFile });
    expect(existsSync(databaseFileFor(dataFile))).toBe(true);
    expect(logger.lines.join('\n')).toMatch(/seeding/);
    const admin = client(app, await signIn(app, 'admin'));
    expect((await admin.get(ORGS).expect(200)).body).toHaveLength(25);
  });

  it.each([
    ['broken JSON', '{"version": 1, "organizations": ['],
    ['JSON of another shape', '{"hello": "world"}'],
  ])('keeps a .corrupt copy of %s, logs it and reseeds', async (_what, text) => {
    const dataFile = tempDataFile();
    writeFileSync(dataFile, text);
    const { app, logger } = makeBackend({ dataFile });
    const [copy] = asideCopies(dataFile);
    expect(readFileSync(copy!, 'utf8')).toBe(text);
    expect(logger.lines.join('\n')).toContain('.corrupt');
    const admin = client(app, await signIn(app, 'admin'));
    expect((await admin.get(ORGS).expect(200)).body).toHaveLength(25);
  });
});

describe('migrating from data.json', () => {
  it('moves an existing data file into the database once, with its changes, and says so', async () => {
    const dataFile = tempDataFile();
    const data = createSeedData();
    data.organizations[0]!.name = 'Acme Migrated';
    writeFileSync(dataFile, JSON.stringify(data));
    const { app, logger } = makeBackend({ dataFile });
    expect(logger.lines.join('\n')).toMatch(
      /migrated 25 organizations and 300 activity events from data\.json into .*data\.sqlite/,
    );
    expect(existsSync(dataFile)).toBe(false);
    expect(existsSync(`${dataFile}.migrated`)).toBe(true);
    const admin = client(app, await signIn(app, 'admin'));
    const { body } = await admin.get(`${ORGS}/${SEED_IDS.acme}`).expect(200);
    expect(body.name).toBe('Acme Migrated');
    const again = makeBackend({ dataFile });
    expect(again.logger.lines.join('\n')).toContain('data loaded');
    expect(again.logger.lines.join('\n')).not.toContain('migrated');
  });

  it('moves a database file SQLite finds unsound aside (its check named), and reseeds', async () => {
    const dataFile = tempDataFile();
    writeFileSync(databaseFileFor(dataFile), 'not a database at all, just text '.repeat(200));
    const { app, logger } = makeBackend({ dataFile });
    expect(asideCopies(databaseFileFor(dataFile))).toHaveLength(1);
    expect(logger.lines.join('\n')).toMatch(
      /is not a sound database \(file is not a database\); moved it to .*\.corrupt-/,
    );
    const admin = client(app, await signIn(app, 'admin'));
    expect((await admin.get(ORGS).expect(200)).body).toHaveLength(25);
  });

  it('never overwrites a copy kept aside: each one has a name of its own', () => {
    const dataFile = tempDataFile();
    const database = databaseFileFor(dataFile);
    const texts = ['first broken file '.repeat(300), 'second broken file '.repeat(300)];
    for (const text of texts) {
      writeFileSync(database, text);
      makeBackend({ dataFile });
    }
    const copies = asideCopies(database);
    expect(copies.map((copy) => readFileSync(copy, 'utf8')).sort()).toEqual([...texts].sort());
  });
});

describe('the activity record of earlier versions (data.activity.sqlite)', () => {
  it('is copied into the data file once, and kept as .migrated', () => {
    const { dataFile } = makeBackend();
    const database = databaseFileFor(dataFile);
    const bodies = [1, 2, 3].map((n) => JSON.stringify({ id: `old-${n}`, action: 'x' }));
    const main = new sqlite.Database(database);
    main.exec('delete from events');
    main.close();
    const old = new sqlite.Database(database.replace(/\.sqlite$/, '.activity.sqlite'));
    old.exec('create table events (seq integer primary key, body text not null)');
    for (const body of bodies) old.run('insert into events (body) values (?)', [body]);
    old.close();

    const { logger } = makeBackend({ dataFile });
    expect(logger.lines.join('\n')).toMatch(
      /copied 3 activity events from .*data\.activity\.sqlite/,
    );
    expect(readDatabase(database).events).toEqual(bodies);
    expect(readdirSync(path.dirname(dataFile))).toContain('data.activity.sqlite.migrated');
    expect(readdirSync(path.dirname(dataFile))).not.toContain('data.activity.sqlite');
  });
});

describe('the seed', () => {
  it('is deterministic, with UUID v4-shaped ids', () => {
    const [a, b] = [createSeedData(), createSeedData()];
    expect(a).toEqual(b);
    for (const organization of a.organizations) {
      expect(organization.id).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    }
    expect(new Set(a.organizations.map((o) => o.id)).size).toBe(a.organizations.length);
  });
});
