// What counts as an IP range, for the gateway's TRUST_PROXY and the console's allowed IP ranges
// alike: a dotted-quad IPv4 or an IPv6 CIDR. ipaddr.js on its own also reads the classful
// shorthands inet_aton allows, so `10/8` would be 0.0.0.10/8 and `10` the address 0.0.0.10.
import ipaddr from 'ipaddr.js';

export interface CidrOptions {
  /** A bare address counts as its own range (/32, /128): TRUST_PROXY takes one peer so. */
  bareAddress?: boolean;
}

export function isCidrRange(value: string, options: CidrOptions = {}): boolean {
  if (ipaddr.IPv4.isValidCIDRFourPartDecimal(value) || ipaddr.IPv6.isValidCIDR(value)) return true;
  return (
    options.bareAddress === true &&
    (ipaddr.IPv4.isValidFourPartDecimal(value) || ipaddr.IPv6.isValid(value))
  );
}
