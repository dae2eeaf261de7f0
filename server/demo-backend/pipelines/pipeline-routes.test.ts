// Issue #22: the demo backend runs pipelines for real. Steps here take 15 ms so a whole run
// (five steps, retries with backoff) ends in well under a second.
import { IDEMPOTENCY_KEY_HEADER } from '@shared/pipelines';
import type { Pipeline } from '@shared/schemas';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { makeBackend, signedInClients, type Client } from '../../test/demo-backend-support';

const STEP_MS = 15;
let as: Record<'admin' | 'manager' | 'user' | 'nobody', Client>;
let backend: ReturnType<typeof makeBackend>;

beforeAll(async () => {
  backend = makeBackend({ pipelineTiming: { stepMs: STEP_MS, heartbeatMs: 50 } });
  as = await signedInClients(backend.app);
});

const body = (slug: string, type = 'workspace-create') => ({
  type,
  inputParams: { title: `Workspace ${slug}`, slug, region: 'eu-west-1' },
});

async function create(slug: string, type?: string): Promise<Pipeline> {
  const res = await as.admin.send('post', '/api/v1/provisioner', body(slug, type)).expect(201);
  return res.body as Pipeline;
}

/** Reads the pipeline until `done` holds (or 5 s pass: the test then fails on its state). */
async function until(id: string, done: (p: Pipeline) => boolean): Promise<Pipeline> {
  let pipeline: Pipeline | undefined;
  await vi
    .waitFor(
      async () => {
        pipeline = (await as.admin.get(`/api/v1/provisioner/${id}`).expect(200)).body as Pipeline;
        if (!done(pipeline)) throw new Error('not yet');
      },
      { timeout: 5_000, interval: STEP_MS },
    )
    .catch(() => undefined);
  return pipeline!;
}
const settled = (p: Pipeline) => ['completed', 'failed', 'cancelled'].includes(p.status ?? '');

async function recorded(id: string): Promise<string[]> {
  const res = await as.admin.get(`/api/v1/audit-events?targetId=${id}`).expect(200);
  return (res.body.items as { action: string }[]).map((event) => event.action).reverse();
}

describe('creating a pipeline', () => {
  it('answers 201 with a pending pipeline whose steps are its type’s, all pending', async () => {
    const pipeline = await create('created-one');
    expect(pipeline.status).toBe('pending');
    expect(pipeline.steps?.map((s) => [s.step_name, s.status])).toEqual([
      ['validate', 'pending'],
      ['allocate', 'pending'],
      ['provision', 'pending'],
      ['dns', 'pending'],
      ['verify', 'pending'],
    ]);
    expect(pipeline).not.toHaveProperty('idempotencyKey');
  });

  it('refuses a Manager (403) and a bad body (400 naming the field)', async () => {
    await as.manager.send('post', '/api/v1/provisioner', body('manager-try')).expect(403);
    const bad = await as.admin
      .send('post', '/api/v1/provisioner', {
        ...body('x'),
        inputParams: { title: 'T', slug: '-x', region: 'mars-1' },
      })
      .expect(400);
    expect(bad.body.message).toMatch(/slug|region/);
  });

  it('makes one pipeline for two creates with the same Idempotency-Key, even at once', async () => {
    const before = (await as.admin.get('/api/v1/provisioner').expect(200)).body.pipelines.length;
    const send = () =>
      as.admin
        .send('post', '/api/v1/provisioner', body('double-click'))
        .set(IDEMPOTENCY_KEY_HEADER, 'dialog-1234');
    const [first, second] = await Promise.all([send(), send()]);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.pipelineId).toBe(first.body.pipelineId);
    const after = (await as.admin.get('/api/v1/provisioner').expect(200)).body.pipelines.length;
    expect(after).toBe(before + 1);
    const reused = await as.admin
      .send('post', '/api/v1/provisioner', body('another-slug'))
      .set(IDEMPOTENCY_KEY_HEADER, 'dialog-1234')
      .expect(409);
    expect(reused.body.message).toMatch(/already used for another pipeline/);
  });
});

describe('running', () => {
  it('runs every step to completed, fills the outputs and records created and completed', async () => {
    const { pipelineId } = await create('runs-through');
    const done = await until(pipelineId, settled);
    expect(done.status).toBe('completed');
    expect(done.steps?.every((s) => s.status === 'completed' && s.completed_at)).toBe(true);
    expect(done.steps?.at(-1)?.output).toMatchObject({
      slug: 'runs-through',
      region: 'eu-west-1',
      tenantDomain: 'runs-through.tenant.example.com',
      deploymentUrl: 'https://runs-through.example.com',
    });
    expect(await recorded(pipelineId)).toEqual(['pipeline.created', 'pipeline.completed']);
  });

  it('retries a flaky step with backoff and goes on', async () => {
    const { pipelineId } = await create('flaky-network', 'workspace-teardown');
    const done = await until(pipelineId, settled);
    expect(done.status).toBe('completed');
    for (const step of done.steps ?? []) {
      expect(step.retry_attempt).toBe(1);
      expect(step.last_error).toMatch(/transient error/);
    }
  });

  it('poisons the third step of a fail- slug after three attempts; a retry from it completes', async () => {
    const { pipelineId } = await create('fail-dns');
    const failed = await until(pipelineId, settled);
    expect(failed.status).toBe('failed');
    const [validate, allocate, provision, dns] = failed.steps ?? [];
    expect([validate?.status, allocate?.status]).toEqual(['completed', 'completed']);
    expect(provision).toMatchObject({ status: 'failed', poisoned: true, retry_attempt: 3 });
    expect(provision?.last_error).toMatch(/provision failed/);
    expect(dns?.status).toBe('pending');

    const retried = await as.admin
      .send('post', `/api/v1/provisioner/${pipelineId}/retry`, {})
      .expect(202);
    expect(retried.body.steps[0].completed_at).toBe(validate?.completed_at);
    expect(retried.body.steps[2]).toMatchObject({ status: 'pending', poisoned: false });
    const done = await until(pipelineId, settled);
    expect(done.status).toBe('completed');
    expect(done.steps?.[0]?.completed_at).toBe(validate?.completed_at);

    const again = await as.admin
      .send('post', `/api/v1/provisioner/${pipelineId}/retry`, {})
      .expect(409);
    expect(again.body.message).toBe(
      'Pipeline is completed; only a failed or cancelled pipeline can be retried',
    );
    expect(await recorded(pipelineId)).toEqual([
      'pipeline.created',
      'pipeline.failed',
      'pipeline.retried',
      'pipeline.completed',
    ]);
  });

  it('refuses a retry that would skip the failed step, and one from a step it does not have', async () => {
    const { pipelineId } = await create('fail-skip');
    await until(pipelineId, settled);
    const skip = await as.admin
      .send('post', `/api/v1/provisioner/${pipelineId}/retry`, { fromStep: 'verify' })
      .expect(400);
    expect(skip.body.message).toBe('fromStep cannot skip "provision", which has not completed');
    const unknown = await as.admin
      .send('post', `/api/v1/provisioner/${pipelineId}/retry`, { fromStep: 'deploy' })
      .expect(400);
    expect(unknown.body.message).toMatch(/^fromStep must be one of this pipeline's steps/);
    // From an earlier, completed step: it and everything after it run again.
    await as.admin
      .send('post', `/api/v1/provisioner/${pipelineId}/retry`, { fromStep: 'allocate' })
      .expect(202);
    expect((await until(pipelineId, settled)).status).toBe('completed');
  });
});

describe('cancelling', () => {
  it('cancels a running pipeline: its step ends cancelled; a second cancel is a 409', async () => {
    const slow = makeBackend({ pipelineTiming: { stepMs: 60_000, heartbeatMs: 60_000 } });
    const admin = (await signedInClients(slow.app)).admin;
    const { body: created } = await admin
      .send('post', '/api/v1/provisioner', body('to-cancel'))
      .expect(201);
    const id = created.pipelineId as string;
    // Its first step starts (and then takes 60 s): wait for that, not for a fixed 20 ms.
    await expect
      .poll(async () => (await admin.get(`/api/v1/provisioner/${id}`).expect(200)).body.status)
      .toBe('running');
    const cancelled = await admin.send('post', `/api/v1/provisioner/${id}/cancel`).expect(202);
    expect(cancelled.body.status).toBe('cancelled');
    expect(cancelled.body.steps[0]).toMatchObject({ status: 'cancelled', running: false });
    expect(cancelled.body.steps[1].status).toBe('pending');
    const again = await admin.send('post', `/api/v1/provisioner/${id}/cancel`).expect(409);
    expect(again.body.message).toBe(
      'Pipeline is cancelled; only a pending or running pipeline can be cancelled',
    );
    await admin.send('post', '/api/v1/provisioner/no-such-id/cancel').expect(404);
  });
});
