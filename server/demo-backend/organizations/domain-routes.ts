// DESIGN resolution 24's reads and "Check now": GET /api/v1/organizations/{id}/domains (each
// domain's state and challenge), POST …/domains/{domain}/verify (looks the challenge up now),
// and GET /api/v1/domains/{domain}/owner (which organization verified a domain, for the invite).
import { Router } from 'express';
import { challengeFor, verifiedElsewhereRefusal, type DomainItem } from '@shared/domains';
import { callerOf, organizationAccess, requirePermissions } from '../http/access';
import type { DataStore } from '../store/data-store';
import type { StoredOrganization } from '../store/demo-data';
import { recordOf, verifiedOwner } from './domain-claims';
import type { DomainChecker } from './domain-checker';
import { storeCheck } from './domain-checker';
import { expiresAt } from './domain-checks';
import { conflict, notFound } from '../http/http-error';
import { domainName } from '../http/validate';

function itemOf(organization: StoredOrganization, domain: string, verifyDays: number): DomainItem {
  const record = recordOf(organization, domain);
  const item: DomainItem = {
    domain,
    state: record.state,
    challenge: challengeFor(domain, record.token),
  };
  if (record.found) item.found = record.found;
  if (record.checkedAt) item.checkedAt = record.checkedAt;
  if (record.verifiedAt) item.verifiedAt = record.verifiedAt;
  if (record.error) item.error = record.error;
  if (record.state === 'pending') item.expiresAt = expiresAt(record, verifyDays);
  return item;
}

export function organizationDomainRoutes(store: DataStore, checker: DomainChecker): Router {
  const router = Router();
  const verifyDays = checker.config.verifyDays;

  router.get('/:id/domains', organizationAccess(store, 'organizations:read'), (req, res) => {
    const organization = store.data.organizations.find((o) => o.id === String(req.params.id));
    if (!organization) throw notFound(`Organization ${String(req.params.id)} not found`);
    res.json({ items: organization.domains.map((d) => itemOf(organization, d, verifyDays)) });
  });

  router.post(
    '/:id/domains/:domain/verify',
    organizationAccess(store, 'organizations:write'),
    async (req, res) => {
      const id = String(req.params.id);
      const domain = domainName(String(req.params.domain), 'domain');
      const organization = store.data.organizations.find((o) => o.id === id);
      if (!organization?.domains.includes(domain))
        throw notFound(`Domain ${domain} is not on this organization`);
      const owner = verifiedOwner(store.data, domain, id);
      if (owner) throw conflict(verifiedElsewhereRefusal(domain, owner.name));
      const record = recordOf(organization, domain);
      const challenge = challengeFor(domain, record.token);
      if (!organization.domainChecks?.[domain]) {
        // Listed before domains were proven: verified, nothing to look up.
        res.json({
          state: record.state,
          challenge,
          found: [],
          checkedAt: new Date().toISOString(),
        });
        return;
      }
      const finding = await checker.lookup(challenge.name);
      const stored = await store.update((draft, recorder) => {
        const other = verifiedOwner(draft, domain, id);
        if (other) throw conflict(verifiedElsewhereRefusal(domain, other.name));
        return storeCheck(
          draft,
          recorder,
          callerOf(res),
          id,
          domain,
          record.token,
          finding,
          verifyDays,
        );
      });
      if (!stored) throw conflict(`Domain ${domain} changed meanwhile: check it again`);
      res.json({
        state: stored.state,
        challenge,
        found: stored.found ?? [],
        checkedAt: stored.checkedAt,
        ...(stored.error ? { error: stored.error } : {}),
      });
    },
  );

  return router;
}

export function domainOwnerRoutes(store: DataStore): Router {
  const router = Router();
  router.get('/:domain/owner', requirePermissions('organizations:read'), (req, res) => {
    const domain = domainName(String(req.params.domain), 'domain');
    const owner = verifiedOwner(store.data, domain);
    res.json({
      domain,
      verifiedBy: owner ? { organizationId: owner.id, organizationName: owner.name } : null,
    });
  });
  return router;
}
