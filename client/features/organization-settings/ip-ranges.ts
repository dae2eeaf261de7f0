// SPEC §5: allowed IP ranges are typed one per line in CIDR notation; blank lines are dropped.
// Each line is checked by the rule the demo backend applies too (shared/input-rules.ts).
import { isCidrRange } from '@shared/cidr';

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
