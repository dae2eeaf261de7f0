// SPEC §5: allowed IP ranges are typed one per line in CIDR notation; blank lines are dropped.
// Checked with ipaddr.js (the same two checks the demo backend makes), never a hand regex.
import ipaddr from 'ipaddr.js';

/** Dotted-quad IPv4 CIDR or IPv6 CIDR; ipaddr.js alone would also take legacy forms like `10/8`. */
export function isCidrRange(value: string): boolean {
  return ipaddr.IPv4.isValidCIDRFourPartDecimal(value) || ipaddr.IPv6.isValidCIDR(value);
}

export interface IpRangesResult {
  /** The non-blank lines, trimmed, in the order typed. */
  ranges: string[];
  /** One message per bad line, naming the line as the user sees it (1-based, blanks counted). */
  errors: string[];
}

export function parseIpRanges(text: string): IpRangesResult {
  const ranges: string[] = [];
  const errors: string[] = [];
  text.split(/\r\n|\r|\n/).forEach((line, index) => {
    const range = line.trim();
    if (!range) return;
    ranges.push(range);
    if (!isCidrRange(range)) {
      errors.push(`Line ${index + 1}: "${range}" is not a valid IPv4 or IPv6 CIDR range`);
    }
  });
  return { ranges, errors };
}

/** The textarea's text for a stored list (the inverse of parseIpRanges for valid input). */
export function formatIpRanges(ranges: readonly string[]): string {
  return ranges.join('\n');
}
