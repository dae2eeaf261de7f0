// Issue #25 items 2 and 3: refused requests can neither flood the activity record nor write
// into another organization's, and what they tried reads as a request, never as a message.
import { statSync } from 'node:fs';
import sqlite from 'node-sqlite3-wasm';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEvent } from '@shared/audit';
import { FURTHER_DENIALS, MAX_ATTEMPT_PATH } from './audit-denials';
import { MAX_STORED_DENIALS, databaseFileFor } from '../store/data-store';
import { readDatabase } from '../store/demo-database';
import { SEED_IDS } from '../seed/seed';
import { client, makeBackend, signIn } from '../../test/demo-backend-support';

afterEach(() => {
  vi.useRealTimers();
});

const storedEvents = (dataFile: string): AuditEvent[] =>
  readDatabase(databaseFileFor(dataFile)).events.map((body) => JSON.parse(body) as AuditEvent);

/** Runs `act` and returns the events it added to the stored record, oldest first. */
async function added(dataFile: string, act: () => Promise<unknown>): Promise<AuditEvent[]> {
  const before = storedEvents(dataFile);
  await act();
  const after = storedEvents(dataFile);
  const known = new Map(before.map((event) => [event.id, JSON.stringify(event)]));
  return after.filter((event) => known.get(event.id) !== JSON.stringify(event));
}

describe('a denial is recorded only against an organization the caller may name (item 3)', () => {
  it('a query parameter names no organization: nobody@ cannot write into Globex’s record', async () => {
    const { app, dataFile } = makeBackend();
    const nobody = await signIn(app, 'nobody');
    const events = await added(dataFile, () =>
      request(app)
        .get(`/api/v1/provisioner/x;=cmd|'%20/C%20calc'!A0?organizationId=${SEED_IDS.globex}`)
        .set('Cookie', nobody)
        .expect(403),
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'access.denied',
      actor: { name: 'Nora Nobody' },
      organizationId: null,
      target: { type: 'account' },
      attemptedAction: "GET /api/v1/provisioner/x;=cmd%7C'%20/C%20calc'!A0",
    });
  });

  it('an organization in the path the caller cannot reach is not named (a cross-site GET in a Manager’s name)', async () => {
    const { app, dataFile } = makeBackend();
    const manager = await signIn(app, 'manager');
    const events = await added(dataFile, () =>
      request(app)
        .get(`/api/v1/organizations/${SEED_IDS.globex}/users`)
        .set('Cookie', manager)
        .set('Sec-Fetch-Site', 'cross-site')
        .expect(403),
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ organizationId: null, organizationName: null });
    const admin = client(app, await signIn(app, 'admin'));
    const { body } = await admin
      .get(`/api/v1/audit-events?organizationId=${SEED_IDS.globex}&action=access.denied`)
      .expect(200);
    expect(body.items).toEqual([]);
  });

  it('a query parameter names no organization even one the caller reaches: a Manager’s GET ?organizationId=<Acme> stays out of Acme’s record', async () => {
    const { app, dataFile } = makeBackend();
    const manager = await signIn(app, 'manager');
    const events = await added(dataFile, () =>
      request(app)
        .get(`/api/v1/provisioner/x?organizationId=${SEED_IDS.acme}`)
        .set('Cookie', manager)
        .set('Sec-Fetch-Site', 'cross-site')
        .expect(403),
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ organizationId: null, target: { type: 'account' } });
  });

  it('the caller’s own organization named by the route is recorded against it', async () => {
    const { app, dataFile } = makeBackend();
    const user = client(app, await signIn(app, 'user'));
    const events = await added(dataFile, () =>
      user.send('delete', `/api/v1/organizations/${SEED_IDS.acme}`).expect(403),
    );
    expect(events[0]).toMatchObject({
      organizationId: SEED_IDS.acme,
      attemptedAction: 'organization.deleted',
    });
  });

  it('what was tried cannot pass for a message: no spaces, quotes or controls, cut with …', async () => {
    const { app, dataFile } = makeBackend();
    const nobody = await signIn(app, 'nobody');
    const message = `/api/v1/provisioner/support:unlock;%20ask%20it-helpdesk@evil.example%0A%E2%80%AEReal%20message%22${'x'.repeat(400)}`;
    const [event] = await added(dataFile, () =>
      request(app).get(message).set('Cookie', nobody).expect(403),
    );
    const tried = event?.attemptedAction ?? '';
    expect(tried).toMatch(/^GET \S+…$/);
    expect(tried.length).toBeLessThanOrEqual('GET '.length + MAX_ATTEMPT_PATH + 1);
    expect(tried).toContain('support:unlock;%20ask%20it-helpdesk@evil.example%0A%E2%80%AEReal');
  });
});

describe('refused requests cannot flood the record (item 2)', () => {
  it('300 identical denials are one event with a count; the file barely grows', async () => {
    // Within one minute of the clock, however slow the machine: denials group per minute.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00.000Z'));
    const { app, dataFile } = makeBackend();
    const user = await signIn(app, 'user');
    const path = `/api/v1/provisioner/${'A'.repeat(12_000)}`;
    const sizeBefore = statSync(databaseFileFor(dataFile)).size;
    const events = await added(dataFile, async () => {
      for (let i = 0; i < 300; i += 1) await request(app).get(path).set('Cookie', user).expect(403);
    });
    expect(events).toHaveLength(1);
    expect(events[0]?.count).toBe(300);
    expect(events[0]?.attemptedAction?.length).toBeLessThanOrEqual(
      'GET '.length + MAX_ATTEMPT_PATH + 1,
    );
    expect(statSync(databaseFileFor(dataFile)).size - sizeBefore).toBeLessThan(64 * 1024);
  });

  it('300 different denials from one actor in a minute are at most 11 events; sign-in and writes go on', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00.000Z'));
    const { app, dataFile } = makeBackend();
    const user = await signIn(app, 'user');
    const events = await added(dataFile, async () => {
      for (let i = 0; i < 300; i += 1)
        await request(app).get(`/api/v1/provisioner/probe-${i}`).set('Cookie', user).expect(403);
    });
    // A minute may turn during the loop: then up to twice the bound.
    expect(events.length).toBeLessThanOrEqual(22);
    const further = events.filter((event) => event.attemptedAction === FURTHER_DENIALS);
    expect(further.reduce((sum, event) => sum + (event.count ?? 1), 0)).toBeGreaterThanOrEqual(
      300 - 20,
    );
    const admin = client(app, await signIn(app, 'admin'));
    await admin.send('post', '/api/v1/organizations', { name: 'After The Flood' }).expect(201);
  });
});

describe('refused attempts kept across a restart', () => {
  it(`keeps the newest ${MAX_STORED_DENIALS} access.denied events and every other event`, () => {
    const { dataFile } = makeBackend();
    const seeded = storedEvents(dataFile).length;
    const db = new sqlite.Database(databaseFileFor(dataFile));
    db.exec('begin');
    for (let i = 0; i < MAX_STORED_DENIALS + 5; i += 1)
      db.run('insert into events (body) values (?)', [
        JSON.stringify({ id: `denied-${i}`, action: 'access.denied' }),
      ]);
    db.exec('commit');
    db.close();

    const { logger } = makeBackend({ dataFile });
    expect(logger.lines.join('\n')).toContain('removed the 5 oldest refused-attempt events');
    const events = storedEvents(dataFile);
    expect(events).toHaveLength(seeded + MAX_STORED_DENIALS);
    expect(events.find((event) => event.action === 'access.denied')?.id).toBe('denied-5');
  });
});
