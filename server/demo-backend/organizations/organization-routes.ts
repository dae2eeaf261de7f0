// /api/v1/organizations: list, create, read, update, delete; domains; managed
// organizations. Users, settings and onboardings have their own modules.
import { randomUUID } from 'node:crypto';
import { Router, type Response } from 'express';
import type { AuditAction } from '@shared/audit';
import {
  addManagedOrganizationSchema,
  createOrganizationSchema,
  domainPayloadSchema,
  updateOrganizationSchema,
} from '@shared/schemas';
import {
  callerOf,
  canReachOrganization,
  organizationAccess,
  requirePermissions,
} from '../http/access';
import { audit } from '../store/audit-record';
import type { DataStore } from '../store/data-store';
import type { DemoData, StoredOrganization } from '../store/demo-data';
import { badRequest, conflict, notFound } from '../http/http-error';
import { setDomains } from './domain-claims';
import { managedItemView, organizationView } from './organization-views';
import { committedIndex } from '../store/organization-index';
import { settingsRoutes } from './settings-routes';
import { NOTES_MAX_LENGTH, sameName } from '@shared/input-rules';
import { OWN_ORGANIZATION_DELETE_REASON } from '@shared/constants';
import { boundedText, displayName, domainName, domainNames, parseBody } from '../http/validate';
import { assertWriteCondition, versionTag } from '../http/version-tag';
import { asItStands, findInDraft } from '../store/draft-lists';

function organizationIn(data: Readonly<DemoData>, id: string): StoredOrganization {
  const organization = findInDraft(data.organizations, (o) => o.id === id);
  if (!organization) throw notFound(`Organization ${id} not found`);
  return organization;
}

/** The activity event of a write to `o` (its target), comparing the fields given. */
function event(
  res: Response,
  action: AuditAction,
  o: StoredOrganization,
  before?: Record<string, unknown>,
  after?: Record<string, unknown>,
) {
  const target = { type: 'organization' as const, id: o.id, name: o.name };
  return audit(callerOf(res), action, o, target, before, after);
}

/** What the activity record compares for an organization. */
function fieldsOf(organization: StoredOrganization) {
  const { name, status, description, domains } = organization;
  return { name, status: status ?? null, description: description ?? null, domains: [...domains] };
}

function assertNameFree(draft: DemoData, name: string, exceptId?: string): void {
  const taken = asItStands(draft.organizations).find(
    // Compared as shown: NFC, trimmed, one space between words, any case.
    (o) => o.id !== exceptId && sameName(o.name, name),
  );
  if (taken) throw conflict(`An organization named ${taken.name} already exists`);
}

function slugFor(draft: DemoData, name: string): string {
  const base =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'organization';
  let slug = base;
  const organizations = asItStands(draft.organizations);
  for (let n = 2; organizations.some((o) => o.slug === slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

/** `onboardings` serves /:id/onboardings (onboarding-routes.ts), `users` /:id/users (user-routes.ts). */
export function organizationRoutes(store: DataStore, onboardings: Router, users: Router): Router {
  const router = Router();
  const read = organizationAccess(store, 'organizations:read');
  const write = organizationAccess(store, 'organizations:write');
  const id = (params: Record<string, string | string[] | undefined>) => String(params.id);

  router.get('/', requirePermissions('organizations:read'), (_req, res) => {
    const caller = callerOf(res);
    const data = store.data;
    const index = committedIndex(data);
    res.json(
      data.organizations
        .filter((organization) => canReachOrganization(data, caller, organization.id, index))
        .map((organization) => organizationView(data, organization, index)),
    );
  });

  router.post('/', requirePermissions('organizations:write'), async (req, res) => {
    const body = parseBody(req, createOrganizationSchema);
    const name = displayName(body.name, 'name');
    if (body.description !== undefined)
      boundedText(body.description.trim(), 'description', NOTES_MAX_LENGTH);
    const domains = domainNames(body.domains ?? [], 'domains');
    const created = await store.update((draft, record) => {
      assertNameFree(draft, name);
      const organization: StoredOrganization = {
        id: randomUUID(),
        name,
        slug: slugFor(draft, name),
        status: 'active',
        createdDate: new Date().toISOString(),
        domains: [],
      };
      setDomains(draft, organization, domains);
      const description = body.description?.trim();
      if (description) organization.description = description;
      draft.organizations.push(organization);
      draft.users[organization.id] = [];
      record(event(res, 'organization.created', organization, undefined, fieldsOf(organization)));
      return organizationView(draft, organization);
    });
    res.status(201).location(`/api/v1/organizations/${created.id}`).json(created);
  });

  router.get('/:id', read, (req, res) => {
    const data = store.data;
    const organization = organizationIn(data, id(req.params));
    res
      .set('ETag', versionTag('o', fieldsOf(organization)))
      .json(organizationView(data, organization, committedIndex(data)));
  });

  router.patch('/:id', write, async (req, res) => {
    const body = parseBody(req, updateOrganizationSchema);
    const name = displayName(body.name, 'name');
    const domains = body.domains ? domainNames(body.domains, 'domains') : undefined;
    const updated = await store.update((draft, record) => {
      const organization = organizationIn(draft, id(req.params));
      const before = fieldsOf(organization);
      assertWriteCondition(req, versionTag('o', before), 'This organization was');
      assertNameFree(draft, name, organization.id);
      if (domains) setDomains(draft, organization, domains);
      organization.name = name;
      organization.status = body.status;
      record(event(res, 'organization.updated', organization, before, fieldsOf(organization)));
      return {
        view: organizationView(draft, organization),
        etag: versionTag('o', fieldsOf(organization)),
      };
    });
    res.set('ETag', updated.etag).json(updated.view);
  });

  router.delete('/:id', organizationAccess(store, 'organizations:delete'), async (req, res) => {
    await store.update((draft, record) => {
      const organization = organizationIn(draft, id(req.params));
      if (organization.id === callerOf(res).account.organizationId)
        throw conflict(OWN_ORGANIZATION_DELETE_REASON);
      record(event(res, 'organization.deleted', organization, fieldsOf(organization)));
      draft.organizations = asItStands(draft.organizations).filter((o) => o.id !== organization.id);
      draft.managedLinks = asItStands(draft.managedLinks).filter(
        (link) =>
          link.organizationId !== organization.id && link.managedOrganizationId !== organization.id,
      );
      delete draft.users[organization.id];
      delete draft.settings[organization.id];
      delete draft.onboardings[organization.id];
    });
    res.status(204).end();
  });

  // ---- domains ----

  router.post('/:id/domains', write, async (req, res) => {
    const domain = domainName(parseBody(req, domainPayloadSchema).domain, 'domain');
    const updated = await store.update((draft, record) => {
      const organization = organizationIn(draft, id(req.params));
      if (organization.domains.includes(domain))
        throw conflict(`Domain ${domain} is already on this organization`);
      const before = { domains: [...organization.domains] };
      setDomains(draft, organization, [...organization.domains, domain]);
      record(
        event(res, 'organization.domain_added', organization, before, {
          domains: [...organization.domains],
        }),
      );
      return organizationView(draft, organization);
    });
    res.status(201).json(updated);
  });

  router.delete('/:id/domains', write, async (req, res) => {
    const domain = parseBody(req, domainPayloadSchema).domain.toLowerCase();
    const updated = await store.update((draft, record) => {
      const organization = organizationIn(draft, id(req.params));
      if (!organization.domains.includes(domain))
        throw notFound(`Domain ${domain} is not on this organization`);
      const before = { domains: organization.domains };
      setDomains(
        draft,
        organization,
        organization.domains.filter((d) => d !== domain),
      );
      record(
        event(res, 'organization.domain_removed', organization, before, {
          domains: organization.domains,
        }),
      );
      return organizationView(draft, organization);
    });
    res.json(updated);
  });

  // ---- managed organizations ----

  router.get('/:id/managed', read, (req, res) => {
    const data = store.data;
    const index = committedIndex(data);
    res.json(
      (index.linksByParent.get(id(req.params)) ?? []).map((link) =>
        managedItemView(data, link, index),
      ),
    );
  });

  // Linking grants the parent's people access to the child, so only administrators may.
  const manageLinks = organizationAccess(store, 'organizations:write', 'admin:access');

  router.post('/:id/managed', manageLinks, async (req, res) => {
    const { managedOrganizationId } = parseBody(req, addManagedOrganizationSchema);
    const parentId = id(req.params);
    if (managedOrganizationId === parentId)
      throw badRequest('managedOrganizationId cannot be the organization itself');
    const item = await store.update((draft, record) => {
      const parent = organizationIn(draft, parentId);
      const child = asItStands(draft.organizations).find((o) => o.id === managedOrganizationId);
      if (!child) {
        throw badRequest(`managedOrganizationId ${managedOrganizationId} is not an organization`);
      }
      const exists = asItStands(draft.managedLinks).some(
        (link) =>
          link.organizationId === parentId && link.managedOrganizationId === managedOrganizationId,
      );
      if (exists) throw conflict('That organization is already managed by this one');
      const link = {
        organizationId: parentId,
        managedOrganizationId,
        addedDate: new Date().toISOString(),
        status: 'active',
      };
      draft.managedLinks.push(link);
      const after = { managedOrganization: child.name };
      record(
        event(res, 'organization.managed_added', parent, { managedOrganization: null }, after),
      );
      return managedItemView(draft, link);
    });
    res.status(201).json(item);
  });

  router.delete('/:id/managed/:managedId', manageLinks, async (req, res) => {
    const parentId = id(req.params);
    const managedId = String(req.params.managedId);
    await store.update((draft, record) => {
      const before = draft.managedLinks.length;
      draft.managedLinks = asItStands(draft.managedLinks).filter(
        (link) => !(link.organizationId === parentId && link.managedOrganizationId === managedId),
      );
      if (draft.managedLinks.length === before)
        throw notFound(`Organization ${managedId} is not managed by this one`);
      const child =
        asItStands(draft.organizations).find((o) => o.id === managedId)?.name ?? managedId;
      const parent = organizationIn(draft, parentId);
      record(
        event(
          res,
          'organization.managed_removed',
          parent,
          { managedOrganization: child },
          { managedOrganization: null },
        ),
      );
    });
    res.status(204).end();
  });

  // ---- onboardings, users, settings ----

  router.use('/:id/onboardings', onboardings);

  router.use('/:id/users', users);
  router.use('/:id/settings', settingsRoutes(store));

  return router;
}
