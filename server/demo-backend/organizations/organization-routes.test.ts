import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ONBOARDING_STATUSES } from '@shared/constants';
import { organizationSchema } from '@shared/schemas';
import { SEED_IDS } from '../seed/seed';
import { client, conditionalPatch, signedInBackend } from '../../test/demo-backend-support';

const ORGS = '/api/v1/organizations';
const { app, as } = signedInBackend();

describe('signed out', () => {
  it.each([
    ['get', ORGS],
    ['post', ORGS],
    ['get', `${ORGS}/${SEED_IDS.acme}`],
    ['patch', `${ORGS}/${SEED_IDS.acme}`],
    ['delete', `${ORGS}/${SEED_IDS.acme}`],
    ['get', `${ORGS}/${SEED_IDS.acme}/managed`],
    ['post', `${ORGS}/${SEED_IDS.acme}/managed`],
    ['delete', `${ORGS}/${SEED_IDS.acme}/managed/${SEED_IDS.acmeEurope}`],
    ['get', `${ORGS}/${SEED_IDS.acme}/users`],
    ['post', `${ORGS}/${SEED_IDS.acme}/users`],
    ['put', `${ORGS}/${SEED_IDS.acme}/users/x`],
    ['delete', `${ORGS}/${SEED_IDS.acme}/users/x`],
    ['get', `${ORGS}/${SEED_IDS.acme}/settings`],
    ['patch', `${ORGS}/${SEED_IDS.acme}/settings`],
    ['get', `${ORGS}/${SEED_IDS.acme}/onboardings`],
    ['post', `${ORGS}/${SEED_IDS.acme}/domains`],
    ['delete', `${ORGS}/${SEED_IDS.acme}/domains`],
    ['get', '/api/v1/agencies?name=police'],
    ['get', '/api/v1/agencies/x?stateOrProvince=CA'],
    ['get', '/api/v1/provisioner'],
    ['get', `/api/v1/provisioner/${SEED_IDS.poisonedPipeline}`],
  ] as const)('%s %s is a 401 JSON', async (method, url) => {
    const anonymous = client(app);
    const response = await (
      method === 'get' ? anonymous.get(url) : anonymous.send(method, url, {})
    ).expect(401);
    expect(response.body).toEqual({ error: 'unauthorized', message: expect.any(String) });
  });
});

describe('GET /api/v1/organizations', () => {
  // The seed as it is: a backend of its own, which no write below reaches.
  const seeded = signedInBackend();

  it('gives an administrator all 25, each a valid organization with consistent counts', async () => {
    const { body } = await seeded.as.admin.get(ORGS).expect(200);
    expect(body).toHaveLength(25);
    for (const organization of body)
      expect(organizationSchema.safeParse(organization).success).toBe(true);
    const acme = body.find((o: { id: string }) => o.id === SEED_IDS.acme);
    expect(acme).toMatchObject({ name: 'Acme Corporation', status: 'active', userCount: 63 });
    expect(acme.managedOrganizations).toHaveLength(4);
    const managed = await seeded.as.admin.get(`${ORGS}/${SEED_IDS.acme}/managed`).expect(200);
    expect(managed.body.map((m: { id: string }) => m.id).sort()).toEqual(
      acme.managedOrganizations
        .map((m: { managedOrganizationId: string }) => m.managedOrganizationId)
        .sort(),
    );
    const soylent = body.find((o: { id: string }) => o.id === SEED_IDS.soylent);
    expect(soylent).not.toHaveProperty('status');
  });

  it('gives others only their own organization and the ones it manages', async () => {
    for (const who of ['manager', 'user'] as const) {
      const { body } = await seeded.as[who].get(ORGS).expect(200);
      expect(body.map((o: { name: string }) => o.name).sort()).toEqual([
        'Acme Corporation',
        'Acme Europe GmbH',
        'Acme Labs',
        'Coyote Engineering',
        'Roadrunner Logistics',
      ]);
    }
    expect((await seeded.as.nobody.get(ORGS).expect(200)).body).toEqual([]);
  });
});

describe('GET /api/v1/organizations/:id', () => {
  it('returns name, slug and domains', async () => {
    const { body } = await as.user.get(`${ORGS}/${SEED_IDS.acme}`).expect(200);
    expect(body).toMatchObject({
      id: SEED_IDS.acme,
      name: 'Acme Corporation',
      slug: 'acme',
      domains: ['acme.example', 'acme-corp.example'],
    });
  });

  it('lets a non-admin read a managed organization but not another one', async () => {
    await as.user.get(`${ORGS}/${SEED_IDS.acmeEurope}`).expect(200);
    const response = await as.user.get(`${ORGS}/${SEED_IDS.globex}`).expect(403);
    expect(response.body).toEqual({
      error: 'forbidden',
      message: `You do not have access to organization ${SEED_IDS.globex}`,
    });
    await as.user.get(`${ORGS}/${SEED_IDS.globex}/users`).expect(403);
    await as.user.get(`${ORGS}/${SEED_IDS.globex}/onboardings`).expect(403);
    await as.nobody.get(`${ORGS}/${SEED_IDS.acme}`).expect(403);
  });

  it('is a JSON 404 for an unknown id (administrator)', async () => {
    const response = await as.admin.get(`${ORGS}/no-such-id`).expect(404);
    expect(response.body.error).toBe('not_found');
  });
});

describe('POST /api/v1/organizations', () => {
  it('creates an organization that then appears in the list', async () => {
    const response = await as.admin
      .send('post', ORGS, {
        name: '  Initrode  ',
        description: 'Paper clips',
        domains: ['Initrode.example'],
      })
      .expect(201);
    expect(response.body).toMatchObject({
      name: 'Initrode',
      slug: 'initrode',
      status: 'active',
      description: 'Paper clips',
      domains: ['initrode.example'],
      userCount: 0,
      managedOrganizations: [],
    });
    expect(response.body.id).toMatch(/^[0-9a-f-]{36}$/);
    const { body } = await as.admin.get(ORGS).expect(200);
    expect(body.map((o: { id: string }) => o.id)).toContain(response.body.id);
  });

  it('answers 400 naming the field for a bad body', async () => {
    expect((await as.admin.send('post', ORGS, { name: '   ' }).expect(400)).body).toEqual({
      error: 'bad_request',
      message: 'name is required',
    });
    expect((await as.admin.send('post', ORGS, {}).expect(400)).body.message).toMatch(/\bname\b/);
    expect(
      (await as.admin.send('post', ORGS, { name: 'X', domains: 'a.example' }).expect(400)).body
        .message,
    ).toMatch(/domains/);
    expect(
      (await as.admin.send('post', ORGS, { name: 'X', domains: ['not a domain'] }).expect(400)).body
        .message,
    ).toMatch(/domains\[0\]/);
    expect(
      (await as.admin.send('post', ORGS, { name: 'X', colour: 'red' }).expect(400)).body.message,
    ).toMatch(/colour/);
    expect((await as.admin.send('post', ORGS, [1, 2]).expect(400)).body.message).toMatch(
      /JSON object/,
    );
  });

  it('answers 400 "Malformed JSON body" for broken JSON', async () => {
    const response = await as.admin
      .send('post', ORGS)
      .set('Content-Type', 'application/json')
      .send('{"name": ')
      .expect(400);
    expect(response.body).toEqual({ error: 'bad_request', message: 'Malformed JSON body' });
  });

  it('answers 413 JSON for a body over 1 MB', async () => {
    const response = await as.admin
      .send('post', ORGS, { name: 'Big', description: 'x'.repeat(1_100_000) })
      .expect(413);
    expect(response.body).toEqual({
      error: 'payload_too_large',
      message: expect.stringMatching(/1 MB/),
    });
  });

  it('answers 415 for a body that is not JSON', async () => {
    await as.admin.send('post', ORGS).set('Content-Type', 'text/plain').send('name=x').expect(415);
  });

  it('answers 403 without X-CSRF: 1', async () => {
    const cookie =
      (await request(app).post('/login').type('form').send({ email: 'admin@example.com' })).headers[
        'set-cookie'
      ]?.[0]?.split(';')[0] ?? '';
    const response = await request(app)
      .post(ORGS)
      .set('Cookie', cookie)
      .send({ name: 'No header' })
      .expect(403);
    expect(response.body).toEqual({ error: 'csrf', message: 'The X-CSRF: 1 header is required' });
    await request(app)
      .post(ORGS)
      .set('Cookie', cookie)
      .set('X-CSRF', '0')
      .send({ name: 'Wrong header' })
      .expect(403);
  });

  it('is forbidden to a User (needs organizations:write)', async () => {
    const response = await as.user.send('post', ORGS, { name: 'Nope' }).expect(403);
    expect(response.body).toEqual({
      error: 'forbidden',
      message: expect.stringMatching(/needs organizations:write$/),
    });
  });

  it('refuses a duplicate name or a domain another organization owns (409)', async () => {
    await as.admin.send('post', ORGS, { name: 'acme corporation' }).expect(409);
    const response = await as.admin
      .send('post', ORGS, { name: 'Fresh', domains: ['acme.example'] })
      .expect(409);
    expect(response.body.message).toContain('Acme Corporation');
  });
});

describe('PATCH /api/v1/organizations/:id', () => {
  it('updates name, status and domains', async () => {
    const url = `${ORGS}/${SEED_IDS.acmeEurope}`;
    const { body } = await conditionalPatch(as.manager, url, {
      name: 'Acme Europe SE',
      status: 'suspended',
      domains: ['acme.example.eu', 'acme-se.example'],
    });
    expect(body).toMatchObject({
      name: 'Acme Europe SE',
      status: 'suspended',
      domains: ['acme.example.eu', 'acme-se.example'],
    });
    expect((await as.user.get(url).expect(200)).body.name).toBe('Acme Europe SE');
  });

  it('answers 400 naming status when it is not offered', async () => {
    const response = await as.admin
      .send('patch', `${ORGS}/${SEED_IDS.acme}`, { name: 'Acme Corporation', status: 'deleted' })
      .expect(400);
    expect(response.body.message).toBe('status must be one of active, inactive, suspended');
  });

  it('is forbidden to a User and to a Manager outside their organizations', async () => {
    await as.user
      .send('patch', `${ORGS}/${SEED_IDS.acme}`, { name: 'Acme', status: 'active' })
      .expect(403);
    await as.manager
      .send('patch', `${ORGS}/${SEED_IDS.globex}`, { name: 'Globex', status: 'active' })
      .expect(403);
  });
});

describe('DELETE /api/v1/organizations/:id', () => {
  it('is forbidden to a Manager (needs organizations:delete)', async () => {
    const response = await as.manager.send('delete', `${ORGS}/${SEED_IDS.acmeEurope}`).expect(403);
    expect(response.body).toEqual({
      error: 'forbidden',
      message: expect.stringMatching(/needs organizations:delete$/),
    });
  });

  it('removes the organization and every link to it', async () => {
    const victim = SEED_IDS.soylent;
    await as.admin.send('delete', `${ORGS}/${victim}`).expect(204);
    await as.admin.get(`${ORGS}/${victim}`).expect(404);
    const { body } = await as.admin.get(ORGS).expect(200);
    expect(body.map((o: { id: string }) => o.id)).not.toContain(victim);
    for (const organization of body) {
      expect(
        organization.managedOrganizations.map(
          (m: { managedOrganizationId: string }) => m.managedOrganizationId,
        ),
      ).not.toContain(victim);
    }
    await as.admin.send('delete', `${ORGS}/${victim}`).expect(404);
  });

  it("refuses the caller's own organization (409), which keeps its members and their roles", async () => {
    const response = await as.admin.send('delete', `${ORGS}/${SEED_IDS.acme}`).expect(409);
    expect(response.body).toEqual({
      error: 'conflict',
      message: 'You cannot delete your own organization; ask another administrator',
    });
    await as.admin.get(`${ORGS}/${SEED_IDS.acme}`).expect(200);
    await as.admin.get(ORGS).expect(200);
  });
});

describe('domains', () => {
  const url = `${ORGS}/${SEED_IDS.monsters}/domains`;

  it('adds and removes a domain, answering the organization', async () => {
    const added = await as.admin.send('post', url, { domain: ' Scare-Floor.example ' }).expect(201);
    expect(added.body.domains).toEqual(['scare-floor.example']);
    await as.admin.send('post', url, { domain: 'scare-floor.example' }).expect(409);
    const removed = await as.admin
      .send('delete', url, { domain: 'scare-floor.example' })
      .expect(200);
    expect(removed.body.domains).toEqual([]);
    await as.admin.send('delete', url, { domain: 'scare-floor.example' }).expect(404);
  });

  it('answers 400 naming domain', async () => {
    expect((await as.admin.send('post', url, { domain: '' }).expect(400)).body.message).toBe(
      'domain is required',
    );
    expect((await as.admin.send('post', url, {}).expect(400)).body.message).toMatch(/^domain/);
    expect(
      (await as.admin.send('post', url, { domain: 'http://x' }).expect(400)).body.message,
    ).toMatch(/^domain must be a domain name/);
  });

  it('is forbidden without organizations:write', async () => {
    const response = await as.user
      .send('post', `${ORGS}/${SEED_IDS.acme}/domains`, { domain: 'x.example' })
      .expect(403);
    expect(response.body.message).toMatch(/needs organizations:write$/);
  });
});

describe('managed organizations', () => {
  it('lists items that are both organizations and managed relations', async () => {
    const { body } = await as.user.get(`${ORGS}/${SEED_IDS.acme}/managed`).expect(200);
    expect(body).toHaveLength(4);
    for (const item of body) {
      expect(organizationSchema.safeParse(item).success).toBe(true);
      expect(item).toMatchObject({
        id: item.managedOrganizationId,
        organizationId: SEED_IDS.acme,
        name: expect.any(String),
        addedDate: expect.any(String),
        status: expect.any(String),
      });
    }
    expect((await as.admin.get(`${ORGS}/${SEED_IDS.monsters}/managed`).expect(200)).body).toEqual(
      [],
    );
  });

  it('adds and removes a managed organization', async () => {
    const url = `${ORGS}/${SEED_IDS.monsters}/managed`;
    const added = await as.admin
      .send('post', url, { managedOrganizationId: SEED_IDS.globex })
      .expect(201);
    expect(added.body).toMatchObject({
      id: SEED_IDS.globex,
      name: 'Globex Corporation',
      organizationId: SEED_IDS.monsters,
      managedOrganizationId: SEED_IDS.globex,
      status: 'active',
    });
    await as.admin.send('post', url, { managedOrganizationId: SEED_IDS.globex }).expect(409);
    expect(
      (await as.admin.get(`${ORGS}/${SEED_IDS.monsters}`).expect(200)).body.managedOrganizations,
    ).toHaveLength(1);
    await as.admin.send('delete', `${url}/${SEED_IDS.globex}`).expect(204);
    await as.admin.send('delete', `${url}/${SEED_IDS.globex}`).expect(404);
  });

  it('answers 400 naming managedOrganizationId', async () => {
    const url = `${ORGS}/${SEED_IDS.monsters}/managed`;
    expect((await as.admin.send('post', url, {}).expect(400)).body.message).toMatch(
      /managedOrganizationId/,
    );
    expect(
      (await as.admin.send('post', url, { managedOrganizationId: 'nope' }).expect(400)).body
        .message,
    ).toMatch(/managedOrganizationId/);
    expect(
      (await as.admin.send('post', url, { managedOrganizationId: SEED_IDS.monsters }).expect(400))
        .body.message,
    ).toMatch(/managedOrganizationId/);
  });

  it('is for administrators only (a link widens who can see an organization)', async () => {
    const response = await as.manager
      .send('post', `${ORGS}/${SEED_IDS.acme}/managed`, { managedOrganizationId: SEED_IDS.globex })
      .expect(403);
    expect(response.body.message).toMatch(/needs admin:access$/);
    await as.manager
      .send('delete', `${ORGS}/${SEED_IDS.acme}/managed/${SEED_IDS.acmeLabs}`)
      .expect(403);
  });
});

describe('GET /api/v1/organizations/:id/onboardings', () => {
  it('lists onboardings with steps in every status, some with a pipeline', async () => {
    const lists = await Promise.all(
      [SEED_IDS.acme, SEED_IDS.globex].map(
        async (id) => (await as.admin.get(`${ORGS}/${id}/onboardings`).expect(200)).body,
      ),
    );
    const all = lists.flat();
    const statuses = new Set(all.map((o: { status: string }) => o.status));
    for (const status of [...ONBOARDING_STATUSES, 'in-progress', 'error'])
      expect(statuses).toContain(status);
    expect(all.some((o: { pipelineId?: string }) => o.pipelineId)).toBe(true);
    expect(all.some((o: { pipelineId?: string }) => !o.pipelineId)).toBe(true);
    for (const onboarding of all) {
      expect(onboarding.steps.length).toBeGreaterThan(0);
      expect(onboarding.steps[0]).toEqual(
        expect.objectContaining({
          order: expect.any(Number),
          name: expect.any(String),
          description: expect.any(String),
          assignedTo: expect.any(String),
          status: expect.any(String),
        }),
      );
    }
  });

  it('is readable by a User for their own organization and empty where there are none', async () => {
    expect(
      (await as.user.get(`${ORGS}/${SEED_IDS.acme}/onboardings`).expect(200)).body.length,
    ).toBeGreaterThan(3);
    expect(
      (await as.admin.get(`${ORGS}/${SEED_IDS.monsters}/onboardings`).expect(200)).body,
    ).toEqual([]);
  });
});

describe('lost updates on organization edits (DESIGN resolution 18, #25 item 10)', () => {
  it('answers an ETag and takes it back as If-Match: of 20 parallel edits of one version, one wins', async () => {
    const url = `${ORGS}/${SEED_IDS.monsters}`;
    const read = await as.admin.get(url).expect(200);
    const etag = read.headers.etag as string;
    expect(etag).toMatch(/^"o-/);
    const edits = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        as.admin
          .send('patch', url, { name: `Monsters Inc ${index}`, status: 'active' })
          .set('If-Match', etag),
      ),
    );
    const statuses = edits.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(edits.find((r) => r.status === 409)?.body.message).toMatch(/changed by someone else/);
    const winner = edits.find((response) => response.status === 200)!;
    const after = await as.admin.get(url).expect(200);
    expect(after.body.name).toBe(winner.body.name);
    expect(after.headers.etag).toBe(winner.headers.etag);
    // Without If-Match the edit is refused (DESIGN resolution 25): nothing is overwritten blind.
    await as.admin.send('patch', url, { name: 'Monsters Inc', status: 'active' }).expect(428);
    expect((await as.admin.get(url).expect(200)).body.name).toBe(winner.body.name);
  });
});
