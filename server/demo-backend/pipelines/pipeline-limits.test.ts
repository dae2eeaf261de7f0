// Issue #30 item 9: nothing lets one caller flood the provisioner. At most PIPELINE_CONCURRENCY
// pipelines run at once (the rest wait, pending, in the order they came), and creation is
// rate-limited per caller (429 with Retry-After).
import type { Pipeline } from '@shared/schemas';
import { describe, expect, it } from 'vitest';
import { PIPELINE_CREATES_PER_MINUTE } from './pipeline-routes';
import { pipelineTimingFrom } from './pipeline-timing';
import { makeBackend, signedInClients } from '../../test/demo-backend-support';
import { waitFor } from '../../test/feed-reader';

const body = (slug: string) => ({
  type: 'workspace-create',
  inputParams: { title: `Limited ${slug}`, slug, region: 'eu-west-1' },
});

describe('PIPELINE_CONCURRENCY', () => {
  it('runs at most that many at once; the others wait pending and start in order', async () => {
    const { app } = makeBackend({
      pipelineTiming: { stepMs: 40, heartbeatMs: 60_000, concurrency: 2 },
    });
    const { admin } = await signedInClients(app);
    const made: Pipeline[] = [];
    for (const slug of ['queue-a', 'queue-b', 'queue-c', 'queue-d'])
      made.push((await admin.send('post', '/api/v1/provisioner', body(slug)).expect(201)).body);
    const statuses = async () =>
      Promise.all(
        made.map(
          async (p) =>
            (await admin.get(`/api/v1/provisioner/${p.pipelineId}`).expect(200)).body
              .status as string,
        ),
      );
    let peak = 0;
    const order: string[] = [];
    await waitFor(async () => {
      const now = await statuses();
      peak = Math.max(peak, now.filter((s) => s === 'running').length);
      now.forEach((status, index) => {
        const slug = made[index]!.inputParams!.slug as string;
        if (status !== 'pending' && !order.includes(slug)) order.push(slug);
      });
      return now.every((s) => s === 'completed' || s === 'failed');
    }, 'all four to finish');
    expect(peak).toBeLessThanOrEqual(2);
    expect(order.slice(2)).toEqual(['queue-c', 'queue-d']);
  });

  it('reads PIPELINE_CONCURRENCY (default 8) and refuses a bad value with one line', () => {
    expect(pipelineTimingFrom({}).concurrency).toBe(8);
    expect(pipelineTimingFrom({ PIPELINE_CONCURRENCY: '3' }).concurrency).toBe(3);
    expect(() => pipelineTimingFrom({ PIPELINE_CONCURRENCY: '0' })).toThrow(
      'PIPELINE_CONCURRENCY must be a whole number from 1 to 1000 (got "0")',
    );
  });
});

describe('pipeline creation per caller', () => {
  it(`allows ${PIPELINE_CREATES_PER_MINUTE} a minute, then answers 429 with Retry-After; another caller goes on`, async () => {
    const { app } = makeBackend({ pipelineTiming: { stepMs: 60_000, heartbeatMs: 60_000 } });
    const as = await signedInClients(app);
    for (let i = 0; i < PIPELINE_CREATES_PER_MINUTE; i += 1)
      await as.admin.send('post', '/api/v1/provisioner', body(`burst-${i}`)).expect(201);
    const refused = await as.admin
      .send('post', '/api/v1/provisioner', body('burst-over'))
      .expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.message).toBe(
      `At most ${PIPELINE_CREATES_PER_MINUTE} pipelines a minute per person; try again in a minute`,
    );
    const list = (await as.admin.get('/api/v1/provisioner').expect(200)).body
      .pipelines as Pipeline[];
    expect(list.some((p) => p.inputParams?.slug === 'burst-over')).toBe(false);
  });
});
