import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditPageSchema, type AuditEvent, type AuditPage } from '@shared/audit';
import { defaultOrganizationSettings } from '@shared/schemas';
import { SEEDED_AUDIT_EVENTS } from '../seed/audit-seed';
import { SEED_IDS } from '../seed/seed';
import {
  type AccountName,
  client,
  type Client,
  conditionalPatch,
  makeBackend,
  signedInBackend,
  signedInClients,
  signIn,
  storedData,
  storedEventsText,
} from '../../test/demo-backend-support';

const AUDIT = '/api/v1/audit-events';
const org = (id: string, rest = '') => `/api/v1/organizations/${id}${rest}`;
const ADA = { name: 'Ada Admin', email: 'admin@example.com' };

const { app, dataFile } = makeBackend();
let as: Record<AccountName, Client>;
let cookies: string[] = [];

beforeAll(async () => {
  as = await signedInClients(app);
  cookies = await Promise.all([signIn(app, 'admin'), signIn(app, 'manager')]);
});

async function page(query = ''): Promise<AuditPage> {
  const { body } = await as.admin.get(`${AUDIT}${query}`).expect(200);
  return auditPageSchema.parse(body);
}

async function total(): Promise<number> {
  return (await page('?limit=1')).total ?? -1;
}

/** Runs `write` and returns the events it added (newest first). */
async function eventsOf(write: () => Promise<unknown>): Promise<AuditEvent[]> {
  const before = await total();
  await write();
  const after = await total();
  return after > before ? (await page(`?limit=${after - before}`)).items : [];
}

describe('every accepted write appends exactly one event', () => {
  it('organization created, renamed (with the diff), domain added and removed, deleted', async () => {
    let id = '';
    const [created, ...extra] = await eventsOf(async () => {
      const { body } = await as.admin
        .send('post', '/api/v1/organizations', {
          name: 'Audit Test Org',
          domains: ['audit.example'],
        })
        .expect(201);
      id = (body as { id: string }).id;
    });
    expect(extra).toEqual([]);
    expect(created).toMatchObject({
      action: 'organization.created',
      actor: ADA,
      organizationId: id,
      target: { type: 'organization', id, name: 'Audit Test Org' },
    });
    expect(created?.changes).toContainEqual({
      field: 'name',
      before: null,
      after: 'Audit Test Org',
    });

    const renamed = await eventsOf(() =>
      conditionalPatch(as.admin, org(id), { name: 'Audit Renamed Org', status: 'inactive' }),
    );
    expect(renamed).toHaveLength(1);
    expect(renamed[0]).toMatchObject({
      action: 'organization.updated',
      target: { type: 'organization', id, name: 'Audit Renamed Org' },
      changes: [
        { field: 'name', before: 'Audit Test Org', after: 'Audit Renamed Org' },
        { field: 'status', before: 'active', after: 'inactive' },
      ],
    });

    const added = await eventsOf(() =>
      as.admin.send('post', org(id, '/domains'), { domain: 'more.audit.example' }).expect(201),
    );
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      action: 'organization.domain_added',
      changes: [
        {
          field: 'domains',
          before: ['audit.example'],
          after: ['audit.example', 'more.audit.example'],
        },
      ],
    });
    const removed = await eventsOf(() =>
      as.admin.send('delete', org(id, '/domains'), { domain: 'audit.example' }).expect(200),
    );
    expect(removed.map((e) => e.action)).toEqual(['organization.domain_removed']);

    const deleted = await eventsOf(() => as.admin.send('delete', org(id)).expect(204));
    expect(deleted).toHaveLength(1);
    expect(deleted[0]).toMatchObject({
      action: 'organization.deleted',
      target: { id, name: 'Audit Renamed Org' },
    });
  });

  it('managed links added and removed name the managed organization', async () => {
    const link = { managedOrganizationId: SEED_IDS.monsters };
    const added = await eventsOf(() =>
      as.admin.send('post', org(SEED_IDS.globex, '/managed'), link).expect(201),
    );
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      action: 'organization.managed_added',
      target: { id: SEED_IDS.globex, name: 'Globex Corporation' },
      changes: [{ field: 'managedOrganization', before: null, after: expect.any(String) }],
    });
    const removed = await eventsOf(() =>
      as.admin.send('delete', org(SEED_IDS.globex, `/managed/${SEED_IDS.monsters}`)).expect(204),
    );
    expect(removed.map((e) => e.action)).toEqual(['organization.managed_removed']);
  });

  it('user invited, roles changed (before/after), removed', async () => {
    let userId = '';
    const invited = await eventsOf(async () => {
      const { body } = await as.admin
        .send('post', org(SEED_IDS.acme, '/users'), {
          email: 'audited@acme.example',
          name: 'Audited Person',
          roles: ['User'],
        })
        .expect(201);
      userId = (body as { id: string }).id;
    });
    expect(invited).toHaveLength(1);
    expect(invited[0]).toMatchObject({
      action: 'user.invited',
      actor: ADA,
      organizationId: SEED_IDS.acme,
      organizationName: 'Acme Corporation',
      target: { type: 'user', id: userId, name: 'Audited Person' },
    });
    const changed = await eventsOf(() =>
      as.admin
        .send('put', org(SEED_IDS.acme, `/users/${userId}`), { roles: ['Manager'] })
        .expect(200),
    );
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({
      action: 'user.roles_changed',
      target: { id: userId, name: 'Audited Person' },
      changes: [{ field: 'roles', before: ['User'], after: ['Manager'] }],
    });
    const removed = await eventsOf(() =>
      as.admin.send('delete', org(SEED_IDS.acme, `/users/${userId}`)).expect(204),
    );
    expect(removed.map((e) => e.action)).toEqual(['user.removed']);
  });

  it('settings saved: only the changed fields, dotted, with before and after', async () => {
    const doc = defaultOrganizationSettings({ id: SEED_IDS.globex, name: 'Globex Corporation' });
    await conditionalPatch(as.admin, org(SEED_IDS.globex, '/settings'), doc);
    doc.settings.security.sessionTimeout = 600;
    doc.settings.integrations.webhookUrl = 'https://hooks.globex.example/x?token=abc';
    const events = await eventsOf(() =>
      conditionalPatch(as.admin, org(SEED_IDS.globex, '/settings'), doc),
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'settings.updated',
      target: { type: 'settings', id: SEED_IDS.globex, name: 'Globex Corporation' },
    });
    expect(events[0]?.changes).toEqual([
      { field: 'security.sessionTimeout', before: 480, after: 600 },
      // The query (where tokens travel) never reaches the record.
      {
        field: 'integrations.webhookUrl',
        before: '',
        after: 'https://hooks.globex.example/x?[redacted]',
      },
    ]);
  });

  it('sign-in and sign-out are recorded against the account', async () => {
    const cookie = await signIn(app, 'user');
    const [signedIn] = (await page('?action=session.&limit=1')).items;
    expect(signedIn).toMatchObject({
      action: 'session.signed_in',
      actor: { name: 'Uma User' },
      target: { type: 'account', name: 'Uma User' },
    });
    await client(app, cookie).send('post', '/logout').expect(204);
    const [signedOut] = (await page('?action=session.&limit=1')).items;
    expect(signedOut).toMatchObject({ action: 'session.signed_out', actor: { name: 'Uma User' } });
  });
});

describe('rejected and refused', () => {
  it('records no event for a write rejected with a 4xx', async () => {
    const events = await eventsOf(async () => {
      await as.admin.send('post', '/api/v1/organizations', { name: '' }).expect(400);
      await as.admin.send('patch', org('no-such-org'), { name: 'X', status: 'active' }).expect(404);
      await as.admin
        .send('post', '/api/v1/organizations', { name: 'Acme Corporation' })
        .expect(409);
      await as.admin.send('delete', org(SEED_IDS.acme, '/users/nobody-here')).expect(404);
    });
    expect(events).toEqual([]);
  });

  it('records a refused permission attempt as access.denied with the action tried', async () => {
    const events = await eventsOf(async () => {
      await as.user
        .send('patch', org(SEED_IDS.acme), { name: 'Hijacked', status: 'active' })
        .expect(403);
    });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'access.denied',
      attemptedAction: 'organization.updated',
      actor: { name: 'Uma User' },
      organizationId: SEED_IDS.acme,
    });
    expect(events[0]?.changes).toBeUndefined();
  });

  it('a refused read of another organization’s activity is recorded too', async () => {
    const events = await eventsOf(() =>
      as.manager.get(`${AUDIT}?organizationId=${SEED_IDS.globex}`).expect(403),
    );
    expect(events.map((e) => [e.action, e.attemptedAction])).toEqual([
      ['access.denied', 'audit.read'],
    ]);
  });

  it('does not record a CSRF refusal (not an attempt at an action)', async () => {
    const events = await eventsOf(() =>
      request(app)
        .patch(org(SEED_IDS.acme))
        .set('Cookie', cookies[0] ?? '')
        .send({ name: 'No header', status: 'active' })
        .expect(403),
    );
    expect(events).toEqual([]);
  });
});

describe('GET /api/v1/audit-events', () => {
  it('answers newest first, with the seeded history', async () => {
    const { items, total: count } = await page('?limit=200');
    expect(count).toBeGreaterThanOrEqual(SEEDED_AUDIT_EVENTS);
    const times = items.map((e) => Date.parse(e.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('pages with the cursor: no event twice, none missed, null at the end', async () => {
    const all = (await page('?limit=200&action=user.')).items;
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const next: AuditPage = await page(
        `?limit=7&action=user.${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(next.items.length).toBeLessThanOrEqual(7);
      seen.push(...next.items.map((e) => e.id));
      cursor = next.nextCursor;
    }
    expect(seen).toEqual(all.map((e) => e.id));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('filters by organization, actor, action prefix, target, time and free text', async () => {
    const byOrg = await page(`?organizationId=${SEED_IDS.acme}&limit=200`);
    expect(byOrg.items.every((e) => e.organizationId === SEED_IDS.acme)).toBe(true);
    const byActor = await page('?actor=manager@example.com&limit=200');
    expect(byActor.items.length).toBeGreaterThan(0);
    expect(byActor.items.every((e) => e.actor.email === 'manager@example.com')).toBe(true);
    const byAction = await page('?action=organization.&limit=200');
    expect(byAction.items.every((e) => e.action.startsWith('organization.'))).toBe(true);
    const byTarget = await page(`?targetId=${SEED_IDS.globex}&limit=200`);
    expect(byTarget.items.length).toBeGreaterThan(0);
    expect(byTarget.items.every((e) => e.target.id === SEED_IDS.globex)).toBe(true);
    const since = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const until = new Date(Date.now() - 86_400_000).toISOString();
    const byTime = await page(`?since=${since}&until=${until}&limit=200`);
    expect(byTime.items.every((e) => e.time >= since && e.time <= until)).toBe(true);
    const byText = await page('?q=globex&limit=200');
    expect(byText.items.length).toBeGreaterThan(0);
    expect(
      byText.items.every((e) =>
        [e.target.name, e.organizationName, e.actor.name].some((n) =>
          (n ?? '').toLowerCase().includes('globex'),
        ),
      ),
    ).toBe(true);
  });

  it('answers 400 naming the parameter for a bad limit, time or cursor', async () => {
    for (const [query, name] of [
      ['limit=0', 'limit'],
      ['limit=201', 'limit'],
      ['limit=ten', 'limit'],
      ['since=yesterday', 'since'],
      ['until=2026-13-45', 'until'],
      ['cursor=not-a-cursor', 'cursor'],
      ['limit=5&limit=6', 'limit'],
    ]) {
      const { body } = await as.admin.get(`${AUDIT}?${query}`).expect(400);
      expect((body as { message: string }).message).toMatch(new RegExp(`^${name} `));
    }
  });

  // A backend of its own: the same refusals within a minute are one event with a count, so
  // these would hide the refused read that "rejected and refused" checks is recorded.
  const scoped = signedInBackend();
  it('scopes a Manager to their own organization and refuses a User', async () => {
    const own = await scoped.as.manager.get(AUDIT + '?limit=200').expect(200);
    const items = auditPageSchema.parse(own.body).items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((e) => e.organizationId === SEED_IDS.acme)).toBe(true);
    await scoped.as.manager.get(`${AUDIT}?organizationId=${SEED_IDS.acme}`).expect(200);
    const refused = await scoped.as.manager
      .get(`${AUDIT}?organizationId=${SEED_IDS.globex}`)
      .expect(403);
    expect((refused.body as { message: string }).message).toMatch(/own organization/);
    await scoped.as.user.get(AUDIT).expect(403);
    await scoped.as.nobody.get(AUDIT).expect(403);
    await client(scoped.app).get(AUDIT).expect(401);
    // An Administrator reads any organization.
    await scoped.as.admin.get(`${AUDIT}?organizationId=${SEED_IDS.globex}`).expect(200);
  });

  it('never holds a secret: no cookie, session id or its hash in any event', async () => {
    const text = storedEventsText(dataFile);
    const stored = storedData(dataFile);
    for (const cookie of cookies) {
      expect(text).not.toContain(cookie.split('=')[1]);
    }
    for (const session of stored.sessions) expect(text).not.toContain(session.key);
    expect(text).not.toMatch(/demo_session|token=abc|user:pw/);
  });

  it('keeps every event across a restart, and keeps appending', async () => {
    const before = await page('?limit=200');
    const restarted = makeBackend({ dataFile }).app;
    const admin = client(restarted, await signIn(restarted, 'admin'));
    const { body } = await admin.get(`${AUDIT}?limit=200`).expect(200);
    const after = auditPageSchema.parse(body);
    // The restarted backend holds the same record plus its own sign-in.
    expect(after.total).toBe((before.total ?? 0) + 1);
    expect(after.items[0]?.action).toBe('session.signed_in');
    expect(after.items.slice(1, 50).map((e) => e.id)).toEqual(
      before.items.slice(0, 49).map((e) => e.id),
    );
  });
});
