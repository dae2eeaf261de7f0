import { describe, expect, it } from 'vitest';
import { formatIpRanges, parseIpRanges } from './ip-ranges';

describe('parseIpRanges', () => {
  it('takes one range per line, trimmed, and drops blank lines', () => {
    expect(parseIpRanges('10.0.0.0/8\n\n   \n  2001:db8::/32  \r\n192.168.0.0/16\n')).toEqual({
      ranges: ['10.0.0.0/8', '2001:db8::/32', '192.168.0.0/16'],
      errors: [],
    });
  });

  it('gives an empty list for empty text', () => {
    expect(parseIpRanges('')).toEqual({ ranges: [], errors: [] });
    expect(parseIpRanges('\n \n')).toEqual({ ranges: [], errors: [] });
  });

  it('names each bad line by its number as typed, blank lines counted', () => {
    expect(parseIpRanges('10.0.0.0/8\n10.0.0.0/33').errors).toEqual([
      'Line 2: "10.0.0.0/33" is not a valid IPv4 or IPv6 CIDR range',
    ]);
    expect(parseIpRanges('\nnot-an-ip\n10.0.0.0/8\n\n2001:db8::/200').errors).toEqual([
      'Line 2: "not-an-ip" is not a valid IPv4 or IPv6 CIDR range',
      'Line 5: "2001:db8::/200" is not a valid IPv4 or IPv6 CIDR range',
    ]);
  });

  it('round-trips a stored list through the textarea text', () => {
    const stored = ['10.0.0.0/8', '2001:db8::/32'];
    expect(parseIpRanges(formatIpRanges(stored)).ranges).toEqual(stored);
    expect(formatIpRanges([])).toBe('');
  });
});
