import { describe, expect, it } from 'vitest';
import { challengeFor, emailDomain, findingText, isMailProviderDomain } from './domains';

describe('domain proofs (DESIGN resolution 24)', () => {
  it('names the challenge and says what a check found', () => {
    const challenge = challengeFor('acme.example', 'tok');
    expect(challenge).toEqual({
      name: '_admin-portal-challenge.acme.example',
      value: 'admin-portal-verification=tok',
    });
    expect(findingText([], challenge.value)).toBe('no TXT record');
    expect(findingText(['v=spf1 -all', 'x'], challenge.value)).toBe(
      'found: v=spf1 -all, x, expected admin-portal-verification=tok',
    );
    expect(findingText(undefined, challenge.value)).toBe('not checked yet');
    expect(findingText([], challenge.value, 'DNS lookup failed (ETIMEOUT)')).toBe(
      'DNS lookup failed (ETIMEOUT)',
    );
  });

  it("knows mail providers' domains whatever their case, and an address's domain", () => {
    expect(isMailProviderDomain('GMail.com')).toBe(true);
    expect(isMailProviderDomain('outlook.com.')).toBe(true);
    expect(isMailProviderDomain('acme.example')).toBe(false);
    expect(emailDomain('Sam@Globex.Example')).toBe('globex.example');
    expect(emailDomain('nobody')).toBeUndefined();
  });
});
