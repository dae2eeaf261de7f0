import { describe, expect, it } from 'vitest';
import { isStorableHttpUrl } from './safe-url';
import {
  domainProblem,
  hasHiddenCharacters,
  isDomainName,
  isHexColor,
  isSessionTimeout,
  lengthProblem,
  nameProblem,
  normalizeName,
  sameName,
} from './input-rules';

describe('names (issue #12)', () => {
  it('are normalised: NFC, trimmed, one space between words', () => {
    expect(normalizeName('  Acme \t\n Corporation  ')).toBe('Acme Corporation');
    expect(normalizeName('Cafe\u0301')).toBe('Caf\u00E9');
    expect(normalizeName('Acme\u00A0\u2003Corp')).toBe('Acme Corp');
    expect(sameName(' ACME  corporation', 'Acme Corporation')).toBe(true);
    expect(sameName('Acme Corp', 'Acme Corporation')).toBe(false);
  });

  it.each([
    ['zero-width space', 'Acme\u200BCorp'],
    ['zero-width joiner', 'Acme\u200DCorp'],
    ['left-to-right mark', 'Acme\u200E'],
    ['right-to-left override', '\u202Eemca'],
    ['right-to-left isolate', '\u2067Acme\u2069'],
    ['word joiner', 'Ac\u2060me'],
    ['BOM', 'Ac\uFEFFme'],
    ['soft hyphen', 'Ac\u00ADme'],
    ['Arabic letter mark', 'Acme\u061C'],
    ['tag character', 'Acme\u{E0041}'],
    ['Hangul filler', 'Acme\u3164'],
    ['combining grapheme joiner', 'Ac\u034Fme'],
    ['NUL', 'Acme\u0000'],
    ['escape', 'Acme\u001B[31m'],
    ['C1 control', 'Acme\u0085'],
  ])('are refused with a %s, naming the field', (_what, name) => {
    expect(hasHiddenCharacters(name)).toBe(true);
    expect(nameProblem('Organization name', name)).toBe(
      'Organization name must not contain invisible or text-direction characters.',
    );
  });

  it('keep letters, accents, emoji and plain whitespace', () => {
    for (const name of ['Ačme Čorp', '株式会社アクメ', 'Acme 🚀', 'Acme\tCorp', 'شركة أكمي']) {
      expect(nameProblem('Name', name), name).toBeNull();
    }
  });

  it('are at most 200 characters after normalising', () => {
    expect(nameProblem('Name', 'x'.repeat(200))).toBeNull();
    expect(nameProblem('Name', ` ${'x'.repeat(200)} `)).toBeNull();
    expect(nameProblem('Name', 'x'.repeat(201))).toBe(
      'Name must be at most 200 characters (it has 201).',
    );
    // Characters, not UTF-16 units: 200 emoji are 200 characters.
    expect(nameProblem('Name', '🚀'.repeat(200))).toBeNull();
  });
});

describe('domains, lengths, colours, timeouts', () => {
  it('domains are host names of at most 253 characters', () => {
    expect(isDomainName('Login.Example.com')).toBe(true);
    expect(isDomainName('xn--bcher-kva.example')).toBe(true);
    for (const bad of [
      'localhost',
      'example.com.',
      'a_b.example',
      '-a.example',
      'ex ample.com',
      'é.example',
    ]) {
      expect(isDomainName(bad), bad).toBe(false);
    }
    const label = 'a'.repeat(63);
    const long = `${label}.${label}.${label}.${'b'.repeat(61)}.example`;
    expect(long.length).toBeGreaterThan(253);
    expect(isDomainName(long)).toBe(false);
    expect(domainProblem('domain', long)).toBe('domain must be at most 253 characters.');
    expect(domainProblem('domain', 'nope')).toBe(
      'domain must be a domain name such as example.com.',
    );
  });

  it('lengths count characters', () => {
    expect(lengthProblem('Notes', 'n'.repeat(2000), 2000)).toBeNull();
    expect(lengthProblem('Notes', 'n'.repeat(2001), 2000)).toBe(
      'Notes must be at most 2000 characters (it has 2001).',
    );
  });

  it('colours are #rgb or #rrggbb only', () => {
    expect(isHexColor('#3B82F6')).toBe(true);
    expect(isHexColor('#fff;background:url(http://evil.example)')).toBe(false);
  });

  it('session timeouts are whole minutes from 30 to 1440', () => {
    expect([29, 30, 1440, 1441, 60.5].map(isSessionTimeout)).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('addresses fit to store (#25 item 5)', () => {
  it('takes http(s) written out with a host, and a query', () => {
    expect(isStorableHttpUrl('https://hooks.example.com/in?channel=ops')).toBe(true);
    expect(isStorableHttpUrl('http://10.0.0.1:8080/hook')).toBe(true);
  });
  it('refuses what the URL parser would read with credentials, a fragment or a backslash', () => {
    for (const url of [
      'https:svc:Sup3rSecretPw@hooks.example/in?token=t',
      'https:/u:p@hooks.example',
      'https:\\\\u:p@hooks.example',
      'https://u:p@hooks.example',
      'https://u@hooks.example',
      'https://hooks.example/in#token',
      'https://hooks.example\\@evil.example',
      'javascript:alert(1)',
    ])
      expect(isStorableHttpUrl(url)).toBe(false);
  });
});

describe('marks stacked on one letter', () => {
  it('allows exactly three and refuses the fourth', () => {
    const mark = '\u0301';
    expect(nameProblem('Name', `A${mark.repeat(3)}cme`)).toBeNull();
    expect(nameProblem('Name', `A${mark.repeat(4)}cme`)).toBe(
      'Name must not stack more than 3 accents or marks on one character.',
    );
  });
});
