import { describe, expect, it } from 'vitest';
import type { OrganizationUser } from '@shared/schemas';
import { SEED_IDS } from '../seed/seed';
import { PEOPLE_IDS } from '../seed/people-seed';
import { ACME_USER_COUNT } from '../seed/seed-people';
import { signedInBackend } from '../../test/demo-backend-support';

const USERS = `/api/v1/organizations/${SEED_IDS.acme}/users`;
const { as } = signedInBackend();

/** Every page of a search, following its continuation token. */
async function everyPage(params: string): Promise<{ users: OrganizationUser[]; total: number }> {
  const users: OrganizationUser[] = [];
  let url = `${USERS}?${params}`;
  for (;;) {
    const page = (await as.admin.get(url).expect(200)).body;
    users.push(...page.items);
    if (!page.hasMore) return { users, total: page.total };
    url = `${USERS}?${params}&offset=${users.length}&skipToken=${encodeURIComponent(page.skipToken)}`;
  }
}

describe('GET …/users search (DESIGN resolution 17)', () => {
  it('answers the total beside the first page', async () => {
    const page = (await as.user.get(USERS).expect(200)).body;
    expect(page.items).toHaveLength(20);
    // All of them, counted page by page (an invitation in another test may have added one).
    expect(page.total).toBe((await everyPage('')).users.length);
    expect(page.total).toBeGreaterThanOrEqual(ACME_USER_COUNT);
  });

  it('finds users past the first page by part of a name or email, ignoring case and accents', async () => {
    const all = await everyPage('');
    const last = all.users.at(-1) as OrganizationUser;
    const part = (last.email as string).split('@')[0] as string;
    const found = await everyPage(`q=${encodeURIComponent(part.toUpperCase())}`);
    expect(found.users.map((u) => u.id)).toContain(last.id);
    expect(found.total).toBe(found.users.length);
    expect(found.users.every((u) => `${u.name} ${u.email}`.toLowerCase().includes(part))).toBe(
      true,
    );

    await as.admin
      .send('post', USERS, { email: 'zoe.dvorakova@acme.example', name: 'Zoë Dvořáková' })
      .expect(201);
    const accented = (await as.admin.get(`${USERS}?q=zoe%20dvorak`).expect(200)).body;
    expect(accented.items.map((u: OrganizationUser) => u.name)).toEqual(['Zoë Dvořáková']);
    expect(accented.total).toBe(1);
    const nothing = (await as.admin.get(`${USERS}?q=no-such-person-anywhere`).expect(200)).body;
    expect(nothing).toMatchObject({ items: [], total: 0, hasMore: false });
  });

  it('filters by status and role', async () => {
    const invited = await everyPage('status=invited');
    expect(invited.users.length).toBeGreaterThan(0);
    expect(invited.users.every((u) => (u.status || u.inviteStatus) === 'invited')).toBe(true);
    const managers = await everyPage('role=Manager&status=active');
    expect(managers.users.length).toBeGreaterThan(0);
    expect(managers.users.every((u) => u.roles?.includes('Manager') && u.status === 'active')).toBe(
      true,
    );
  });

  it('sorts every page by the key, descending with -, never-active users last both ways', async () => {
    const up = (await everyPage('sort=lastActivity')).users;
    const down = (await everyPage('sort=-lastActivity')).users;
    const seen = (list: OrganizationUser[]) => list.filter((u) => u.lastActivity);
    const times = (list: OrganizationUser[]) => seen(list).map((u) => u.lastActivity as string);
    expect(times(up)).toEqual([...times(up)].sort());
    expect(times(down)).toEqual([...times(up)].reverse());
    expect(up.slice(seen(up).length).every((u) => !u.lastActivity)).toBe(true);
    expect(down.slice(seen(down).length).every((u) => !u.lastActivity)).toBe(true);

    const byName = (await everyPage('sort=-name')).users.map((u) => u.name ?? u.email ?? '');
    const expected = [...byName].sort((a, b) =>
      b.localeCompare(a, 'en', { sensitivity: 'base', numeric: true }),
    );
    expect(byName).toEqual(expected);
  });

  it('refuses a bad parameter with a 400 naming it', async () => {
    const cases: [string, RegExp][] = [
      ['sort=age', /^sort must be one of name, email, status, lastActivity/],
      ['status=asleep', /^status must be one of/],
      ['role=Owner', /^role "Owner" is not a known role/],
      [`q=${'x'.repeat(201)}`, /^q must be at most 200 characters/],
      ['q=a&q=b', /^q must be given once/],
    ];
    for (const [params, message] of cases) {
      const response = await as.admin.get(`${USERS}?${params}`).expect(400);
      expect(response.body.message).toMatch(message);
    }
  });

  it('does not let one search page another with its continuation token', async () => {
    const first = (await as.admin.get(`${USERS}?sort=name`).expect(200)).body;
    const other = await as.admin
      .get(`${USERS}?sort=-name&offset=20&skipToken=${encodeURIComponent(first.skipToken)}`)
      .expect(400);
    expect(other.body.message).toBe(
      'skipToken belongs to another search of this list; start again without it',
    );
    await as.admin
      .get(`${USERS}?sort=name&offset=20&skipToken=${encodeURIComponent(first.skipToken)}`)
      .expect(200);
  });
});

describe('GET …/users?invite= (issue #32)', () => {
  it('lists the people whose invitation is pending, or expired as of now', async () => {
    const expired = await everyPage('invite=expired');
    expect(expired.users.map((u) => u.id)).toContain(PEOPLE_IDS.invitationExpired);
    expect(new Set(expired.users.map((u) => u.inviteStatus))).toEqual(new Set(['expired']));
    const pending = await everyPage('invite=pending');
    expect(pending.users.map((u) => u.id)).toContain(PEOPLE_IDS.invitationExpiringSoon);
    expect(pending.users.map((u) => u.id)).not.toContain(PEOPLE_IDS.invitationExpired);
  });

  it('refuses another value, naming the ones it takes', async () => {
    const answer = await as.admin.get(`${USERS}?invite=accepted`).expect(400);
    expect(answer.body.message).toBe('invite must be one of pending, expired');
  });
});
