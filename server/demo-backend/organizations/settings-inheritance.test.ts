// DESIGN resolution 23 through the API: inherited fields with their sources, null back to
// inherited, floors a managing organization sets (each refusal a 409 in words), and applying a
// group to the managed organizations (a dry run changes nothing; at scale, one request).
import { beforeEach, describe, expect, it } from 'vitest';
import { SEED_IDS } from '../seed/seed';
import {
  client,
  conditionalPatch,
  makeBackend,
  signIn,
  signedInClients,
  type AccountName,
  type Client,
} from '../../test/demo-backend-support';

const settingsUrl = (id: string) => `/api/v1/organizations/${id}/settings`;
const floorsUrl = (id: string) => `${settingsUrl(id)}/floors`;
const applyUrl = (id: string) => `${settingsUrl(id)}/apply`;

let as: Record<AccountName, Client>;

beforeEach(async () => {
  as = await signedInClients(makeBackend().app);
});

type Doc = {
  id: string;
  name: string;
  settings: Record<string, Record<string, unknown>>;
  sources: Record<string, { from: string; organizationName: string }>;
};

/** The document as the console sends it: inherited fields null, `change` applied. */
async function patchBody(id: string, change: (settings: Doc['settings']) => void = () => {}) {
  const { body } = (await as.admin.get(settingsUrl(id)).expect(200)) as { body: Doc };
  const settings = structuredClone(body.settings);
  for (const [field, source] of Object.entries(body.sources)) {
    const [group, name] = field.split('.') as [string, string];
    if (source.from === 'inherited') settings[group]![name] = null;
  }
  change(settings);
  return { id: body.id, name: body.name, settings };
}

async function putFloors(as: Client, id: string, floors: unknown, status = 200) {
  const read = await as.get(floorsUrl(id)).expect(200);
  return as
    .send('put', floorsUrl(id), floors)
    .set('If-Match', read.headers.etag as string)
    .expect(status);
}

describe('inheritance', () => {
  it("a managed organization's field takes Acme's value until it is set here", async () => {
    const { body } = await as.user.get(settingsUrl(SEED_IDS.acmeEurope)).expect(200);
    expect(body.inheritsFrom).toEqual({
      organizationId: SEED_IDS.acme,
      organizationName: 'Acme Corporation',
    });
    expect(body.settings.security).toEqual({
      requireMfa: true,
      passwordPolicy: 'strict',
      sessionTimeout: 60,
    });
    expect(body.sources['security.requireMfa']).toEqual({
      from: 'inherited',
      organizationId: SEED_IDS.acme,
      organizationName: 'Acme Corporation',
    });
    expect(body.sources['security.sessionTimeout']).toMatchObject({ from: 'own' });
    expect(body.inheritedValues.security.sessionTimeout).toBe(240);
  });

  it('a managed organization with nothing stored has a document (all inherited), not a 404', async () => {
    const { body } = await as.admin.get(settingsUrl(SEED_IDS.acmeLabs)).expect(200);
    expect(body.settings.branding.primaryColor).toBe('#D9480F');
    expect(
      Object.values(body.sources).every((s) => (s as Doc['sources'][string]).from === 'inherited'),
    ).toBe(true);
  });

  it('a field PATCHed to null goes back to inherited, recorded with before and after', async () => {
    const body = await patchBody(
      SEED_IDS.acmeEurope,
      (s) => void (s.security!.sessionTimeout = null),
    );
    const saved = await conditionalPatch(as.admin, settingsUrl(SEED_IDS.acmeEurope), body);
    expect(saved.body.settings.security.sessionTimeout).toBe(240);
    expect(saved.body.sources['security.sessionTimeout']).toMatchObject({ from: 'inherited' });
    const events = await as.admin
      .get(`/api/v1/audit-events?organizationId=${SEED_IDS.acmeEurope}&action=settings.updated`)
      .expect(200);
    expect(events.body.items[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'security.sessionTimeout', before: 60, after: 240 },
        expect.objectContaining({ field: 'setHere' }),
      ]),
    );
  });

  it('a field set here on a managed organization becomes its own', async () => {
    const body = await patchBody(
      SEED_IDS.acmeLabs,
      (s) => void (s.branding!.primaryColor = '#112233'),
    );
    const saved = await conditionalPatch(as.admin, settingsUrl(SEED_IDS.acmeLabs), body);
    expect(saved.body.sources['branding.primaryColor']).toMatchObject({ from: 'own' });
    expect(saved.body.sources['branding.logoUrl']).toMatchObject({ from: 'inherited' });
  });

  it('a document read and sent back unchanged is a valid write (what GET adds is ignored)', async () => {
    const { body } = await as.admin.get(settingsUrl(SEED_IDS.acme)).expect(200);
    expect(body.sources).toBeDefined();
    const saved = await conditionalPatch(as.admin, settingsUrl(SEED_IDS.acme), body, 200);
    expect(saved.body.settings).toEqual(body.settings);
  });

  it('an organization nobody manages cannot send null: 400 naming the field', async () => {
    const { body } = await as.admin.get(settingsUrl(SEED_IDS.acme)).expect(200);
    const doc = { id: body.id, name: body.name, settings: structuredClone(body.settings) };
    doc.settings.security.requireMfa = null;
    const answer = await conditionalPatch(as.admin, settingsUrl(SEED_IDS.acme), doc, 400);
    expect(answer.body.message).toBe(
      'settings.security.requireMfa cannot go back to inherited: Acme Corporation is not managed by another organization',
    );
  });
});

describe('floors', () => {
  it('a write of floors needs the version read (428 without)', async () => {
    await as.manager
      .send('put', floorsUrl(SEED_IDS.acme), { 'security.requireMfa': true })
      .expect(428);
  });

  it('is refused to a User (needs organizations:write)', async () => {
    const read = await as.user.get(floorsUrl(SEED_IDS.acme)).expect(200);
    await as.user
      .send('put', floorsUrl(SEED_IDS.acme), { 'security.requireMfa': true })
      .set('If-Match', read.headers.etag as string)
      .expect(403);
  });

  it('a Manager sets floors; a child may tighten, a looser save is a 409 naming the floor', async () => {
    const set = await putFloors(as.manager, SEED_IDS.acme, {
      'security.requireMfa': true,
      'security.sessionTimeout': 120,
      'security.passwordPolicy': 'standard',
    });
    expect(set.body).toEqual({
      floors: {
        'security.requireMfa': true,
        'security.sessionTimeout': 120,
        'security.passwordPolicy': 'standard',
      },
      managedCount: 4,
    });
    const { body } = await as.user.get(settingsUrl(SEED_IDS.acmeEurope)).expect(200);
    expect(body.floors['security.sessionTimeout']).toEqual({
      value: 120,
      organizationId: SEED_IDS.acme,
      organizationName: 'Acme Corporation',
    });

    const refusals: [(s: Doc['settings']) => void, string][] = [
      [
        (s) => void (s.security!.requireMfa = false),
        'Require MFA must stay on: a floor set by Acme Corporation',
      ],
      [
        (s) => void (s.security!.sessionTimeout = 600),
        'Session timeout may be at most 120 minutes: a floor set by Acme Corporation',
      ],
      [
        (s) => void (s.security!.passwordPolicy = 'basic'),
        'Password policy must be standard or stricter: a floor set by Acme Corporation',
      ],
    ];
    for (const [change, message] of refusals) {
      const doc = await patchBody(SEED_IDS.acmeEurope, change);
      const answer = await conditionalPatch(as.admin, settingsUrl(SEED_IDS.acmeEurope), doc, 409);
      expect(answer.body).toEqual({ error: 'conflict', message });
    }
    const tighter = await patchBody(
      SEED_IDS.acmeEurope,
      (s) => void (s.security!.sessionTimeout = 30),
    );
    await conditionalPatch(as.admin, settingsUrl(SEED_IDS.acmeEurope), tighter, 200);
  });

  it('what a child inherits or stored before the floor is held to it', async () => {
    await putFloors(as.admin, SEED_IDS.acme, { 'security.sessionTimeout': 45 });
    const labs = await as.admin.get(settingsUrl(SEED_IDS.acmeLabs)).expect(200);
    expect(labs.body.settings.security.sessionTimeout).toBe(45);
    const europe = await as.admin.get(settingsUrl(SEED_IDS.acmeEurope)).expect(200);
    expect(europe.body.settings.security.sessionTimeout).toBe(45);
  });

  it('refuses a floor that is not a tightening: requireMfa false is a 400', async () => {
    const answer = await putFloors(as.admin, SEED_IDS.acme, { 'security.requireMfa': false }, 400);
    expect(answer.body.message).toMatch(/requireMfa can only be required/);
  });
});

describe('apply to managed organizations', () => {
  it('a dry run says what would change and changes nothing', async () => {
    const preview = await as.manager
      .send('post', applyUrl(SEED_IDS.acme), { groups: ['security'], dryRun: true })
      .expect(200);
    expect(preview.body).toEqual({
      changed: 1,
      unchanged: 3,
      fields: { 'security.sessionTimeout': 1 },
      organizations: [
        {
          organizationId: SEED_IDS.acmeEurope,
          organizationName: 'Acme Europe GmbH',
          fields: ['security.sessionTimeout'],
        },
      ],
      dryRun: true,
    });
    const { body } = await as.admin.get(settingsUrl(SEED_IDS.acmeEurope)).expect(200);
    expect(body.sources['security.sessionTimeout']).toMatchObject({ from: 'own' });
  });

  it('applies: the overrides of the group go, one activity event per changed organization', async () => {
    const applied = await as.manager
      .send('post', applyUrl(SEED_IDS.acme), {
        groups: ['security', 'notifications'],
        dryRun: false,
      })
      .expect(200);
    expect(applied.body).toMatchObject({ changed: 1, unchanged: 3, dryRun: false });
    const { body } = await as.admin.get(settingsUrl(SEED_IDS.acmeEurope)).expect(200);
    expect(body.settings.security.sessionTimeout).toBe(240);
    expect(body.settings.notifications.notificationFrequency).toBe('immediate');
    const events = await as.admin.get(`/api/v1/audit-events?action=settings.applied`).expect(200);
    expect(events.body.items).toHaveLength(1);
    expect(events.body.items[0]).toMatchObject({
      organizationId: SEED_IDS.acmeEurope,
      actor: { email: 'manager@example.com' },
    });
  });

  it('refuses an organization that is not managed by it: 400 naming it', async () => {
    const answer = await as.admin
      .send('post', applyUrl(SEED_IDS.acme), {
        groups: ['security'],
        organizationIds: [SEED_IDS.globex],
        dryRun: true,
      })
      .expect(400);
    expect(answer.body.message).toBe(
      `organizationIds: ${SEED_IDS.globex} is not managed by Acme Corporation`,
    );
  });

  it('at DEMO_SCALE=large, Security reaches 5,000 managed organizations in one request', async () => {
    const { app } = makeBackend({ scale: 'large' });
    const manager = client(app, await signIn(app, 'manager'));
    const preview = await manager
      .send('post', applyUrl(SEED_IDS.acme), { groups: ['security'], dryRun: true })
      .expect(200);
    expect(preview.body.changed + preview.body.unchanged).toBe(5_000);
    expect(preview.body.changed).toBeGreaterThan(1_000);
    const applied = await manager
      .send('post', applyUrl(SEED_IDS.acme), { groups: ['security'], dryRun: false })
      .expect(200);
    expect(applied.body.changed).toBe(preview.body.changed);
    const again = await manager
      .send('post', applyUrl(SEED_IDS.acme), { groups: ['security'], dryRun: true })
      .expect(200);
    expect(again.body).toMatchObject({ changed: 0, unchanged: 5_000 });
  }, 180_000);
});
