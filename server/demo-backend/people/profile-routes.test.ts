// PATCH /auth/me (issue #23, profile:edit): every role renames themself; the name is checked
// by the shared rules, recorded, and seen by /auth/me and the organization's user list.
import { describe, expect, it } from 'vitest';
import { client, signedInBackend } from '../../test/demo-backend-support';

const { app, as } = signedInBackend();

describe('PATCH /auth/me', () => {
  it('renames the caller: /auth/me, their user row and the activity record follow', async () => {
    const me = (await as.user.get('/auth/me').expect(200)).body;
    const answer = (
      await as.user.send('patch', '/auth/me', { name: '  Uma   Userton ' }).expect(200)
    ).body;
    expect(answer).toEqual({ ...me, name: 'Uma Userton' });
    expect((await as.user.get('/auth/me').expect(200)).body.name).toBe('Uma Userton');
    const users = (
      await as.admin.get(`/api/v1/organizations/${me.organizationId}/users?q=uma`).expect(200)
    ).body;
    const items = (users.items ?? users) as { id: string; name: string }[];
    expect(items.find((u) => u.id === me.sub)?.name).toBe('Uma Userton');
    const events = (
      await as.admin.get(`/api/v1/audit-events?action=profile.updated&targetId=${me.sub}`)
    ).body.items;
    expect(events[0]).toMatchObject({
      actor: { sub: me.sub },
      changes: [{ field: 'name', before: 'Uma User', after: 'Uma Userton' }],
    });
  });

  it('is open to every role, including one without an organization', async () => {
    for (const who of ['admin', 'manager', 'nobody'] as const) {
      const before = (await as[who].get('/auth/me')).body.name as string;
      await as[who].send('patch', '/auth/me', { name: `${before} 2` }).expect(200);
      await as[who].send('patch', '/auth/me', { name: before }).expect(200);
    }
  });

  it.each([
    ['Ada Admin', 'name looks the same as Ada Admin, another member of this organization'],
    ['Administrator', 'name must not read as "Administrator"'],
    ['Provisioner', 'name must not read as "Provisioner"'],
    ['System', 'name must not read as "System"'],
    ['admin@example.com', 'name must not look like an e-mail address'],
  ])(
    'refuses a name that poses as someone else: %s (DESIGN resolution 22)',
    async (name, message) => {
      const answer = await as.user.send('patch', '/auth/me', { name }).expect(400);
      expect(answer.body.message).toContain(message);
      expect((await as.user.get('/auth/me').expect(200)).body.name).not.toBe(name);
    },
  );

  it('refuses an invitation naming someone as another member', async () => {
    const me = (await as.admin.get('/auth/me').expect(200)).body;
    const answer = await as.admin
      .send('post', `/api/v1/organizations/${me.organizationId}/users`, {
        email: 'new.person@example.org',
        name: 'Max Manager',
      })
      .expect(400);
    expect(answer.body.message).toContain('looks the same as Max Manager');
  });

  it('answers the shared name rules as 400s, and 401 signed out', async () => {
    const cases: [unknown, string][] = [
      [{}, 'name must be a string'],
      [{ name: ' ' }, 'name is required'],
      [{ name: 'Uma', email: 'x@y' }, 'Unknown field: email'],
      [{ name: 'Uma\u200B' }, 'name must not contain invisible or text-direction characters.'],
    ];
    for (const [body, message] of cases) {
      const answer = await as.user.send('patch', '/auth/me', body);
      expect([answer.status, answer.body.message]).toEqual([400, message]);
    }
    await client(app).send('patch', '/auth/me', { name: 'X' }).expect(401);
  });
});
