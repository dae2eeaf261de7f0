// DESIGN resolution 27: the stats calls count what the lists hold, in the lists' read scope,
// and refuse a bad range with a message naming what is wrong.
import { describe, expect, it } from 'vitest';
import { auditPageSchema } from '@shared/audit';
import type { Pipeline } from '@shared/schemas';
import { AUDIT_STATS_PATH, PIPELINE_STATS_PATH, statsAnswerSchema } from '@shared/stats';
import { SEED_IDS } from '../seed/seed';
import { client, type Client, signedInBackend } from '../../test/demo-backend-support';

const { app, as } = signedInBackend();

const DAY = 86_400_000;
const now = Date.now();
const from = new Date(now - 90 * DAY).toISOString();
const to = new Date(now + DAY).toISOString();

async function listTotal(who: Client, query: string): Promise<number> {
  const { body } = await who.get(`/api/v1/audit-events?limit=1&${query}`).expect(200);
  return auditPageSchema.parse(body).total ?? -1;
}

const sum = (answer: { buckets: { total: number }[] }) =>
  answer.buckets.reduce((total, bucket) => total + bucket.total, 0);

describe('GET /api/v1/audit-events/stats', () => {
  it('counts per day what the list holds, by category, one bucket a day from `from`', async () => {
    const { body } = await as.admin
      .get(`${AUDIT_STATS_PATH}?from=${from}&to=${to}&bucket=day`)
      .expect(200);
    const answer = statsAnswerSchema.parse(body);
    expect(answer.buckets).toHaveLength(91);
    expect(answer.buckets[0]!.start).toBe(from);
    expect(answer.buckets[1]!.start).toBe(new Date(Date.parse(from) + DAY).toISOString());
    const total = sum(answer);
    expect(total).toBeGreaterThan(0);
    expect(total).toBe(
      await listTotal(
        as.admin,
        `since=${from}&until=${new Date(Date.parse(to) - 1).toISOString()}`,
      ),
    );
    for (const bucket of answer.buckets) {
      expect(Object.values(bucket.counts).reduce((a, b) => a + b, 0)).toBe(bucket.total);
    }
    expect(Object.keys(answer.buckets.find((b) => b.total > 0)!.counts)[0]).not.toContain('.');
  });

  it("takes the list's filters (action, organization)", async () => {
    const query = `from=${from}&to=${to}&action=organization.&organizationId=${SEED_IDS.acme}`;
    const { body } = await as.admin.get(`${AUDIT_STATS_PATH}?${query}`).expect(200);
    const answer = statsAnswerSchema.parse(body);
    expect(sum(answer)).toBe(
      await listTotal(
        as.admin,
        `since=${from}&until=${new Date(Date.parse(to) - 1).toISOString()}&action=organization.&organizationId=${SEED_IDS.acme}`,
      ),
    );
    for (const bucket of answer.buckets) expect(Object.keys(bucket.counts)).not.toContain('user');
  });

  it("keeps a Manager to their own organization's record, like the list", async () => {
    const { body } = await as.manager.get(`${AUDIT_STATS_PATH}?from=${from}&to=${to}`).expect(200);
    expect(sum(statsAnswerSchema.parse(body))).toBe(
      await listTotal(
        as.manager,
        `since=${from}&until=${new Date(Date.parse(to) - 1).toISOString()}`,
      ),
    );
    const other = await as.manager
      .get(`${AUDIT_STATS_PATH}?from=${from}&to=${to}&organizationId=${SEED_IDS.globex}`)
      .expect(403);
    expect(other.body.message).toContain('your own organization only');
  });

  it('refuses who may not read the record (403) and the signed-out (401)', async () => {
    await as.user.get(`${AUDIT_STATS_PATH}?from=${from}&to=${to}`).expect(403);
    await client(app).get(`${AUDIT_STATS_PATH}?from=${from}&to=${to}`).expect(401);
  });
});

describe('GET /api/v1/provisioner/stats', () => {
  const from2025 = '2025-01-01T00:00:00.000Z';
  const to2025 = '2026-01-01T00:00:00.000Z';

  it('counts the pipelines created per day by outcome', async () => {
    const { body } = await as.admin
      .get(`${PIPELINE_STATS_PATH}?from=${from2025}&to=${to2025}&bucket=day`)
      .expect(200);
    const answer = statsAnswerSchema.parse(body);
    expect(answer.buckets).toHaveLength(365);
    const list = (await as.admin.get('/api/v1/provisioner').expect(200)).body as {
      pipelines: Pipeline[];
    };
    const inRange = list.pipelines.filter((p) => {
      const time = Date.parse(p.created_at ?? '');
      return time >= Date.parse(from2025) && time < Date.parse(to2025);
    });
    expect(inRange.length).toBeGreaterThan(0);
    expect(sum(answer)).toBe(inRange.length);
    const failed = answer.buckets.reduce((n, bucket) => n + (bucket.counts.failed ?? 0), 0);
    expect(failed).toBe(inRange.filter((p) => p.status === 'failed').length);
  });

  it('filters by outcome and type', async () => {
    const { body } = await as.admin
      .get(`${PIPELINE_STATS_PATH}?from=${from2025}&to=${to2025}&status=failed,cancelled`)
      .expect(200);
    for (const bucket of statsAnswerSchema.parse(body).buckets)
      expect(Object.keys(bucket.counts).every((key) => ['failed', 'cancelled'].includes(key))).toBe(
        true,
      );
    const typed = await as.admin
      .get(`${PIPELINE_STATS_PATH}?from=${from2025}&to=${to2025}&type=no-such-type`)
      .expect(200);
    expect(sum(statsAnswerSchema.parse(typed.body))).toBe(0);
    const bad = await as.admin
      .get(`${PIPELINE_STATS_PATH}?from=${from2025}&to=${to2025}&status=done`)
      .expect(400);
    expect(bad.body.message).toBe(
      'status "done" is not one of pending, running, completed, failed, cancelled, other',
    );
  });

  it('is for provisioner:read holders only', async () => {
    await as.manager.get(`${PIPELINE_STATS_PATH}?from=${from2025}&to=${to2025}`).expect(403);
    await client(app).get(`${PIPELINE_STATS_PATH}?from=${from2025}&to=${to2025}`).expect(401);
  });
});

describe('a bad range is a 400 naming the problem', () => {
  const cases: [string, string][] = [
    [`to=${to}`, 'from is required (an ISO 8601 date or date-time)'],
    [
      `from=yesterday&to=${to}`,
      'from must be an ISO 8601 date or date-time such as 2026-01-31T00:00:00Z',
    ],
    [`from=${to}&to=${from}`, 'from must be earlier than to'],
    ['from=2024-01-01&to=2025-06-01', 'from and to may be at most 366 days apart'],
    [`from=${from}&to=${to}&bucket=week`, 'bucket must be one of: day'],
    [`from=${from}&from=${from}&to=${to}`, 'from must be given once'],
  ];
  for (const path of [AUDIT_STATS_PATH, PIPELINE_STATS_PATH]) {
    it.each(cases)(`${path}?%s`, async (query, message) => {
      const { body } = await as.admin.get(`${path}?${query}`).expect(400);
      expect(body.message).toBe(message);
    });
  }

  it('accepts plain dates and a missing bucket (a day)', async () => {
    const { body } = await as.admin
      .get(`${AUDIT_STATS_PATH}?from=2026-01-01&to=2026-01-08`)
      .expect(200);
    expect(statsAnswerSchema.parse(body).buckets.map((b) => b.start.slice(0, 10))).toEqual([
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
      '2026-01-04',
      '2026-01-05',
      '2026-01-06',
      '2026-01-07',
    ]);
  });
});
