import { describe, expect, it } from 'vitest';
import {
  defaultOrganizationSettings,
  organizationSettingsSchema,
  type OrganizationSettings,
} from '@shared/schemas';
import { SEED_IDS } from '../seed/seed';
import { conditionalPatch, signedInBackend } from '../../test/demo-backend-support';

const settingsUrl = (id: string) => `/api/v1/organizations/${id}/settings`;
const { as } = signedInBackend();

function acmeDocument(
  change: (doc: OrganizationSettings) => void = () => {},
): OrganizationSettings {
  const doc = defaultOrganizationSettings({
    id: SEED_IDS.acme,
    name: 'Acme Corporation',
    slug: 'acme',
    domains: [],
  });
  change(doc);
  return doc;
}

describe('GET …/settings', () => {
  // The seed as it is: a backend of its own, which no write below reaches.
  const seeded = signedInBackend();

  it('returns the settings document of an organization that has one', async () => {
    const { body } = await seeded.as.user.get(settingsUrl(SEED_IDS.acme)).expect(200);
    // DESIGN resolution 23's additions aside, the document is SPEC §3's.
    const { sources, floors, inheritsFrom, inheritedValues, managedCount, ...document } = body;
    expect(sources['security.requireMfa']).toMatchObject({ from: 'own' });
    expect({ floors, inheritsFrom, inheritedValues, managedCount }).toEqual({
      floors: {},
      inheritsFrom: null,
      inheritedValues: null,
      managedCount: 4,
    });
    expect(organizationSettingsSchema.parse(document)).toMatchObject({
      id: SEED_IDS.acme,
      name: 'Acme Corporation',
      slug: 'acme',
      domains: ['acme.example', 'acme-corp.example'],
      settings: {
        security: { requireMfa: true },
        integrations: { allowedIpRanges: ['10.0.0.0/8', '192.168.10.0/24', '2001:db8::/32'] },
      },
    });
  });

  it('is a JSON 404 for an organization without settings', async () => {
    const response = await seeded.as.admin.get(settingsUrl(SEED_IDS.monsters)).expect(404);
    expect(response.body.error).toBe('not_found');
  });
});

describe('PATCH …/settings', () => {
  it('saves the whole document, which a later GET returns', async () => {
    const doc = acmeDocument((d) => {
      d.settings.security.sessionTimeout = 90;
      d.settings.integrations.allowedIpRanges = [' 172.16.0.0/12 ', 'fd00::/8'];
      d.settings.integrations.webhookUrl = 'https://hooks.example.com/x';
      d.settings.branding.customDomain = 'Login.Acme.example';
    });
    const saved = await conditionalPatch(as.manager, settingsUrl(SEED_IDS.acme), doc);
    expect(saved.body.settings.integrations.allowedIpRanges).toEqual(['172.16.0.0/12', 'fd00::/8']);
    expect(saved.body.settings.branding.customDomain).toBe('login.acme.example');
    const { body } = await as.user.get(settingsUrl(SEED_IDS.acme)).expect(200);
    expect(body.settings.security.sessionTimeout).toBe(90);
    expect(body.domains).toEqual(['acme.example', 'acme-corp.example']);
  });

  it('creates settings for an organization that had none', async () => {
    const doc = defaultOrganizationSettings({ id: SEED_IDS.monsters, name: 'Monsters Inc' });
    doc.settings.security.requireMfa = true;
    await as.admin
      .send('patch', settingsUrl(SEED_IDS.monsters), doc)
      .set('If-None-Match', '*')
      .expect(200);
    await as.admin.get(settingsUrl(SEED_IDS.monsters)).expect(200);
    // The record says what changed from the defaults the console showed (#24 friction 3),
    // not twelve fields as "(empty) → value".
    const events = await as.admin
      .get(`/api/v1/audit-events?organizationId=${SEED_IDS.monsters}&action=settings.updated`)
      .expect(200);
    expect(events.body.items[0].changes).toEqual([
      { field: 'security.requireMfa', before: false, after: true },
    ]);
  });

  it.each([
    [
      'sessionTimeout below 30',
      (d: OrganizationSettings) => void (d.settings.security.sessionTimeout = 10),
      /sessionTimeout/,
    ],
    [
      'a missing group',
      (d: OrganizationSettings) =>
        void delete (d.settings as Partial<OrganizationSettings['settings']>).branding,
      /branding/,
    ],
    [
      'an unknown frequency',
      (d: OrganizationSettings) =>
        void ((
          d.settings.notifications as { notificationFrequency: string }
        ).notificationFrequency = 'hourly'),
      /notificationFrequency/,
    ],
    [
      'a bad IP range',
      (d: OrganizationSettings) =>
        void (d.settings.integrations.allowedIpRanges = ['10.0.0.0/8', '300.1.1.1/8']),
      /allowedIpRanges\[1\]/,
    ],
    [
      'an IP without a prefix',
      (d: OrganizationSettings) => void (d.settings.integrations.allowedIpRanges = ['10.0.0.1']),
      /allowedIpRanges\[0\]/,
    ],
    [
      'a javascript: webhook URL',
      (d: OrganizationSettings) =>
        void (d.settings.integrations.webhookUrl = 'javascript:alert(1)'),
      /webhookUrl/,
    ],
    [
      'a non-http logo URL',
      (d: OrganizationSettings) =>
        void (d.settings.branding.logoUrl = 'ftp://cdn.example/logo.png'),
      /logoUrl/,
    ],
    ['another organization id', (d: OrganizationSettings) => void (d.id = SEED_IDS.globex), /^id/],
  ])('answers 400 naming the field for %s', async (_what, change, field) => {
    const before = (await as.admin.get(settingsUrl(SEED_IDS.acme))).body;
    const response = await as.admin
      .send('patch', settingsUrl(SEED_IDS.acme), acmeDocument(change))
      .expect(400);
    expect(response.body.error).toBe('bad_request');
    expect(response.body.message).toMatch(field);
    expect((await as.admin.get(settingsUrl(SEED_IDS.acme))).body).toEqual(before);
  });

  it("is forbidden to a User (needs organizations:write) and outside the caller's organizations", async () => {
    const response = await as.user
      .send('patch', settingsUrl(SEED_IDS.acme), acmeDocument())
      .expect(403);
    expect(response.body.message).toMatch(/needs organizations:write$/);
    const globex = defaultOrganizationSettings({ id: SEED_IDS.globex, name: 'Globex Corporation' });
    await as.manager.send('patch', settingsUrl(SEED_IDS.globex), globex).expect(403);
    await as.manager.get(settingsUrl(SEED_IDS.globex)).expect(403);
  });
});

describe('lost updates (DESIGN resolution 18, #25 item 10)', () => {
  it('answers an ETag and takes it back as If-Match: of 100 parallel saves of one version, one wins', async () => {
    const read = await as.admin.get(settingsUrl(SEED_IDS.acme)).expect(200);
    const etag = read.headers.etag as string;
    expect(etag).toMatch(/^"s-/);
    const saves = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        as.admin
          .send(
            'patch',
            settingsUrl(SEED_IDS.acme),
            acmeDocument((d) => {
              d.settings.security.sessionTimeout = 30 + index;
            }),
          )
          .set('If-Match', etag),
      ),
    );
    const statuses = saves.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(99);
    expect(saves.find((r) => r.status === 409)?.body.message).toMatch(
      /changed by someone else since they were read/,
    );
    // What the winner saved is what is stored, under the version its answer named.
    const winner = saves.find((response) => response.status === 200)!;
    const after = await as.admin.get(settingsUrl(SEED_IDS.acme)).expect(200);
    expect(after.body.settings.security.sessionTimeout).toBe(
      winner.body.settings.security.sessionTimeout,
    );
    expect(after.headers.etag).toBe(winner.headers.etag);
    expect(after.headers.etag).not.toBe(etag);
  });

  it('refuses a write with neither If-Match nor If-None-Match: 428, nothing stored', async () => {
    const before = await as.admin.get(settingsUrl(SEED_IDS.acme)).expect(200);
    const change = acmeDocument((d) => (d.settings.security.passwordPolicy = 'basic'));
    const refused = await as.admin.send('patch', settingsUrl(SEED_IDS.acme), change).expect(428);
    expect(refused.body.message).toMatch(/If-Match/);
    const after = await as.admin.get(settingsUrl(SEED_IDS.acme)).expect(200);
    expect(after.headers.etag).toBe(before.headers.etag);
  });

  it('a first save from the defaults is create-only: a second one is a 412, the first kept', async () => {
    const created = await as.admin
      .send('post', '/api/v1/organizations', { name: 'Never Saved Ltd' })
      .expect(201);
    const id = created.body.id as string;
    const fromDefaults = (change: (d: OrganizationSettings) => void) => {
      const doc = defaultOrganizationSettings({ id, name: 'Never Saved Ltd' });
      change(doc);
      return doc;
    };
    await as.admin.get(settingsUrl(id)).expect(404);
    // Two tabs opened the defaults; B saves Strict first, then A saves its own edit.
    const strict = fromDefaults((d) => (d.settings.security.passwordPolicy = 'strict'));
    await as.admin.send('patch', settingsUrl(id), strict).set('If-None-Match', '*').expect(200);
    const late = await as.admin
      .send(
        'patch',
        settingsUrl(id),
        fromDefaults((d) => (d.settings.security.sessionTimeout = 60)),
      )
      .set('If-None-Match', '*')
      .expect(412);
    expect(late.body.message).toBe(
      'These settings were changed by someone else since they were read: reload them and save again',
    );
    const { body } = await as.admin.get(settingsUrl(id)).expect(200);
    expect(body.settings.security.passwordPolicy).toBe('strict');
    expect(body.settings.security.sessionTimeout).not.toBe(60);
  });
});
