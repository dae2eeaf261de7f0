// Which organization may list a domain (DESIGN resolution 24). Any organization may claim a
// domain (it starts pending, with its own TXT challenge); once one organization has verified
// it, no other may add or verify it (409 naming that organization). A domain listed before
// domains were proven has no record and counts as verified, so the rule of one organization
// per domain holds for the data that existed. Mail providers' domains are refused outright.
import { randomBytes } from 'node:crypto';
import {
  isMailProviderDomain,
  mailProviderRefusal,
  verifiedElsewhereRefusal,
  type DomainRecord,
} from '@shared/domains';
import type { DemoData, StoredOrganization } from '../store/demo-data';
import { badRequest, conflict } from '../http/http-error';
import { asItStands } from '../store/draft-lists';

/** A domain's proof; one listed before domains were proven counts as verified. */
export function recordOf(organization: StoredOrganization, domain: string): DomainRecord {
  return (
    organization.domainChecks?.[domain] ?? {
      state: 'verified',
      token: '',
      addedAt: organization.createdDate,
      verifiedAt: organization.createdDate,
    }
  );
}

/** The organization other than `exceptId` that has verified `domain`, if any. */
export function verifiedOwner(
  data: Readonly<DemoData>,
  domain: string,
  exceptId?: string,
): StoredOrganization | undefined {
  return asItStands(data.organizations).find(
    (o) =>
      o.id !== exceptId && o.domains.includes(domain) && recordOf(o, domain).state === 'verified',
  );
}

/** 400 for a mail provider's domain, 409 for one another organization has verified. */
export function assertClaimable(data: Readonly<DemoData>, domain: string, exceptId?: string): void {
  if (isMailProviderDomain(domain)) throw badRequest(mailProviderRefusal(domain));
  const owner = verifiedOwner(data, domain, exceptId);
  if (owner) throw conflict(verifiedElsewhereRefusal(domain, owner.name));
}

export const newChallengeToken = () => randomBytes(16).toString('base64url');

/**
 * Sets an organization's domains: new ones are checked (assertClaimable) and start pending;
 * the records of domains no longer listed go with them.
 */
export function setDomains(
  draft: DemoData,
  organization: StoredOrganization,
  domains: readonly string[],
): void {
  const added = domains.filter((domain) => !organization.domains.includes(domain));
  for (const domain of added) assertClaimable(draft, domain, organization.id);
  const kept = organization.domains.filter((domain) => domains.includes(domain));
  const checks: Record<string, DomainRecord> = {};
  for (const domain of kept) {
    const record = organization.domainChecks?.[domain];
    if (record) checks[domain] = record;
  }
  const now = new Date().toISOString();
  for (const domain of added)
    checks[domain] = { state: 'pending', token: newChallengeToken(), addedAt: now };
  organization.domains = [...domains];
  if (Object.keys(checks).length > 0) organization.domainChecks = checks;
  else delete organization.domainChecks;
}
