import { beforeAll, describe, expect, it } from 'vitest';
import { PIPELINE_STATUSES } from '@shared/constants';
import { isSafeHttpUrl } from '@shared/safe-url';
import { agencySchema, pipelineListSchema, type Pipeline } from '@shared/schemas';
import { SEED_IDS } from '../seed/seed';
import { signedInBackend } from '../../test/demo-backend-support';

const { as } = signedInBackend();

const names = (body: { name: string; stateOrProvince: string }[]) =>
  body.map((a) => `${a.name} (${a.stateOrProvince})`).sort();

describe('GET /api/v1/agencies', () => {
  it('requires name (400 naming it)', async () => {
    expect((await as.admin.get('/api/v1/agencies').expect(400)).body).toEqual({
      error: 'bad_request',
      message: 'name is required',
    });
    expect((await as.admin.get('/api/v1/agencies?name=%20').expect(400)).body.message).toBe(
      'name is required',
    );
    expect(
      (await as.admin.get('/api/v1/agencies?name=x&searchType=fuzzy').expect(400)).body.message,
    ).toMatch(/^searchType/);
  });

  it('matches by search type, case-insensitively', async () => {
    const exact = (
      await as.admin
        .get('/api/v1/agencies?name=springfield%20police%20department&searchType=exact')
        .expect(200)
    ).body;
    expect(names(exact)).toEqual([
      'Springfield Police Department (IL)',
      'Springfield Police Department (MO)',
    ]);
    const starts = (
      await as.admin.get('/api/v1/agencies?name=SPRINGFIELD&searchType=startsWith').expect(200)
    ).body;
    expect(starts).toHaveLength(3);
    const partial = (
      await as.admin.get('/api/v1/agencies?name=fire%20dep&searchType=partial').expect(200)
    ).body;
    expect(partial).toHaveLength(6);
    expect(
      (await as.admin.get('/api/v1/agencies?name=field%20police&searchType=startsWith').expect(200))
        .body,
    ).toEqual([]);
    const any = (await as.admin.get('/api/v1/agencies?name=toronto%20vancouver').expect(200)).body;
    expect(names(any)).toEqual(['Toronto Police Service (ON)', 'Vancouver Police Department (BC)']);
    for (const agency of any) expect(agencySchema.safeParse(agency).success).toBe(true);
  });

  it('filters by state or province, by code or full name', async () => {
    const byCode = (
      await as.user.get('/api/v1/agencies?name=springfield&stateOrProvince=il').expect(200)
    ).body;
    expect(names(byCode)).toEqual([
      'Springfield Fire Department (IL)',
      'Springfield Police Department (IL)',
    ]);
    const byName = (
      await as.user.get('/api/v1/agencies?name=springfield&stateOrProvince=Missouri').expect(200)
    ).body;
    expect(names(byName)).toEqual(['Springfield Police Department (MO)']);
  });

  it('carries extra fields: long ones, empty ones and an object', async () => {
    const all = (await as.admin.get('/api/v1/agencies?name=e&searchType=partial').expect(200))
      .body as Record<string, unknown>[];
    const extras = all.flatMap((a) =>
      Object.entries(a)
        .filter(([k]) => !['id', 'name', 'stateOrProvince'].includes(k))
        .map(([, v]) => v),
    );
    expect(extras.some((v) => typeof v === 'string' && v.length > 50)).toBe(true);
    expect(extras.some((v) => v === '')).toBe(true);
    expect(extras.some((v) => typeof v === 'object' && v !== null)).toBe(true);
    expect(new Set(all.map((a) => a.stateOrProvince)).size).toBeGreaterThanOrEqual(6);
  });
});

describe('GET /api/v1/agencies/:id', () => {
  it('returns the agency when the state matches and needs stateOrProvince', async () => {
    const [agency] = (await as.admin.get('/api/v1/agencies?name=Toronto').expect(200)).body;
    const found = await as.user
      .get(`/api/v1/agencies/${agency.id}?id=${agency.id}&stateOrProvince=ON`)
      .expect(200);
    expect(found.body).toEqual(agency);
    expect(
      (await as.user.get(`/api/v1/agencies/${agency.id}?id=${agency.id}`).expect(400)).body.message,
    ).toBe('stateOrProvince is required');
    await as.user.get(`/api/v1/agencies/${agency.id}?stateOrProvince=BC`).expect(404);
    expect(
      (await as.user.get(`/api/v1/agencies/${agency.id}?id=other&stateOrProvince=ON`).expect(400))
        .body.message,
    ).toMatch(/^id/);
  });
});

describe('GET /api/v1/provisioner', () => {
  let pipelines: Pipeline[];
  beforeAll(async () => {
    pipelines = pipelineListSchema.parse(
      (await as.admin.get('/api/v1/provisioner').expect(200)).body,
    ).pipelines;
  });

  it('lists pipelines in every status, including in_progress', () => {
    const statuses = new Set(pipelines.map((p) => p.status));
    for (const status of [...PIPELINE_STATUSES, 'in_progress']) expect(statuses).toContain(status);
  });

  it('has retries, a poisoned step, https output links and the two unsafe URLs', () => {
    const steps = pipelines.flatMap((p) => p.steps ?? []);
    expect(steps.some((s) => (s.retry_attempt ?? 0) > 0 && s.next_retry_at && s.last_error)).toBe(
      true,
    );
    const poisoned = pipelines.find((p) => p.steps?.some((s) => s.poisoned));
    expect(poisoned?.pipelineId).toBe(SEED_IDS.poisonedPipeline);
    const outputs = steps.map((s) => s.output).filter((o) => o?.deploymentUrl);
    expect(
      outputs.some(
        (o) =>
          isSafeHttpUrl(o?.deploymentUrl) &&
          o?.region &&
          o.slug &&
          o.tenantDomain &&
          o.workspaceName,
      ),
    ).toBe(true);
    const unsafeDeployment = pipelines.filter((p) =>
      p.steps?.some((s) => s.output?.deploymentUrl && !isSafeHttpUrl(s.output.deploymentUrl)),
    );
    expect(unsafeDeployment.map((p) => p.pipelineId)).toEqual([
      SEED_IDS.javascriptDeploymentPipeline,
    ]);
    const unsafeLink = pipelines.filter((p) => !isSafeHttpUrl(p.pipelineUrl));
    expect(unsafeLink.map((p) => p.pipelineId)).toEqual([SEED_IDS.javascriptPipelineUrlPipeline]);
  });

  it('GET /api/v1/provisioner/:id returns one pipeline, or a JSON 404', async () => {
    const { body } = await as.admin
      .get(`/api/v1/provisioner/${SEED_IDS.poisonedPipeline}`)
      .expect(200);
    expect(body).toMatchObject({
      pipelineId: SEED_IDS.poisonedPipeline,
      status: 'failed',
      inputParams: { title: 'Provision Initech' },
    });
    expect(
      (await as.admin.get(`/api/v1/provisioner/${SEED_IDS.purgedPipeline}`).expect(404)).body.error,
    ).toBe('not_found');
  });

  it('is forbidden to a Manager (needs provisioner:read)', async () => {
    const response = await as.manager.get('/api/v1/provisioner').expect(403);
    expect(response.body).toEqual({
      error: 'forbidden',
      message: expect.stringMatching(/needs provisioner:read$/),
    });
    await as.user.get(`/api/v1/provisioner/${SEED_IDS.poisonedPipeline}`).expect(403);
  });
});
