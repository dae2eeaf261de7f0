// DESIGN resolution 24 through the API, against a real DNS server on 127.0.0.1: a domain added
// is pending with its TXT challenge, "Check now" says what was found, publishing the record
// verifies it (on request or by the periodic check), DOMAIN_VERIFY_DAYS fails it, and a domain
// verified by one organization cannot be added or verified by another (409 naming it).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { domainItemSchema, type DomainItem } from '@shared/domains';
import { afterCheck, domainCheckFrom } from './domain-checks';
import { SEED_IDS } from '../seed/seed';
import { TestDnsServer } from '../../test/dns-server';
import {
  makeBackend,
  signedInClients,
  type AccountName,
  type Client,
} from '../../test/demo-backend-support';

const domainsUrl = (id: string) => `/api/v1/organizations/${id}/domains`;
const verifyUrl = (id: string, domain: string) => `${domainsUrl(id)}/${domain}/verify`;

const dns = new TestDnsServer();
let dnsServer = '';
let as: Record<AccountName, Client>;

beforeAll(async () => {
  dnsServer = await dns.start();
});
afterAll(() => dns.close());

function backend(checkMs = 3_600_000) {
  return makeBackend({ domainCheck: { servers: [dnsServer], checkMs, verifyDays: 30 } });
}

beforeEach(async () => {
  as = await signedInClients(backend().app);
});

async function domainOf(as: Client, id: string, domain: string): Promise<DomainItem> {
  const { body } = await as.get(domainsUrl(id)).expect(200);
  const item = (body.items as unknown[])
    .map((i) => domainItemSchema.parse(i))
    .find((i) => i.domain === domain);
  if (!item) throw new Error(`${domain} is not listed`);
  return item;
}

async function addDomain(as: Client, id: string, domain: string, status = 201) {
  return as.send('post', domainsUrl(id), { domain }).expect(status);
}

describe('a domain proven by a TXT record', () => {
  it('is pending with its challenge; Check now says what was found until the record is right', async () => {
    await addDomain(as.admin, SEED_IDS.acme, 'proof-one.example.org');
    const pending = await domainOf(as.user, SEED_IDS.acme, 'proof-one.example.org');
    expect(pending.state).toBe('pending');
    expect(pending.challenge.name).toBe('_admin-portal-challenge.proof-one.example.org');
    expect(pending.challenge.value).toMatch(/^admin-portal-verification=[\w-]{22}$/);

    const nothing = await as.admin
      .send('post', verifyUrl(SEED_IDS.acme, 'proof-one.example.org'))
      .expect(200);
    expect(nothing.body).toMatchObject({ state: 'pending', found: [] });

    dns.publish(pending.challenge.name, 'admin-portal-verification=wrong');
    const wrong = await as.admin
      .send('post', verifyUrl(SEED_IDS.acme, 'proof-one.example.org'))
      .expect(200);
    expect(wrong.body).toMatchObject({
      state: 'pending',
      found: ['admin-portal-verification=wrong'],
    });

    dns.publish(pending.challenge.name, pending.challenge.value);
    const right = await as.admin
      .send('post', verifyUrl(SEED_IDS.acme, 'proof-one.example.org'))
      .expect(200);
    expect(right.body.state).toBe('verified');
    expect((await domainOf(as.user, SEED_IDS.acme, 'proof-one.example.org')).state).toBe(
      'verified',
    );

    const events = await as.admin
      .get('/api/v1/audit-events?action=organization.domain_checked')
      .expect(200);
    expect(events.body.items[0].changes).toEqual(
      expect.arrayContaining([{ field: 'state', before: 'pending', after: 'verified' }]),
    );
  });

  it('the periodic check verifies a pending domain once its record is published', async () => {
    const { app } = backend(50);
    const admin = (await signedInClients(app)).admin;
    await addDomain(admin, SEED_IDS.acme, 'proof-two.example.org');
    const { challenge } = await domainOf(admin, SEED_IDS.acme, 'proof-two.example.org');
    dns.publish(challenge.name, challenge.value);
    await vi.waitFor(
      async () =>
        expect((await domainOf(admin, SEED_IDS.acme, 'proof-two.example.org')).state).toBe(
          'verified',
        ),
      { timeout: 10_000, interval: 50 },
    );
  });

  it('a check fails a domain still pending DOMAIN_VERIFY_DAYS after it was added, not before', () => {
    const record = { state: 'pending' as const, token: 't', addedAt: '2026-01-01T00:00:00.000Z' };
    const nothing = { found: [] };
    expect(
      afterCheck('a.example.org', record, nothing, new Date('2026-01-30T23:59:59Z'), 30).state,
    ).toBe('pending');
    const failed = afterCheck(
      'a.example.org',
      record,
      nothing,
      new Date('2026-01-31T00:00:00Z'),
      30,
    );
    expect(failed).toMatchObject({
      state: 'failed',
      found: [],
      failedAt: '2026-01-31T00:00:00.000Z',
    });
    // A lookup that failed says so instead of "nothing found".
    expect(
      afterCheck(
        'a.example.org',
        record,
        { found: [], error: 'DNS lookup failed (ETIMEOUT)' },
        new Date('2026-01-02T00:00:00Z'),
        30,
      ),
    ).toMatchObject({ state: 'pending', error: 'DNS lookup failed (ETIMEOUT)' });
  });
});

describe('one organization per verified domain', () => {
  it('a domain another organization verified cannot be added: 409 naming it', async () => {
    const answer = await addDomain(as.admin, SEED_IDS.acme, 'globex.example', 409);
    expect(answer.body).toEqual({
      error: 'conflict',
      message: 'Domain globex.example is verified by Globex Corporation',
    });
  });

  it('two may claim it while neither has proven it; once one has, the other cannot verify it', async () => {
    await addDomain(as.admin, SEED_IDS.acme, 'contested.example.org');
    await addDomain(as.admin, SEED_IDS.globex, 'contested.example.org');
    const { challenge } = await domainOf(as.admin, SEED_IDS.acme, 'contested.example.org');
    dns.publish(challenge.name, challenge.value);
    await as.admin.send('post', verifyUrl(SEED_IDS.acme, 'contested.example.org')).expect(200);
    const refused = await as.admin
      .send('post', verifyUrl(SEED_IDS.globex, 'contested.example.org'))
      .expect(409);
    expect(refused.body.message).toBe(
      'Domain contested.example.org is verified by Acme Corporation',
    );
    const owner = await as.user.get('/api/v1/domains/contested.example.org/owner').expect(200);
    expect(owner.body).toEqual({
      domain: 'contested.example.org',
      verifiedBy: { organizationId: SEED_IDS.acme, organizationName: 'Acme Corporation' },
    });
  });

  it("refuses mail providers' domains, on their own and in a new organization's list", async () => {
    const answer = await addDomain(as.admin, SEED_IDS.acme, 'Gmail.com', 400);
    expect(answer.body.message).toBe(
      "gmail.com is a mail provider's domain: anyone can have an address there, so it cannot be an organization's domain",
    );
    await as.admin
      .send('post', '/api/v1/organizations', { name: 'Mailbox Holdings', domains: ['outlook.com'] })
      .expect(400);
  });
});

describe('DNS_SERVERS, DOMAIN_CHECK_MS, DOMAIN_VERIFY_DAYS', () => {
  it('are read once; a bad value stops the start with one line naming it', () => {
    expect(domainCheckFrom({})).toEqual({ servers: undefined, checkMs: 60_000, verifyDays: 30 });
    expect(
      domainCheckFrom({
        DNS_SERVERS: '127.0.0.1:5353, [::1]:53',
        DOMAIN_CHECK_MS: '500',
        DOMAIN_VERIFY_DAYS: '7',
      }),
    ).toEqual({ servers: ['127.0.0.1:5353', '[::1]:53'], checkMs: 500, verifyDays: 7 });
    expect(() => domainCheckFrom({ DNS_SERVERS: 'dns.example:53' })).toThrow(
      'DNS_SERVERS must be a comma-separated list of IP addresses with optional ports, such as 127.0.0.1:5353 (got "dns.example:53")',
    );
    expect(() => domainCheckFrom({ DOMAIN_CHECK_MS: '0' })).toThrow(
      /^DOMAIN_CHECK_MS must be a whole number/,
    );
    expect(() => domainCheckFrom({ DOMAIN_VERIFY_DAYS: 'soon' })).toThrow(
      /^DOMAIN_VERIFY_DAYS must be/,
    );
  });
});
