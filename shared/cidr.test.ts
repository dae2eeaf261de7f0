import { describe, expect, it } from 'vitest';
import { isCidrRange } from './cidr';

describe('isCidrRange', () => {
  it.each([
    '10.0.0.0/8',
    '192.168.10.0/24',
    '0.0.0.0/0',
    '203.0.113.7/32',
    '2001:db8::/32',
    '::/0',
    'fe80::/10',
  ])('accepts %s', (value) => expect(isCidrRange(value)).toBe(true));

  it.each([
    '10.0.0.0/33',
    '2001:db8::/129',
    '10.0.0.1',
    '10/8',
    '010.0.0.0/8',
    '256.0.0.0/8',
    '10.0.0.0/',
    'example.com/24',
    '10.0.0.0/8 extra',
    '',
  ])('refuses %j', (value) => expect(isCidrRange(value)).toBe(false));
});

describe('isCidrRange with bare addresses (TRUST_PROXY)', () => {
  it.each(['192.0.2.7', '10.0.0.0/8', '::1', 'fd00::/8'])('accepts %s', (value) =>
    expect(isCidrRange(value, { bareAddress: true })).toBe(true),
  );

  // inet_aton's shorthands: 0.0.0.10/8, 0.0.0.10, 10.0.0.1, 192.168.0.1.
  it.each(['10/8', '10', '10.1', '192.168.1', '0x0a.0.0.1', '010.0.0.1', 'loopback', ''])(
    'refuses %j',
    (value) => expect(isCidrRange(value, { bareAddress: true })).toBe(false),
  );
});
