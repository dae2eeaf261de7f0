// Issue #30 items 2 and 4 (DESIGN resolution 21): access ends when its reason ends. A live
// feed is checked again at every heartbeat and batch, and the organization's user list is the
// caller's membership on their very next request.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { SEED_IDS } from '../seed/seed';
import { accountId, client, makeBackend, signIn } from '../../test/demo-backend-support';
import { openFeed, waitFor } from '../../test/feed-reader';

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function listen(app: Express): Promise<number> {
  const server = http.createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const ONBOARDING_FEED = '/api/v1/onboardings/events';
const acmeUsers = `/api/v1/organizations/${SEED_IDS.acme}/users`;

function backend() {
  // Batches and heartbeats far apart from each other: the heartbeat alone must end the stream.
  return makeBackend({ pipelineTiming: { stepMs: 60_000, heartbeatMs: 50 } }).app;
}

describe('a live feed ends when its access ends', () => {
  it('at the next heartbeat after its sign-out', async () => {
    const app = backend();
    const port = await listen(app);
    const cookie = await signIn(app, 'admin');
    const feed = openFeed(port, cookie, undefined, '/api/v1/provisioner/events');
    await waitFor(() => feed.events('ready').length === 1, 'ready');
    await waitFor(() => feed.messages.some((m) => m.comment), 'a first heartbeat');
    expect(feed.ended()).toBe(false);

    await client(app, cookie).send('post', '/logout').expect(204);
    await waitFor(() => feed.ended(), 'the stream to end');
    // Its reconnection is refused, which sends the console to its signed-out state.
    await client(app, cookie).get('/api/v1/provisioner/events').expect(401);
  });

  it('when its caller is removed from the organization', async () => {
    const app = backend();
    const port = await listen(app);
    const admin = client(app, await signIn(app, 'admin'));
    const managerCookie = await signIn(app, 'manager');
    const feed = openFeed(port, managerCookie, undefined, ONBOARDING_FEED);
    await waitFor(() => feed.events('ready').length === 1, 'ready');

    await admin.send('delete', `${acmeUsers}/${accountId('manager')}`).expect(204);
    await waitFor(() => feed.ended(), 'the stream to end');
  });

  it('when a role change takes the permission away', async () => {
    const app = backend();
    const port = await listen(app);
    const admin = client(app, await signIn(app, 'admin'));
    const uma = `${acmeUsers}/${accountId('user')}`;
    await admin.send('put', uma, { roles: ['Administrator'] }).expect(200);
    const feed = openFeed(port, await signIn(app, 'user'), undefined, '/api/v1/provisioner/events');
    await waitFor(() => feed.events('ready').length === 1, 'ready');
    // Back to User: no provisioner:read any more.
    await admin.send('put', uma, { roles: ['User'] }).expect(200);
    await waitFor(() => feed.ended(), 'the stream to end');
  });
});

describe("the organization's user list is the caller's membership on the next request", () => {
  it('nobody removes themself or changes their own roles (409)', async () => {
    const app = backend();
    const admin = client(app, await signIn(app, 'admin'));
    const ada = `${acmeUsers}/${accountId('admin')}`;
    const change = await admin.send('put', ada, { roles: ['User'] }).expect(409);
    expect(change.body.message).toBe('You cannot change your own roles; ask another administrator');
    await admin.send('delete', ada).expect(409);
    await admin.get('/api/v1/provisioner').expect(200);
  });

  it('a removed user no longer reads the organization', async () => {
    const app = backend();
    const admin = client(app, await signIn(app, 'admin'));
    const manager = client(app, await signIn(app, 'manager'));
    await manager.get(`/api/v1/organizations/${SEED_IDS.acme}`).expect(200);

    await admin.send('delete', `${acmeUsers}/${accountId('manager')}`).expect(204);
    await manager.get(`/api/v1/organizations/${SEED_IDS.acme}`).expect(403);
    expect((await manager.get('/auth/me').expect(200)).body.organizationId).toBeUndefined();
    expect((await manager.get('/auth/roles').expect(200)).body.roles).toEqual([]);
  });

  it('a role change in the list changes what the caller may do', async () => {
    const app = backend();
    const admin = client(app, await signIn(app, 'admin'));
    const user = client(app, await signIn(app, 'user'));
    await user.get('/api/v1/provisioner').expect(403);

    await admin
      .send('put', `${acmeUsers}/${accountId('user')}`, { roles: ['Administrator'] })
      .expect(200);
    await user.get('/api/v1/provisioner').expect(200);
    expect((await user.get('/auth/roles').expect(200)).body.roles).toEqual(['Administrator']);
  });
});
