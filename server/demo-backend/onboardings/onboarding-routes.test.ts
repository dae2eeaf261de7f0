// Issue #23: onboardings are operated through the demo backend: created from a template (once
// per Idempotency-Key), moved only by DESIGN resolution 16's transitions (409 otherwise), steps
// completed, reopened and assigned, the provisioning step following its pipeline, the list
// across organizations by status, and the live feed scoped to what the caller reaches.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { IDEMPOTENCY_KEY_HEADER } from '@shared/pipelines';
import type { Onboarding } from '@shared/schemas';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SEED_IDS } from '../seed/seed';
import { makeBackend, signedInClients, signIn, type Client } from '../../test/demo-backend-support';

const STEP_MS = 15;
let as: Record<'admin' | 'manager' | 'user' | 'nobody', Client>;
let backend: ReturnType<typeof makeBackend>;

beforeAll(async () => {
  backend = makeBackend({ pipelineTiming: { stepMs: STEP_MS, heartbeatMs: 50 } });
  as = await signedInClients(backend.app);
});

const url = (organizationId: string = SEED_IDS.acme) =>
  `/api/v1/organizations/${organizationId}/onboardings`;

async function create(
  customerSlug: string,
  extra: Record<string, unknown> = {},
  client: Client = as.admin,
  organizationId?: string,
): Promise<Onboarding> {
  const res = await client
    .send('post', url(organizationId), { customerSlug, template: 'standard', ...extra })
    .expect(201);
  return res.body as Onboarding;
}

const patch = (o: Onboarding, body: unknown, client: Client = as.admin) =>
  client.send('patch', `${url(o.organizationId as string)}/${o.id}`, body);
const patchStep = (o: Onboarding, index: number, body: unknown, client: Client = as.admin) =>
  client.send(
    'patch',
    `${url(o.organizationId as string)}/${o.id}/steps/${o.steps![index]!.id}`,
    body,
  );

async function until(o: Onboarding, done: (o: Onboarding) => boolean): Promise<Onboarding> {
  let found = o;
  await vi
    .waitFor(
      async () => {
        const list = (await as.admin.get(url(o.organizationId as string)).expect(200))
          .body as Onboarding[];
        found = list.find((item) => item.id === o.id)!;
        if (!done(found)) throw new Error('not yet');
      },
      { timeout: 5_000, interval: STEP_MS },
    )
    .catch(() => undefined); // the test then fails on its state
  return found;
}

describe('creating an onboarding', () => {
  it('makes a pending onboarding with the template’s steps, all pending, and records it', async () => {
    const created = await create('new-customer', { notes: 'Signed on Monday' });
    expect(created).toMatchObject({
      status: 'pending',
      customerSlug: 'new-customer',
      organizationName: 'Acme Corporation',
      organizationId: SEED_IDS.acme,
      notes: 'Signed on Monday',
    });
    expect(created.steps?.map((s) => [s.order, s.name, s.status])).toEqual([
      [1, 'Kick-off call', 'pending'],
      [2, 'Tenant provisioning', 'pending'],
      [3, 'Domain verification', 'pending'],
      [4, 'SSO configuration', 'pending'],
      [5, 'User import', 'pending'],
    ]);
    expect(created).not.toHaveProperty('idempotencyKey');
    const events = await as.admin.get(`/api/v1/audit-events?targetId=${created.id}`).expect(200);
    expect(events.body.items.map((e: { action: string }) => e.action)).toEqual([
      'onboarding.created',
    ]);
  });

  it('answers a repeated create with the same Idempotency-Key as the first, once', async () => {
    const send = () =>
      as.admin
        .send('post', url(), { customerSlug: 'twice', template: 'self-serve' })
        .set(IDEMPOTENCY_KEY_HEADER, 'key-twice');
    const [first, second] = await Promise.all([send(), send()]);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.id).toBe(first.body.id);
    const list = (await as.admin.get(url()).expect(200)).body as Onboarding[];
    expect(list.filter((o) => o.customerSlug === 'twice')).toHaveLength(1);
  });

  it('refuses the same Idempotency-Key with another body (the same slug, another template): 409, nothing made', async () => {
    await as.admin
      .send('post', url(), { customerSlug: 'same-slug', template: 'self-serve' })
      .set(IDEMPOTENCY_KEY_HEADER, 'key-same-slug')
      .expect(201);
    const other = await as.admin
      .send('post', url(), { customerSlug: 'same-slug', template: 'standard' })
      .set(IDEMPOTENCY_KEY_HEADER, 'key-same-slug')
      .expect(409);
    expect(other.body.message).toBe(
      `This ${IDEMPOTENCY_KEY_HEADER} was already used for another onboarding`,
    );
    const list = (await as.admin.get(url()).expect(200)).body as Onboarding[];
    expect(list.filter((o) => o.customerSlug === 'same-slug')).toHaveLength(1);
  });

  it('keeps one caller’s Idempotency-Key from answering another’s create', async () => {
    const key = 'key-shared-by-two';
    const mine = await as.admin
      .send('post', url(), { customerSlug: 'first-caller', template: 'self-serve' })
      .set(IDEMPOTENCY_KEY_HEADER, key)
      .expect(201);
    const theirs = await as.manager
      .send('post', url(), { customerSlug: 'second-caller', template: 'standard' })
      .set(IDEMPOTENCY_KEY_HEADER, key)
      .expect(201);
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(theirs.body.customerSlug).toBe('second-caller');
  });

  it('refuses a second open onboarding for the same customer, a bad body, and the wrong roles', async () => {
    await create('only-once');
    const again = await as.admin
      .send('post', url(), { customerSlug: 'only-once', template: 'standard' })
      .expect(409);
    expect(again.body.message).toBe(
      'Acme Corporation already has an open onboarding for only-once',
    );
    const bad = await as.admin.send('post', url(), { customerSlug: 'Bad Slug', template: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/customerSlug must be 1–63 lower-case letters/);
    await as.user
      .send('post', url(), { customerSlug: 'user-try', template: 'standard' })
      .expect(403);
    // A Manager writes onboardings of their own and managed organizations, not others'.
    await create('manager-own', {}, as.manager);
    await create('manager-managed', {}, as.manager, SEED_IDS.acmeEurope);
    await as.manager
      .send('post', url(SEED_IDS.globex), { customerSlug: 'manager-other', template: 'standard' })
      .expect(403);
    // Provisioning starts a pipeline: the provisioner's right, which a Manager lacks.
    await as.manager
      .send('post', url(), {
        customerSlug: 'manager-provision',
        template: 'standard',
        provisionRegion: 'eu-west-1',
      })
      .expect(403);
  });
});

describe('moving an onboarding', () => {
  it('follows the transitions and answers 409 with the rule for one they refuse', async () => {
    const o = await create('moves');
    const refused = await patch(o, { status: 'completed' }).expect(409);
    expect(refused.body.message).toBe('An onboarding that is pending cannot become completed');
    await patch(o, { status: 'in_progress' }).expect(200);
    const early = await patch(o, { status: 'completed' }).expect(409);
    expect(early.body.message).toBe('5 steps are not completed yet');
    await patch(o, { status: 'failed' }).expect(200);
    await patch(o, { status: 'in_progress' }).expect(200);
    for (let i = 0; i < 5; i += 1) await patchStep(o, i, { status: 'completed' }).expect(200);
    const done = (await patch(o, { status: 'completed' }).expect(200)).body as Onboarding;
    expect(done.status).toBe('completed');
    expect(done.completedDate).toEqual(expect.any(String));
    // Final: steps are frozen, and only an Administrator reopens it.
    const frozen = await patchStep(o, 0, { status: 'pending' }).expect(409);
    expect(frozen.body.message).toBe('The onboarding is completed; reopen it to change its steps');
    const managerReopen = await patch(o, { status: 'in_progress' }, as.manager).expect(409);
    expect(managerReopen.body.message).toBe(
      'The onboarding is completed; only an Administrator can reopen it',
    );
    const reopened = (await patch(o, { status: 'in_progress' }).expect(200)).body as Onboarding;
    expect(reopened.completedDate).toBeNull();
  });

  it('completes, reopens and assigns steps, recording who and when', async () => {
    const o = await create('steps');
    const users = (await as.admin.get(`/api/v1/organizations/${SEED_IDS.acme}/users`).expect(200))
      .body.items as { id: string; name: string }[];
    const assignee = users[1]!;
    const assigned = (await patchStep(o, 0, { assigneeId: assignee.id }).expect(200)).body;
    expect(assigned.steps[0].assignedTo).toBe(assignee.name);
    const done = (await patchStep(o, 0, { status: 'completed' }).expect(200)).body;
    expect(done.steps[0]).toMatchObject({
      status: 'completed',
      completedBy: { name: 'Ada Admin' },
      completedDate: expect.any(String),
    });
    // The first step done starts the work.
    expect(done.status).toBe('in_progress');
    const reopened = (await patchStep(o, 0, { status: 'pending' }).expect(200)).body;
    expect(reopened.steps[0]).toMatchObject({ status: 'pending', completedDate: null });
    expect(reopened.steps[0]).not.toHaveProperty('completedBy');
    const stranger = await patchStep(o, 1, { assigneeId: 'not-a-user' }).expect(400);
    expect(stranger.body.message).toBe('assigneeId must be a user of Acme Corporation');
    const events = await as.admin.get(`/api/v1/audit-events?targetId=${o.id}`).expect(200);
    expect(events.body.items.map((e: { action: string }) => e.action)).toContain(
      'onboarding.step_updated',
    );
  });
});

describe('provisioning', () => {
  it('starts the workspace pipeline and its step completes when the pipeline does', async () => {
    const o = await create('provisioned', { provisionRegion: 'eu-west-1' });
    expect(o.status).toBe('in_progress');
    expect(o.pipelineId).toEqual(expect.any(String));
    expect(o.steps![1]).toMatchObject({ status: 'in_progress', assignedTo: 'Provisioner' });
    const byHand = await patchStep(o, 1, { status: 'completed' }).expect(409);
    expect(byHand.body.message).toMatch(/^Tenant provisioning follows pipeline .{8}; it completes/);
    const after = await until(o, (x) => x.steps![1]!.status === 'completed');
    expect(after.steps![1]).toMatchObject({
      status: 'completed',
      completedBy: { name: 'Provisioner' },
    });
    const pipeline = await as.admin.get(`/api/v1/provisioner/${o.pipelineId}`).expect(200);
    expect(pipeline.body.status).toBe('completed');
  });

  it('fails the onboarding when its pipeline fails, and resumes it on a retry', async () => {
    const o = await create('fail-provision', { provisionRegion: 'eu-west-1' });
    const failed = await until(o, (x) => x.status === 'failed');
    expect(failed.status).toBe('failed');
    expect(failed.steps![1]!.status).toBe('failed');
    await as.admin.send('post', `/api/v1/provisioner/${o.pipelineId}/retry`, {}).expect(202);
    const resumed = await until(o, (x) => x.steps![1]!.status === 'completed');
    expect(resumed.status).toBe('in_progress');
  });
});

describe('GET /api/v1/onboardings', () => {
  it('lists every organization’s onboardings with a status, paged, newest change first', async () => {
    const failed = await as.admin.get('/api/v1/onboardings?status=failed&limit=2').expect(200);
    expect(failed.body.total).toBeGreaterThanOrEqual(2);
    expect(failed.body.items).toHaveLength(2);
    // `error` is failed too (SPEC §4), and each row names its organization.
    const all = [...failed.body.items];
    let cursor = failed.body.nextCursor as string | null;
    while (cursor) {
      const page = await as.admin
        .get(`/api/v1/onboardings?status=failed&limit=2&cursor=${cursor}`)
        .expect(200);
      all.push(...page.body.items);
      cursor = page.body.nextCursor;
    }
    expect(all).toHaveLength(failed.body.total);
    expect(new Set(all.map((o: Onboarding) => o.organizationId)).size).toBeGreaterThan(1);
    expect(all.map((o: Onboarding) => o.status)).toEqual(
      expect.arrayContaining(['failed', 'error']),
    );
    // Each status's count comes along, whatever the filter.
    expect(failed.body.counts.failed).toBe(failed.body.total);
    expect(failed.body.counts.all).toBeGreaterThan(failed.body.total);
    const times = all.map((o: Onboarding) => Date.parse(o.updatedDate!));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("counts and filters the statuses outside SPEC's five as other, so the counts add up to all", async () => {
    const { body } = await as.admin.get('/api/v1/onboardings?status=other').expect(200);
    const { all, other = 0, ...known } = body.counts as Record<string, number>;
    expect(other).toBeGreaterThan(0);
    expect(Object.values(known).reduce((sum, n) => sum + n, 0) + other).toBe(all);
    expect(body.total).toBe(other);
    expect(body.items.map((o: Onboarding) => o.status)).toContain('on_hold');
  });

  it('answers 400 for a bad status, limit or cursor, and 403 without global access', async () => {
    expect(
      (await as.admin.get('/api/v1/onboardings?status=sideways').expect(400)).body.message,
    ).toBe('status must be one of pending, in_progress, completed, failed, cancelled or other');
    await as.admin.get('/api/v1/onboardings?limit=0').expect(400);
    await as.admin.get('/api/v1/onboardings?cursor=nonsense').expect(400);
    await as.manager.get('/api/v1/onboardings').expect(403);
  });
});

describe('the live feed', () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = http.createServer(backend.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /**
   * The feed's text as `account` reads it until `until` appears (or 3 s pass), and `opened`:
   * when its `ready` event came (the server subscribes the stream in the same turn it writes it).
   */
  function feed(cookie: string, until: string): { opened: Promise<void>; text: Promise<string> } {
    let text = '';
    let markOpened = () => {};
    const opened = new Promise<void>((resolve) => (markOpened = resolve));
    const read = async () => {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), 3_000);
      try {
        const res = await fetch(`${base}/api/v1/onboardings/events`, {
          headers: { cookie },
          signal: controller.signal,
        });
        const reader = res.body!.getReader();
        const decoder = new TextDecoder();
        while (!text.includes(until)) {
          const { value, done } = await reader.read();
          if (done) break;
          text += decoder.decode(value);
          if (text.includes('event: ready')) markOpened();
        }
      } catch {
        // aborted: the text so far
      } finally {
        clearTimeout(timer);
        controller.abort();
        markOpened();
      }
      return text;
    };
    return { opened, text: read() };
  }

  it('sends each change to the callers who reach its organization only', async () => {
    const [adminCookie, managerCookie] = await Promise.all([
      signIn(backend.app, 'admin'),
      signIn(backend.app, 'manager'),
    ]);
    const adminSees = feed(adminCookie, 'feed-acme');
    const managerSees = feed(managerCookie, 'feed-acme');
    await Promise.all([adminSees.opened, managerSees.opened]);
    await create('feed-globex', {}, as.admin, SEED_IDS.globex);
    await create('feed-acme');
    const [admin, manager] = await Promise.all([adminSees.text, managerSees.text]);
    expect(admin).toContain('event: onboarding');
    expect(admin).toContain('feed-globex');
    expect(manager).toContain('feed-acme');
    expect(manager).not.toContain('feed-globex');
  });
});

describe('an onboarding completes itself (DESIGN resolution 25, #34 item 3)', () => {
  it('becomes completed when its last open step is completed, and says so in the record', async () => {
    const created = (
      await as.admin
        .send('post', url(), { customerSlug: 'completes-itself', template: 'self-serve' })
        .expect(201)
    ).body as Onboarding;
    const steps = created.steps ?? [];
    for (const [index, step] of steps.entries()) {
      const after = (
        await as.admin
          .send('patch', `${url()}/${created.id}/steps/${step.id}`, { status: 'completed' })
          .expect(200)
      ).body as Onboarding;
      expect(after.status).toBe(index === steps.length - 1 ? 'completed' : 'in_progress');
    }
    const done = (await as.admin.get(url()).expect(200)).body.find(
      (o: Onboarding) => o.id === created.id,
    ) as Onboarding;
    expect(done.completedDate).toBeTruthy();
  });
});
