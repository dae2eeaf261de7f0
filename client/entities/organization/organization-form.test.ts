import { describe, expect, it } from 'vitest';
import {
  buildCreateOrganizationPayload,
  buildDomainPayload,
  buildUpdateOrganizationPayload,
  editableStatus,
  formatDomains,
  parseDomains,
  validateDomain,
  validateOrganizationName,
} from './organization-form';

describe('parseDomains', () => {
  it('splits on commas, trims each entry and drops empty ones', () => {
    expect(parseDomains(' acme.com ,, beta.io ,  ,gamma.org,')).toEqual([
      'acme.com',
      'beta.io',
      'gamma.org',
    ]);
  });

  it('gives an empty list for blank input', () => {
    expect(parseDomains('')).toEqual([]);
    expect(parseDomains(' , ,  ')).toEqual([]);
  });

  it('round-trips with formatDomains', () => {
    expect(parseDomains(formatDomains(['a.com', 'b.com']))).toEqual(['a.com', 'b.com']);
    expect(formatDomains(undefined)).toBe('');
  });
});

describe('validation', () => {
  it('requires an organization name that is not blank after trimming', () => {
    expect(validateOrganizationName('')).toBe('Organization name is required');
    expect(validateOrganizationName('   ')).toBe('Organization name is required');
    expect(validateOrganizationName(' Acme ')).toBeNull();
  });

  it('requires a domain name that is not blank after trimming', () => {
    expect(validateDomain('')).toBe('Domain name is required');
    expect(validateDomain('  ')).toBe('Domain name is required');
    expect(validateDomain('acme.com')).toBeNull();
  });
});

describe('payloads (exact JSON)', () => {
  it('create: trimmed name, description and parsed domains', () => {
    const payload = buildCreateOrganizationPayload({
      name: '  Acme Corp ',
      description: ' A company ',
      domains: 'acme.com, , acme.io ',
    });
    expect(JSON.stringify(payload)).toBe(
      '{"name":"Acme Corp","description":"A company","domains":["acme.com","acme.io"]}',
    );
  });

  it('create: omits a blank description and an empty domain list', () => {
    const payload = buildCreateOrganizationPayload({
      name: 'Acme',
      description: '  ',
      domains: ' , ',
    });
    expect(JSON.stringify(payload)).toBe('{"name":"Acme"}');
  });

  it('update: name, status and domains', () => {
    const payload = buildUpdateOrganizationPayload({
      name: ' Acme ',
      status: 'suspended',
      domains: 'acme.com,acme.io',
    });
    expect(JSON.stringify(payload)).toBe(
      '{"name":"Acme","status":"suspended","domains":["acme.com","acme.io"]}',
    );
  });

  it('update: omits domains when the field parses to nothing', () => {
    const payload = buildUpdateOrganizationPayload({
      name: 'Acme',
      status: 'inactive',
      domains: '',
    });
    expect(JSON.stringify(payload)).toBe('{"name":"Acme","status":"inactive"}');
  });

  it('domain add/remove: the trimmed domain', () => {
    expect(JSON.stringify(buildDomainPayload('  acme.com '))).toBe('{"domain":"acme.com"}');
  });
});

describe('editableStatus', () => {
  it('offers the stored status when it is one of the edit options, else active', () => {
    expect(editableStatus('suspended')).toBe('suspended');
    expect(editableStatus('inactive')).toBe('inactive');
    expect(editableStatus(undefined)).toBe('active');
    expect(editableStatus('pending')).toBe('active');
  });
});

describe('input limits shared with the backend (issue #12)', () => {
  it('a name over 200 characters or with hidden characters gets a message naming the field', () => {
    expect(validateOrganizationName('x'.repeat(200))).toBeNull();
    expect(validateOrganizationName('x'.repeat(201))).toBe(
      'Organization name must be at most 200 characters (it has 201).',
    );
    expect(validateOrganizationName('Acme\u200B Corporation')).toBe(
      'Organization name must not contain invisible or text-direction characters.',
    );
  });

  it('sends the name normalised: NFC, trimmed, one space between words', () => {
    const payload = buildCreateOrganizationPayload({
      name: '  Cafe\u0301   Holdings ',
      description: '',
      domains: '',
    });
    expect(payload.name).toBe('Caf\u00E9 Holdings');
  });

  it('an added domain must be a host name of at most 253 characters', () => {
    expect(validateDomain('acme.example')).toBeNull();
    expect(validateDomain('https://acme.example')).toBe(
      'Domain name must be a domain name such as example.com.',
    );
    expect(validateDomain(`${'a'.repeat(250)}.com`)).toBe(
      'Domain name must be at most 253 characters.',
    );
  });
});
