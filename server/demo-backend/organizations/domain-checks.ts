// How the demo backend proves domains (DESIGN resolution 24): DNS_SERVERS (the resolvers asked,
// e.g. 127.0.0.1:5353; unset: the system's), DOMAIN_CHECK_MS (how often pending domains are
// checked again) and DOMAIN_VERIFY_DAYS (how long a domain may stay pending before it fails),
// read once at start, a bad value stopping the start with one line as PIPELINE_STEP_MS does;
// the TXT lookup through node:dns; and what one check does to a domain's record.
import { Resolver } from 'node:dns/promises';
import { isIP } from 'node:net';
import {
  DOMAIN_CHECK_MS_DEFAULT,
  DOMAIN_VERIFY_DAYS_DEFAULT,
  challengeFor,
  type DomainRecord,
} from '@shared/domains';

export interface DomainCheckConfig {
  /** Resolvers as node:dns takes them ("127.0.0.1:5353", "[::1]:53"); undefined: the system's. */
  servers: string[] | undefined;
  checkMs: number;
  verifyDays: number;
}

function whole(name: string, value: string | undefined, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > max)
    throw new Error(`${name} must be a whole number from 1 to ${max} (got "${value}")`);
  return Number(value);
}

/** One resolver address: an IP, optionally with a port ("127.0.0.1:5353", "[::1]:5353"). */
function serverAddress(text: string): string | undefined {
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(text);
  const [host, port] = bracketed
    ? [bracketed[1]!, bracketed[2]]
    : isIP(text) === 6
      ? [text, undefined]
      : [text.split(':')[0]!, text.split(':')[1]];
  if (isIP(host) === 0) return undefined;
  if (port !== undefined && (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65535))
    return undefined;
  return text;
}

export function domainCheckFrom(env: NodeJS.ProcessEnv): DomainCheckConfig {
  const list = env.DNS_SERVERS?.trim();
  let servers: string[] | undefined;
  if (list) {
    servers = list.split(',').map((entry) => entry.trim());
    const bad = servers.find((entry) => serverAddress(entry) === undefined);
    if (bad !== undefined)
      throw new Error(
        `DNS_SERVERS must be a comma-separated list of IP addresses with optional ports, such as 127.0.0.1:5353 (got "${bad}")`,
      );
  }
  return {
    servers,
    checkMs: whole('DOMAIN_CHECK_MS', env.DOMAIN_CHECK_MS, DOMAIN_CHECK_MS_DEFAULT, 86_400_000),
    verifyDays: whole(
      'DOMAIN_VERIFY_DAYS',
      env.DOMAIN_VERIFY_DAYS,
      DOMAIN_VERIFY_DAYS_DEFAULT,
      3650,
    ),
  };
}

export interface Finding {
  /** The TXT values at the challenge name (each record's strings joined); empty: none. */
  found: string[];
  /** Set when the lookup itself failed (no answer, refused): the finding is then unknown. */
  error?: string;
}
export type TxtLookup = (name: string) => Promise<Finding>;

/** TXT lookups through node:dns, asking `servers` (or the system's resolvers). */
export function dnsTxtLookup(servers: string[] | undefined): TxtLookup {
  const resolver = new Resolver({ timeout: 2_000, tries: 2 });
  if (servers) resolver.setServers(servers);
  return async (name) => {
    try {
      const records = await resolver.resolveTxt(name);
      return { found: records.map((chunks) => chunks.join('')) };
    } catch (error) {
      const code = (error as { code?: string }).code ?? 'unknown';
      // No such name, or a name without TXT records: a definite "nothing published".
      if (code === 'ENOTFOUND' || code === 'ENODATA') return { found: [] };
      return { found: [], error: `DNS lookup failed (${code})` };
    }
  };
}

const DAY_MS = 86_400_000;

/**
 * A domain's record after a check at `now`: verified when the expected value is among those
 * found; a pending one past DOMAIN_VERIFY_DAYS fails; otherwise its state stays.
 */
export function afterCheck(
  domain: string,
  record: DomainRecord,
  finding: Finding,
  now: Date,
  verifyDays: number,
): DomainRecord {
  const expected = challengeFor(domain, record.token).value;
  const next: DomainRecord = { ...record, checkedAt: now.toISOString(), found: finding.found };
  if (finding.error) next.error = finding.error;
  else delete next.error;
  if (record.state !== 'verified' && finding.found.includes(expected)) {
    next.state = 'verified';
    next.verifiedAt = now.toISOString();
    delete next.failedAt;
  } else if (
    record.state === 'pending' &&
    now.getTime() - Date.parse(record.addedAt) >= verifyDays * DAY_MS
  ) {
    next.state = 'failed';
    next.failedAt = now.toISOString();
  }
  return next;
}

export const expiresAt = (record: DomainRecord, verifyDays: number) =>
  new Date(Date.parse(record.addedAt) + verifyDays * DAY_MS).toISOString();
