// DESIGN resolutions 20 and 21: one user's page (details), suspension and reactivation, and MFA
// reset, with every refusal (400, 403, 409) and the end of a suspended person's access.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { userDetailsSchema } from '@shared/people';
import { SEED_IDS } from '../seed/seed';
import { PEOPLE_IDS } from '../seed/people-seed';
import {
  accountId,
  client,
  makeBackend,
  signedInBackend,
  signIn,
} from '../../test/demo-backend-support';
import { openFeed, waitFor } from '../../test/feed-reader';

const USERS = `/api/v1/organizations/${SEED_IDS.acme}/users`;
const ADMIN = accountId('admin');
const MANAGER = accountId('manager');
const USER = accountId('user');

describe('GET …/users/{userId}', () => {
  const { as } = signedInBackend();

  it('answers the user with invitation, suspension and MFA factors, to anyone with users:read', async () => {
    const { body } = await as.user.get(`${USERS}/${PEOPLE_IDS.suspended}`).expect(200);
    expect(userDetailsSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      id: PEOPLE_IDS.suspended,
      status: 'suspended',
      inviteStatus: 'accepted',
      suspension: { by: 'Ada Admin', reason: expect.any(String), at: expect.any(String) },
      invitation: { invitedBy: 'Ada Admin', acceptedAt: expect.any(String) },
    });
    expect(body.mfa.factors.map((f: { type: string }) => f.type)).toEqual(['totp', 'webauthn']);
    // Stored-only fields never leave the backend.
    expect(body).not.toHaveProperty('statusBeforeSuspension');
    expect(body.invitation).not.toHaveProperty('token');
  });

  it('reads a pending invitation past its expiry as expired, in details and in the list', async () => {
    const { body } = await as.admin.get(`${USERS}/${PEOPLE_IDS.invitationExpired}`).expect(200);
    expect(body).toMatchObject({ inviteStatus: 'expired', suspension: null });
    expect(Date.parse(body.invitation.expiresAt)).toBeLessThan(Date.now());
    const list = await as.admin.get(`${USERS}?q=vera%20silva`).expect(200);
    expect(list.body.items[0]).toMatchObject({
      id: PEOPLE_IDS.invitationExpired,
      inviteStatus: 'expired',
    });
    expect(list.body.items[0]).not.toHaveProperty('invitation');
  });

  it('is a 404 for an unknown user and a 403 outside the caller’s organizations', async () => {
    const missing = await as.admin.get(`${USERS}/no-such-user`).expect(404);
    expect(missing.body.message).toBe('User no-such-user not found in this organization');
    await as.manager
      .get(`/api/v1/organizations/${SEED_IDS.globex}/users/${PEOPLE_IDS.suspended}`)
      .expect(403);
  });
});

describe('POST …/suspend and …/reactivate', () => {
  const { app, as } = signedInBackend();

  it('needs a reason of 1 to 500 characters (400 in the schema’s words)', async () => {
    const url = `${USERS}/${PEOPLE_IDS.withMfa}/suspend`;
    expect((await as.admin.send('post', url, {}).expect(400)).body.message).toMatch(
      /reason is required/,
    );
    expect((await as.admin.send('post', url, { reason: '   ' }).expect(400)).body.message).toMatch(
      /reason is required/,
    );
    expect(
      (await as.admin.send('post', url, { reason: 'x'.repeat(501) }).expect(400)).body.message,
    ).toMatch(/reason must be at most 500 characters/);
    expect((await as.admin.send('post', url).expect(400)).body.message).toBe(
      'Request body is required',
    );
  });

  it('refuses a Manager (users:manage), oneself and the already suspended', async () => {
    const manager = await as.manager
      .send('post', `${USERS}/${USER}/suspend`, { reason: 'Testing' })
      .expect(403);
    expect(manager.body.message).toBe('Your role does not allow this; it needs users:manage');
    const self = await as.admin
      .send('post', `${USERS}/${ADMIN}/suspend`, { reason: 'x' })
      .expect(409);
    expect(self.body.message).toBe('You cannot suspend yourself; ask another administrator');
    const again = await as.admin
      .send('post', `${USERS}/${PEOPLE_IDS.suspended}/suspend`, { reason: 'x' })
      .expect(409);
    expect(again.body.message).toBe('Hana Tanaka is already suspended');
    const notSuspended = await as.admin
      .send('post', `${USERS}/${PEOPLE_IDS.withMfa}/reactivate`)
      .expect(409);
    expect(notSuspended.body.message).toBe('Sami Garcia is not suspended');
  });

  it('suspends (the person’s next request is a 401, their sign-in names who can help), then reactivates to the status held before', async () => {
    const before = await as.user.get('/auth/me').expect(200);
    expect(before.body.sub).toBe(USER);
    const suspended = await as.admin
      .send('post', `${USERS}/${USER}/suspend`, { reason: 'Left the team' })
      .expect(200);
    expect(suspended.body).toMatchObject({
      status: 'suspended',
      suspension: { reason: 'Left the team', by: 'Ada Admin' },
    });
    await as.user.get('/auth/me').expect(401);
    await as.user.get(USERS).expect(401);

    const login = await request(app)
      .post('/login')
      .type('form')
      .send({ email: 'user@example.com', returnUrl: '/' })
      .expect(403);
    expect(login.headers['set-cookie']).toBeUndefined();
    expect(login.text).toContain(
      'This account is suspended. Ask an administrator of Acme Corporation.',
    );

    const suspensions = await as.admin.get(
      `/api/v1/audit-events?action=user.suspended&targetId=${USER}`,
    );
    expect(suspensions.body.items[0]).toMatchObject({
      actor: { sub: ADMIN },
      target: { type: 'user', id: USER, name: 'Uma User' },
      changes: [
        { field: 'status', before: 'active', after: 'suspended' },
        { field: 'reason', before: null, after: 'Left the team' },
      ],
    });

    // Reactivated, the person holds their earlier status and signs in again.
    const reactivated = await as.admin.send('post', `${USERS}/${USER}/reactivate`).expect(200);
    expect(reactivated.body).toMatchObject({ status: 'active', suspension: null });
    const again = client(app, await signIn(app, 'user'));
    await again.get('/auth/me').expect(200);
    const reactivations = await as.admin.get(
      `/api/v1/audit-events?action=user.reactivated&targetId=${USER}`,
    );
    expect(reactivations.body.items[0].changes).toEqual([
      { field: 'status', before: 'suspended', after: 'active' },
      { field: 'reason', before: 'Left the team', after: null },
    ]);
  });
});

describe('a suspended person’s live feed', () => {
  const servers: http.Server[] = [];
  afterAll(() => {
    for (const server of servers) {
      server.closeAllConnections();
      server.close();
    }
  });

  it('ends at its next heartbeat', async () => {
    const { app } = makeBackend({ pipelineTiming: { stepMs: 60_000, heartbeatMs: 50 } });
    const server = http.createServer(app);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const manager = await signIn(app, 'manager');
    const feed = openFeed(port, manager, undefined, '/api/v1/onboardings/events');
    await waitFor(() => feed.events('ready').length === 1, 'ready');
    const admin = client(app, await signIn(app, 'admin'));
    await admin.send('post', `${USERS}/${MANAGER}/suspend`, { reason: 'Audit' }).expect(200);
    await waitFor(() => feed.ended(), 'the stream to end');
    await client(app, manager).get('/api/v1/onboardings/events').expect(401);
  });
});

describe('POST …/mfa/reset', () => {
  const { as } = signedInBackend();

  it('clears the factors and records which; 409 when none are enrolled; 403 for a Manager', async () => {
    await as.manager.send('post', `${USERS}/${PEOPLE_IDS.withMfa}/mfa/reset`).expect(403);
    const { body } = await as.admin
      .send('post', `${USERS}/${PEOPLE_IDS.withMfa}/mfa/reset`)
      .expect(200);
    expect(body.mfa).toEqual({ factors: [] });
    const none = await as.admin
      .send('post', `${USERS}/${PEOPLE_IDS.withMfa}/mfa/reset`)
      .expect(409);
    expect(none.body.message).toBe('Sami Garcia has no MFA factors enrolled');
    const events = await as.admin.get(
      `/api/v1/audit-events?action=mfa.reset&targetId=${PEOPLE_IDS.withMfa}`,
    );
    expect(events.body.items[0].changes).toEqual([
      { field: 'mfa', before: ['totp', 'webauthn'], after: [] },
    ]);
  });
});
