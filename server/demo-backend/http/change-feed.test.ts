// Issue #22: the live feed (GET /api/v1/provisioner/events) and resuming after a restart.
// The feed is read over a real socket: supertest would wait for a stream that never ends.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PipelineEvents } from './change-feed';
import { makeBackend, signIn, signedInClients, type Client } from '../../test/demo-backend-support';
import { openFeed, waitFor } from '../../test/feed-reader';

const create = (admin: Client, slug: string) =>
  admin
    .send('post', '/api/v1/provisioner', {
      type: 'domain-migration',
      inputParams: { title: `Feed ${slug}`, slug, region: 'us-east-1' },
    })
    .expect(201);

let server: http.Server;
let port: number;
let cookie: string;
let admin: Client;

beforeAll(async () => {
  const { app } = makeBackend({ pipelineTiming: { stepMs: 20, heartbeatMs: 40 } });
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  cookie = await signIn(app, 'admin');
  admin = (await signedInClients(app)).admin;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the pipeline feed', () => {
  it('starts with ready, then sends every change of a run as it happens, and heartbeats', async () => {
    const feed = openFeed(port, cookie);
    await waitFor(() => feed.events('ready').length === 1, 'ready');
    expect(feed.status()).toBe(200);
    expect(feed.contentType()).toMatch(/^text\/event-stream/);
    const { body } = await create(admin, 'feed-one');
    const mine = () =>
      feed
        .events('pipeline')
        .map((m) => JSON.parse(m.data ?? '{}'))
        .filter((p) => p.pipelineId === body.pipelineId);
    await waitFor(() => mine().at(-1)?.status === 'completed', 'the run to complete');
    const statuses = mine().map((p) => p.status);
    expect(statuses[0]).toBe('pending');
    expect(statuses).toContain('running');
    const ids = feed.messages.filter((m) => m.id).map((m) => Number(m.id));
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    await waitFor(() => feed.messages.some((m) => m.comment), 'a heartbeat');
    feed.close();
  });

  it('resumes from Last-Event-ID with exactly the changes missed', async () => {
    const first = openFeed(port, cookie);
    await waitFor(() => first.events('ready').length === 1, 'ready');
    const { body } = await create(admin, 'feed-two');
    await waitFor(() => first.events('pipeline').length >= 2, 'two changes');
    const seen = first.events('pipeline');
    const lastSeen = seen[1]!.id!;
    first.close();

    // The run goes on while nobody listens: once it has completed, the rest of it was missed.
    await waitFor(
      async () =>
        (await admin.get(`/api/v1/provisioner/${body.pipelineId}`).expect(200)).body.status ===
        'completed',
      'the run to complete unseen',
    );
    const second = openFeed(port, cookie, lastSeen);
    const ofRun = (feed: ReturnType<typeof openFeed>) =>
      feed
        .events('pipeline')
        .filter((m) => JSON.parse(m.data ?? '{}').pipelineId === body.pipelineId);
    await waitFor(
      () => ofRun(second).some((m) => JSON.parse(m.data ?? '{}').status === 'completed'),
      'the rest of the run',
    );
    expect(second.events('ready')).toHaveLength(0);
    expect(Number(second.events('pipeline')[0]?.id)).toBe(Number(lastSeen) + 1);
    second.close();
  });

  it('answers ready for an id it no longer keeps (e.g. from before a restart)', async () => {
    const stale = openFeed(port, cookie, '5');
    await waitFor(() => stale.messages.length > 0, 'a first message');
    expect(stale.messages.find((m) => m.event)?.event).toBe('ready');
    stale.close();
  });

  it('is refused to a role without provisioner:read', async () => {
    const { app } = makeBackend({ pipelineTiming: { stepMs: 20, heartbeatMs: 40 } });
    const managerFeed = await (
      await signedInClients(app)
    ).manager
      .get('/api/v1/provisioner/events')
      .expect(403);
    expect(managerFeed.body.message).toMatch(/provisioner:read/);
  });
});

describe('PipelineEvents', () => {
  it('keeps the newest 1,000 changes and ids that grow across restarts', () => {
    const events = new PipelineEvents();
    const start = events.cursor;
    for (let i = 0; i < 1_005; i += 1) events.publish({ pipelineId: `p${i}` });
    expect(events.since(start)).toBeUndefined();
    expect(events.since(start + 5)).toHaveLength(1_000);
    expect(events.since(events.cursor)).toEqual([]);
    expect(new PipelineEvents().cursor).toBeGreaterThanOrEqual(events.cursor - 1_005);
  });
});

describe('batching', () => {
  it('hands a burst of changes to each feed as one batch, in order', async () => {
    vi.useFakeTimers();
    try {
      const events = new PipelineEvents(20);
      const batches: number[][] = [];
      events.subscribe((changes) => batches.push(changes.map((change) => change.id)));
      for (let i = 0; i < 50; i += 1) events.publish({ pipelineId: `p${i}` });
      vi.advanceTimersByTime(19);
      expect(batches).toHaveLength(0);
      vi.advanceTimersByTime(1);
      expect(batches).toHaveLength(1);
      vi.advanceTimersByTime(1_000);
      expect(batches).toHaveLength(1);
      expect(batches[0]).toHaveLength(50);
      expect(batches[0]![49]! - batches[0]![0]!).toBe(49);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a restart', () => {
  it('resumes a pipeline that was running: it completes after the restart', async () => {
    const slow = makeBackend({ pipelineTiming: { stepMs: 60_000, heartbeatMs: 60_000 } });
    const before = (await signedInClients(slow.app)).admin;
    const { body } = await create(before, 'survives-restart');
    await waitFor(
      async () =>
        (await before.get(`/api/v1/provisioner/${body.pipelineId}`).expect(200)).body.status ===
        'running',
      'its first step to start',
    );
    // The same data folder, as after a crash of the first (its slow timer never fires here).
    const after = makeBackend({
      dataFile: slow.dataFile,
      pipelineTiming: { stepMs: 10, heartbeatMs: 60_000 },
    });
    const again = (await signedInClients(after.app)).admin;
    await expect
      .poll(
        async () =>
          (await again.get(`/api/v1/provisioner/${body.pipelineId}`).expect(200)).body.status,
        { timeout: 5_000 },
      )
      .toBe('completed');
  });

  it('resumes a seeded (history) pipeline that was retried: it completes after the restart', async () => {
    const slow = makeBackend({ pipelineTiming: { stepMs: 60_000, heartbeatMs: 60_000 } });
    const before = (await signedInClients(slow.app)).admin;
    const { pipelines } = (await before.get('/api/v1/provisioner').expect(200)).body as {
      pipelines: { pipelineId: string; status: string }[];
    };
    const seeded = pipelines.find((p) => p.status === 'failed')!;
    await before.send('post', `/api/v1/provisioner/${seeded.pipelineId}/retry`, {}).expect(202);
    const after = makeBackend({
      dataFile: slow.dataFile,
      pipelineTiming: { stepMs: 10, heartbeatMs: 60_000 },
    });
    const again = (await signedInClients(after.app)).admin;
    await waitFor(async () => {
      const { body } = await again.get(`/api/v1/provisioner/${seeded.pipelineId}`).expect(200);
      return body.status === 'completed';
    }, 'the retried seeded pipeline to complete');
  });
});
