// DESIGN resolution 20's privilege rule: nobody acts on someone holding a role they lack, nor
// gives one. In the role matrix only Administrators hold users:manage and they lack nothing, so
// the routes' use of the rule is shown with a matrix where Managers manage users too (the
// delegated-admin setup the resolution describes), restored after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privilegeRefusal, roleLackedToActOn } from '@shared/people';
import { ROLE_PERMISSIONS, type Permission } from '@shared/permissions';
import { PEOPLE_IDS } from '../seed/people-seed';
import { SEED_IDS } from '../seed/seed';
import {
  makeBackend,
  signedInClients,
  type AccountName,
  type Client,
  accountId,
} from '../../test/demo-backend-support';

const USERS = `/api/v1/organizations/${SEED_IDS.acme}/users`;
const ADMIN = accountId('admin');
const USER = accountId('user');

describe('roleLackedToActOn', () => {
  it('finds a role whose rights the actor lacks; an Administrator lacks none', () => {
    expect(roleLackedToActOn(['Administrator'], ['Manager', 'User'])).toBeUndefined();
    expect(roleLackedToActOn(['Administrator'], ['Administrator'])).toBeUndefined();
    expect(roleLackedToActOn(['Manager'], ['User'])).toBeUndefined();
    expect(roleLackedToActOn(['Manager'], ['Administrator'])).toBe('Administrator');
    expect(roleLackedToActOn(['Manager'], ['User', 'Administrator'])).toBe('Administrator');
    expect(roleLackedToActOn(['User'], ['Manager'])).toBe('Manager');
    expect(roleLackedToActOn([], ['User'])).toBe('User');
  });
});

describe('the routes refuse with 403 and the reason', () => {
  const managerRights = ROLE_PERMISSIONS.Manager as Permission[];
  const { app } = makeBackend();
  let as: Record<AccountName, Client>;
  beforeAll(async () => {
    managerRights.push('users:manage');
    as = await signedInClients(app);
  });
  afterAll(() => {
    managerRights.splice(managerRights.indexOf('users:manage'), 1);
  });

  it('on every write to an Administrator', async () => {
    const refusal = privilegeRefusal('Ada Admin', 'Administrator');
    const writes: [method: 'post' | 'put' | 'delete', path: string, body?: unknown][] = [
      ['post', 'suspend', { reason: 'Testing' }],
      ['post', 'reactivate'],
      ['post', 'invitation/resend'],
      ['post', 'invitation/revoke'],
      ['post', 'mfa/reset'],
      ['delete', 'sessions'],
      ['delete', 'sessions/any'],
      ['put', '', { roles: ['User'] }],
      ['delete', ''],
    ];
    for (const [method, path, body] of writes) {
      const url = `${USERS}/${ADMIN}${path ? `/${path}` : ''}`;
      const { body: answer } = await as.manager.send(method, url, body).expect(403);
      expect(answer.message, `${method} ${path}`).toBe(refusal);
    }
    // Each refusal is recorded under the write's own action name (audit-denials.ts).
    const denied = await as.admin.get('/api/v1/audit-events?action=access.denied&limit=50');
    const attempts = new Set(
      denied.body.items.map((e: { attemptedAction: string }) => e.attemptedAction),
    );
    for (const action of [
      'user.suspended',
      'user.reactivated',
      'invitation.resent',
      'invitation.revoked',
      'mfa.reset',
      'session.revoked',
      'user.roles_changed',
      'user.removed',
    ])
      expect(attempts).toContain(action);
  });

  it('on giving a role the actor lacks; a copy of an invite link stays an Administrator’s', async () => {
    const grant = await as.manager
      .send('put', `${USERS}/${USER}`, { roles: ['Administrator'] })
      .expect(403);
    expect(grant.body.message).toBe(
      'You cannot give the Administrator role, which you do not have; ask an Administrator',
    );
    const invite = await as.manager
      .send('post', USERS, { email: 'boss@acme.example', roles: ['Administrator'] })
      .expect(403);
    expect(invite.body.message).toBe(grant.body.message);
    const link = await as.manager
      .send('post', `${USERS}/${PEOPLE_IDS.invitationExpiringSoon}/invitation/link`)
      .expect(403);
    expect(link.body.message).toBe('Only an Administrator can copy an invite link');
  });

  it('and lets the actor act on someone holding only roles they have', async () => {
    await as.manager.send('post', `${USERS}/${USER}/suspend`, { reason: 'Testing' }).expect(200);
    await as.manager.send('post', `${USERS}/${USER}/reactivate`).expect(200);
  });
});
