// Issue #12 ("Hard to break, round 2") against the demo backend: names and settings without
// limits (finding 7), the open-redirect list on sign-in and the CSRF vectors on writes.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { defaultOrganizationSettings, type OrganizationSettings } from '@shared/schemas';
import { SEED_IDS } from './seed/seed';
import { conditionalPatch, signedInBackend, signIn } from '../test/demo-backend-support';

const { app, as } = signedInBackend();

const ORGANIZATIONS = '/api/v1/organizations';

describe('finding 7: names have limits and no hidden characters', () => {
  it('refuses a 600,000-character organization name, naming the field', async () => {
    const { body } = await as.admin
      .send('post', ORGANIZATIONS, { name: 'A'.repeat(600_000) })
      .expect(400);
    expect(body.message).toMatch(/^name must be at most 200 characters/);
  });

  it('accepts a 200-character name and stores it normalised (NFC, trimmed, one space)', async () => {
    const name = `  ${'N'.repeat(98)}   ${'n'.repeat(100)}\t`;
    const { body } = await as.admin.send('post', ORGANIZATIONS, { name }).expect(201);
    expect(body.name).toBe(`${'N'.repeat(98)} ${'n'.repeat(100)}`);
  });

  it.each([
    ['a zero-width space', 'Acme\u200B Corporation'],
    ['a right-to-left override', 'Acme \u202Enoitaroproc'],
    ['a bidi isolate', 'Acme \u2067Corp\u2069'],
    ['a BOM', 'Ac\uFEFFme'],
    ['a Hangul filler', 'Acme\u3164Corporation'],
    ['a soft hyphen', 'Ac\u00ADme'],
    ['a NUL', 'Acme\u0000'],
  ])('refuses a name with %s, naming the field', async (_what, name) => {
    const { body } = await as.admin.send('post', ORGANIZATIONS, { name }).expect(400);
    expect(body.message).toBe('name must not contain invisible or text-direction characters.');
  });

  it('the same check guards renames', async () => {
    const { body } = await as.admin
      .send('patch', `${ORGANIZATIONS}/${SEED_IDS.globex}`, {
        name: 'Globex\u200D',
        status: 'active',
      })
      .expect(400);
    expect(body.message).toMatch(/^name must not contain invisible/);
  });

  it.each([
    ['extra spaces', '  Acme   Corporation '],
    ['another case', 'ACME corporation'],
    ['a non-breaking space', 'Acme\u00A0Corporation'],
    ['a Cyrillic А (#25 item 7)', '\u0410cme Corporation'],
    ['Cyrillic о and а', 'Acme C\u043Erp\u043Er\u0430ti\u043En'],
    ['a Greek Α', '\u0391cme Corporation'],
    ['fullwidth letters', 'ＡＣＭＥ Corporation'],
  ])('compares names for uniqueness in their normalised form (%s)', async (_what, name) => {
    const { body } = await as.admin.send('post', ORGANIZATIONS, { name }).expect(409);
    expect(body.message).toContain('Acme Corporation');
  });

  it.each([
    ['a variation selector', 'Acme Corporation\uFE0F', /variation selectors/],
    ['an ideographic variation selector', 'Acme Corporation\u{E0100}', /variation selectors/],
    ['190 stacked marks', `Acme${'\u0301'.repeat(190)} Corporation`, /stack more than 3/],
  ])('refuses a name with %s (#25 item 7)', async (_what, name, message) => {
    const { body } = await as.admin.send('post', ORGANIZATIONS, { name }).expect(400);
    expect(body.message).toMatch(message);
  });

  it('compares composed and decomposed accents alike', async () => {
    await as.admin.send('post', ORGANIZATIONS, { name: 'Caf\u00E9 Holdings' }).expect(201);
    await as.admin.send('post', ORGANIZATIONS, { name: 'Cafe\u0301 Holdings' }).expect(409);
  });

  it('refuses a 10,000-character user name and a 255-character e-mail on invite', async () => {
    const users = `${ORGANIZATIONS}/${SEED_IDS.acme}/users`;
    const long = await as.admin
      .send('post', users, { email: 'long@example.com', name: 'U'.repeat(10_000) })
      .expect(400);
    expect(long.body.message).toMatch(/^name must be at most 200 characters/);
    const hidden = await as.admin
      .send('post', users, { email: 'rlo@example.com', name: 'Ada \u202EnimdA' })
      .expect(400);
    expect(hidden.body.message).toMatch(/^name must not contain invisible/);
    const email = `${'e'.repeat(243)}@example.com`;
    expect(email).toHaveLength(255);
    const tooLong = await as.admin.send('post', users, { email }).expect(400);
    expect(tooLong.body.message).toMatch(/email/);
  });

  it('refuses a 2,001-character description and a 254-character domain', async () => {
    const description = await as.admin
      .send('post', ORGANIZATIONS, { name: 'Notes Inc', description: 'd'.repeat(2_001) })
      .expect(400);
    expect(description.body.message).toMatch(/^description must be at most 2000 characters/);
    const label = 'a'.repeat(63);
    const domain = `${label}.${label}.${label}.${'b'.repeat(58)}.example`;
    expect(domain.length).toBeGreaterThan(253);
    const tooLong = await as.admin
      .send('post', `${ORGANIZATIONS}/${SEED_IDS.acme}/domains`, { domain })
      .expect(400);
    expect(tooLong.body.message).toMatch(/^domain must be at most 253 characters/);
    const notHost = await as.admin
      .send('post', `${ORGANIZATIONS}/${SEED_IDS.acme}/domains`, { domain: 'evil.example/path' })
      .expect(400);
    expect(notHost.body.message).toMatch(/^domain must be a domain name/);
  });
});

describe('finding 7: every settings field is checked as the settings form checks it', () => {
  const settingsUrl = `${ORGANIZATIONS}/${SEED_IDS.acme}/settings`;
  const document = (change: (doc: OrganizationSettings) => void) => {
    const doc = defaultOrganizationSettings({
      id: SEED_IDS.acme,
      name: 'Acme Corporation',
      slug: 'acme',
      domains: [],
    });
    change(doc);
    return doc;
  };

  it.each([
    [
      'a CSS injection as primary colour',
      (doc: OrganizationSettings) => {
        doc.settings.branding.primaryColor = '#fff;background:url(http://evil.example)';
      },
      /^settings\.branding\.primaryColor must be a hex colour/,
    ],
    [
      'a named colour',
      (doc: OrganizationSettings) => {
        doc.settings.branding.primaryColor = 'red';
      },
      /primaryColor/,
    ],
    [
      'a javascript: webhook',
      (doc: OrganizationSettings) => {
        doc.settings.integrations.webhookUrl = 'javascript:alert(1)';
      },
      /webhookUrl must be an http or https URL/,
    ],
    [
      'a data: logo',
      (doc: OrganizationSettings) => {
        doc.settings.branding.logoUrl = 'data:image/svg+xml,<svg onload=alert(1)>';
      },
      /logoUrl must be an http or https URL/,
    ],
    [
      'a 3,000-character logo URL',
      (doc: OrganizationSettings) => {
        doc.settings.branding.logoUrl = `https://cdn.example/${'x'.repeat(3_000)}`;
      },
      /logoUrl must be at most 2048 characters/,
    ],
    [
      'a legacy IPv4 range',
      (doc: OrganizationSettings) => {
        doc.settings.integrations.allowedIpRanges = ['10/8'];
      },
      /allowedIpRanges\[0\]/,
    ],
    [
      'a session timeout of 29',
      (doc: OrganizationSettings) => {
        doc.settings.security.sessionTimeout = 29;
      },
      /sessionTimeout must be between 30 and 1440/,
    ],
    [
      'a session timeout of 1441',
      (doc: OrganizationSettings) => {
        doc.settings.security.sessionTimeout = 1441;
      },
      /sessionTimeout must be between 30 and 1440/,
    ],
    [
      'a custom domain with a path',
      (doc: OrganizationSettings) => {
        doc.settings.branding.customDomain = 'login.example.com/evil';
      },
      /customDomain must be a domain name/,
    ],
  ])('refuses %s with a 400 naming the field', async (_what, change, message) => {
    const { body } = await as.admin.send('patch', settingsUrl, document(change)).expect(400);
    expect(body.message).toMatch(message);
  });

  it.each([
    'https:svc:Sup3rSecretPw@hooks.example/in?token=t',
    'https:/u:p@hooks.example/in',
    'https:\\\\u:p@hooks.example/in',
    'https://u:p@hooks.example/in',
    'https://hooks.example/in#token=t',
  ])('refuses a webhook the URL parser reads with credentials or a fragment: %s', async (url) => {
    const change = (doc: OrganizationSettings) => {
      doc.settings.integrations.webhookUrl = url;
    };
    const { body } = await as.admin.send('patch', settingsUrl, document(change)).expect(400);
    expect(body.message).toMatch(
      /webhookUrl must be an http or https URL without a user name, password/,
    );
  });

  it('accepts the valid edges: #abc, 30 and 1440 minutes, an IPv6 range', async () => {
    const edges = document((doc) => {
      doc.settings.branding.primaryColor = '#abc';
      doc.settings.security.sessionTimeout = 1440;
      doc.settings.integrations.allowedIpRanges = ['2001:db8::/32', '10.0.0.0/8'];
    });
    await conditionalPatch(as.admin, settingsUrl, edges);
  });
});

describe('open redirects on sign-in', () => {
  const ORIGIN = 'http://console.example';
  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\/evil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'https:evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '@evil.example',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '///evil.example',
    ' //evil.example',
    'http:/\\evil.example',
    `/${'a'.repeat(3_000)}`,
  ])('POST /login with returnUrl %j stays on this origin', async (returnUrl) => {
    const response = await request(app)
      .post('/login')
      .type('form')
      .send({ email: 'user@example.com', returnUrl })
      .expect(303);
    const location = response.headers.location as string;
    expect(new URL(location, ORIGIN).origin).toBe(ORIGIN);
    expect(location.startsWith('/')).toBe(true);
    expect(location.startsWith('//')).toBe(false);
    expect(location).not.toMatch(/[\\\t\n]/);
  });
});

describe('CSRF vectors on writes', () => {
  it('a form post from a hostile page (no X-CSRF) changes nothing', async () => {
    const cookie = await signIn(app, 'admin');
    const form = await request(app)
      .post(ORGANIZATIONS)
      .set('Cookie', cookie)
      .type('form')
      .send({ name: 'Hostile Inc' })
      .expect(403);
    expect(form.body.error).toBe('csrf');
    const json = await request(app)
      .post(ORGANIZATIONS)
      .set('Cookie', cookie)
      .set('Content-Type', 'text/plain')
      .send('{"name":"Hostile Inc"}')
      .expect(403);
    expect(json.body.error).toBe('csrf');
    const deleted = await request(app)
      .delete(`${ORGANIZATIONS}/${SEED_IDS.globex}`)
      .set('Cookie', cookie)
      .set('X-CSRF', '0')
      .expect(403);
    expect(deleted.body.error).toBe('csrf');
    const list = await as.admin.get(ORGANIZATIONS).expect(200);
    const names = (list.body as Array<{ name: string }>).map((o) => o.name);
    expect(names).not.toContain('Hostile Inc');
    expect(names).toContain('Globex Corporation');
  });
});
