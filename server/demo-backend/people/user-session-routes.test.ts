// DESIGN resolutions 20 and 21: a user's sessions (list, revoke one, revoke all), their public
// ids (derived for sessions stored before ids existed) and last-seen times.
import { writeFileSync } from 'node:fs';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userSessionsSchema } from '@shared/people';
import { sessionIdOf } from '../http/access';
import { PEOPLE_IDS } from '../seed/people-seed';
import { SEED_IDS, createSeedData } from '../seed/seed';
import {
  accountId,
  client,
  makeBackend,
  signedInBackend,
  signedInClients,
  signIn,
  storedData,
  storedDataRows,
  tempDataFile,
} from '../../test/demo-backend-support';

const USERS = `/api/v1/organizations/${SEED_IDS.acme}/users`;
const ADMIN = accountId('admin');
const USER = accountId('user');

afterEach(() => {
  vi.useRealTimers();
});

describe('GET …/users/{userId}/sessions', () => {
  const { as } = signedInBackend();

  it('lists live sessions, most recently seen first, the caller’s own marked current', async () => {
    const { body } = await as.admin.get(`${USERS}/${ADMIN}/sessions`).expect(200);
    expect(userSessionsSchema.safeParse(body).success).toBe(true);
    // The sign-in of this test and the seeded session on another device.
    expect(body.items).toHaveLength(2);
    expect(body.items[0]).toMatchObject({ current: true, ip: expect.any(String) });
    expect(body.items[1]).toMatchObject({ current: false, userAgent: expect.any(String) });
    const seen = body.items.map((s: { lastSeenAt: string }) => Date.parse(s.lastSeenAt));
    expect(seen[0]).toBeGreaterThanOrEqual(seen[1]);
    expect(JSON.stringify(body)).not.toMatch(/"key"|[0-9a-f]{64}/);
  });

  it('shows someone else’s sessions to those who manage users only; one’s own to anyone', async () => {
    const seeded = await as.admin.get(`${USERS}/${PEOPLE_IDS.withMfa}/sessions`).expect(200);
    expect(seeded.body.items.length).toBeGreaterThan(0);
    expect(seeded.body.items.every((s: { current: boolean }) => !s.current)).toBe(true);
    const refused = await as.user.get(`${USERS}/${ADMIN}/sessions`).expect(403);
    expect(refused.body.message).toBe('Your role does not allow this; it needs users:write');
    const own = await as.user.get(`${USERS}/${USER}/sessions`).expect(200);
    expect(own.body.items.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    await as.admin.get(`${USERS}/no-such-user/sessions`).expect(404);
  });
});

describe('DELETE …/sessions/{sessionId} and …/sessions', () => {
  it('a revoked session’s next request is a 401 while the person’s other session still works', async () => {
    const { app } = makeBackend();
    const admin = client(app, await signIn(app, 'admin'));
    const laptop = client(app, await signIn(app, 'user'));
    const phone = client(app, await signIn(app, 'user'));
    await laptop.get('/auth/me').expect(200);
    const own = (await laptop.get(`${USERS}/${USER}/sessions`).expect(200)).body.items;
    const laptopId = own.find((s: { current: boolean }) => s.current).id;

    await admin.send('delete', `${USERS}/${USER}/sessions/${laptopId}`).expect(204);
    await laptop.get('/auth/me').expect(401);
    await phone.get('/auth/me').expect(200);
    const gone = await admin.send('delete', `${USERS}/${USER}/sessions/${laptopId}`).expect(404);
    expect(gone.body.message).toBe(`Session ${laptopId} not found for this user`);

    const events = await admin.get(`/api/v1/audit-events?action=session.revoked&targetId=${USER}`);
    expect(events.body.items[0]).toMatchObject({ target: { type: 'user', id: USER } });
    expect(JSON.stringify(events.body.items[0])).not.toContain(laptopId);

    await admin.send('delete', `${USERS}/${USER}/sessions`).expect(204);
    await phone.get('/auth/me').expect(401);
    expect((await admin.get(`${USERS}/${USER}/sessions`)).body.items).toEqual([]);
  });

  it('a Manager gets a 403 and a User too', async () => {
    const { app } = makeBackend();
    const as = await signedInClients(app);
    for (const who of [as.manager, as.user]) {
      await who.send('delete', `${USERS}/${ADMIN}/sessions`).expect(403);
      await who.send('delete', `${USERS}/${ADMIN}/sessions/any`).expect(403);
    }
    await as.admin.get('/auth/me').expect(200);
  });
});

describe('session ids and last-seen times', () => {
  it('a session stored without an id gets a stable one that is not its key', () => {
    const session = { key: 'a'.repeat(64), sub: 's', createdAt: '', expiresAt: '' };
    expect(sessionIdOf(session)).toBe(sessionIdOf({ ...session }));
    expect(sessionIdOf(session)).not.toContain('aaaa');
    expect(sessionIdOf({ ...session, id: 'kept' })).toBe('kept');
  });

  it('loads sessions stored before ids existed, lists them by a derived id and revokes by it', async () => {
    const dataFile = tempDataFile();
    const legacy = createSeedData();
    legacy.sessions = [
      {
        key: 'b'.repeat(64),
        sub: ADMIN,
        createdAt: new Date().toISOString(),
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      },
    ];
    writeFileSync(dataFile, JSON.stringify(legacy));
    const { app } = makeBackend({ dataFile });
    const admin = client(app, await signIn(app, 'admin'));
    const { body } = await admin.get(`${USERS}/${ADMIN}/sessions`).expect(200);
    const old = body.items.find((s: { current: boolean }) => !s.current);
    expect(old).toMatchObject({
      id: sessionIdOf(legacy.sessions[0]!),
      lastSeenAt: legacy.sessions[0]!.createdAt,
    });
    await admin.send('delete', `${USERS}/${ADMIN}/sessions/${old.id}`).expect(204);
    expect((await admin.get(`${USERS}/${ADMIN}/sessions`)).body.items).toHaveLength(1);
  });

  it('records where a sign-in came from, and moves last-seen at most once a minute without writing the data file', async () => {
    const { app, dataFile } = makeBackend();
    const start = Date.parse('2026-11-27T10:00:00.000Z');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const login = await request(app)
      .post('/login')
      .set('User-Agent', 'Test Browser/1.0')
      .type('form')
      .send({ email: 'user@example.com', returnUrl: '/' })
      .expect(303);
    const me = client(app, String(login.headers['set-cookie']).split(';')[0]);
    const stored = storedData(dataFile).sessions.find((s) => s.userAgent === 'Test Browser/1.0');
    expect(stored).toMatchObject({ sub: USER, lastSeenAt: new Date(start).toISOString() });
    expect(stored?.ip).toMatch(/127\.0\.0\.1/);
    const rows = storedDataRows(dataFile);
    const lastSeen = async (at: number) => {
      vi.setSystemTime(at);
      const { body } = await me.get(`${USERS}/${USER}/sessions`).expect(200);
      return body.items.find((s: { current: boolean }) => s.current).lastSeenAt;
    };
    expect(await lastSeen(start + 30_000)).toBe(new Date(start + 30_000).toISOString());
    expect(await lastSeen(start + 80_000)).toBe(new Date(start + 30_000).toISOString());
    expect(await lastSeen(start + 95_000)).toBe(new Date(start + 95_000).toISOString());
    expect(storedDataRows(dataFile)).toBe(rows);
  });
});
