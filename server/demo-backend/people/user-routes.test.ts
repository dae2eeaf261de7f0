import { describe, expect, it } from 'vitest';
import { USER_STATUSES } from '@shared/constants';
import { usersPageSchema } from '@shared/schemas';
import { SEED_IDS } from '../seed/seed';
import { ACME_USER_COUNT } from '../seed/seed-people';
import { signedInBackend } from '../../test/demo-backend-support';
import { encodeSkipToken } from './user-routes';

const USERS = `/api/v1/organizations/${SEED_IDS.acme}/users`;
const { as } = signedInBackend();

describe('GET …/users paging', () => {
  // The seed as it is: a backend of its own, which no invitation or removal below reaches.
  const seeded = signedInBackend();

  it('walks every Acme user with the continuation token, 20 a page, without duplicates', async () => {
    const first = await seeded.as.user.get(USERS).expect(200);
    expect(usersPageSchema.safeParse(first.body).success).toBe(true);
    expect(first.body.items).toHaveLength(20);
    expect(first.body.hasMore).toBe(true);

    const seen = [...first.body.items];
    let page = first.body;
    let offset = 20;
    while (page.hasMore) {
      page = (
        await seeded.as.user
          .get(`${USERS}?offset=${offset}&skipToken=${encodeURIComponent(page.skipToken)}`)
          .expect(200)
      ).body;
      seen.push(...page.items);
      offset += 20;
    }
    expect(offset).toBe(80);
    expect(page.items).toHaveLength(ACME_USER_COUNT - 60);
    expect(page.skipToken).toBeNull();
    expect(seen).toHaveLength(ACME_USER_COUNT);
    expect(new Set(seen.map((u) => u.id)).size).toBe(ACME_USER_COUNT);
    expect(
      (await seeded.as.admin.get(`/api/v1/organizations/${SEED_IDS.acme}`)).body.userCount,
    ).toBe(ACME_USER_COUNT);
  });

  it('seeds users in every status, with roles and some never active', async () => {
    const items = [];
    for (const offset of [0, 20, 40, 60])
      items.push(
        ...(await seeded.as.admin.get(`${USERS}?offset=${offset}`).expect(200)).body.items,
      );
    expect(new Set(items.map((u) => u.status))).toEqual(new Set(USER_STATUSES));
    expect(items.some((u) => u.lastActivity === null)).toBe(true);
    expect(new Set(items.flatMap((u) => u.roles))).toEqual(
      new Set(['Administrator', 'Manager', 'User']),
    );
    expect(items.slice(0, 3).map((u) => u.email)).toEqual([
      'admin@example.com',
      'manager@example.com',
      'user@example.com',
    ]);
  });

  it('answers 400 naming offset or skipToken when they are bad', async () => {
    expect((await seeded.as.user.get(`${USERS}?offset=-20`).expect(400)).body.message).toMatch(
      /^offset/,
    );
    expect((await seeded.as.user.get(`${USERS}?offset=abc`).expect(400)).body.message).toMatch(
      /^offset/,
    );
    expect(
      (await seeded.as.user.get(`${USERS}?offset=20&offset=40`).expect(400)).body.message,
    ).toMatch(/^offset/);
    expect(
      (await seeded.as.user.get(`${USERS}?offset=20&skipToken=garbage`).expect(400)).body.message,
    ).toMatch(/^skipToken/);
    const otherList = encodeSkipToken(SEED_IDS.globex, 20);
    expect(
      (await seeded.as.user.get(`${USERS}?offset=20&skipToken=${otherList}`).expect(400)).body
        .message,
    ).toMatch(/^skipToken/);
    const mismatch = encodeSkipToken(SEED_IDS.acme, 40);
    expect(
      (await seeded.as.user.get(`${USERS}?offset=20&skipToken=${mismatch}`).expect(400)).body
        .message,
    ).toMatch(/^skipToken/);
  });

  it('is empty past the end and for an organization without users', async () => {
    expect((await seeded.as.user.get(`${USERS}?offset=200`).expect(200)).body).toEqual({
      items: [],
      skipToken: null,
      hasMore: false,
      total: ACME_USER_COUNT,
    });
    expect(
      (await seeded.as.admin.get(`/api/v1/organizations/${SEED_IDS.monsters}/users`).expect(200))
        .body.items,
    ).toEqual([]);
  });
});

describe('POST …/users (invite)', () => {
  it('invites a user, who then shows on the last page', async () => {
    const response = await as.admin
      .send('post', USERS, {
        email: 'New.Person@Acme.example',
        name: 'New Person',
        roles: ['Manager'],
      })
      .expect(201);
    expect(response.body).toMatchObject({
      email: 'new.person@acme.example',
      name: 'New Person',
      roles: ['Manager'],
      status: 'invited',
      lastActivity: null,
    });
    const last = (await as.admin.get(`${USERS}?offset=60`).expect(200)).body.items;
    expect(last.at(-1).id).toBe(response.body.id);
    const minimal = await as.admin
      .send('post', USERS, { email: 'minimal@acme.example' })
      .expect(201);
    expect(minimal.body.roles).toEqual(['User']);
    expect(minimal.body).not.toHaveProperty('name');
  });

  it('refuses a second invitation for the same email (409)', async () => {
    await as.admin.send('post', USERS, { email: 'ADMIN@example.com' }).expect(409);
  });

  it('answers 400 naming the field', async () => {
    expect((await as.admin.send('post', USERS, {}).expect(400)).body.message).toMatch(/email/);
    expect(
      (await as.admin.send('post', USERS, { email: 'not-an-email' }).expect(400)).body.message,
    ).toMatch(/email/);
    expect(
      (await as.admin.send('post', USERS, { email: 'a@b.example', roles: ['Owner'] }).expect(400))
        .body.message,
    ).toBe('roles[0] must be one of Administrator, Manager, User');
    expect(
      (await as.admin.send('post', USERS, { email: 'a@b.example', roles: [] }).expect(400)).body
        .message,
    ).toMatch(/roles/);
  });

  it('is forbidden to a User (users:write) and to a Manager (users:manage)', async () => {
    expect(
      (await as.user.send('post', USERS, { email: 'x@acme.example' }).expect(403)).body,
    ).toEqual({
      error: 'forbidden',
      message: expect.stringMatching(/needs users:write$/),
    });
    expect(
      (await as.manager.send('post', USERS, { email: 'x@acme.example' }).expect(403)).body.message,
    ).toMatch(/needs users:manage$/);
  });
});

describe('PUT and DELETE …/users/:userId', () => {
  it('updates roles, then removes the user', async () => {
    const target = (await as.admin.get(`${USERS}?offset=20`).expect(200)).body.items[0];
    const updated = await as.admin
      .send('put', `${USERS}/${target.id}`, { roles: ['Administrator', 'User'] })
      .expect(200);
    expect(updated.body).toMatchObject({ id: target.id, roles: ['Administrator', 'User'] });
    await as.admin.send('delete', `${USERS}/${target.id}`).expect(204);
    await as.admin.send('delete', `${USERS}/${target.id}`).expect(404);
    await as.admin.send('put', `${USERS}/${target.id}`, { roles: ['User'] }).expect(404);
    const ids = [];
    for (const offset of [0, 20, 40, 60])
      ids.push(
        ...(await as.admin.get(`${USERS}?offset=${offset}`)).body.items.map(
          (u: { id: string }) => u.id,
        ),
      );
    expect(ids).not.toContain(target.id);
  });

  it('answers 400 naming roles', async () => {
    const target = (await as.admin.get(USERS).expect(200)).body.items[5];
    expect(
      (await as.admin.send('put', `${USERS}/${target.id}`, {}).expect(400)).body.message,
    ).toMatch(/roles/);
    expect(
      (await as.admin.send('put', `${USERS}/${target.id}`, { roles: 'User' }).expect(400)).body
        .message,
    ).toMatch(/roles/);
  });

  it('is forbidden without canManageUsers', async () => {
    const target = (await as.admin.get(USERS).expect(200)).body.items[5];
    await as.manager.send('put', `${USERS}/${target.id}`, { roles: ['User'] }).expect(403);
    await as.user.send('delete', `${USERS}/${target.id}`).expect(403);
  });
});
