// /api/v1/organizations/:id/settings: the organization's settings resolved through its managing
// organizations (DESIGN resolution 23: `sources`, `floors`), a 404 for an organization that has
// none and nothing to inherit (the console then shows defaults), and PATCH with the whole
// document, where a field sent as null goes back to inherited. Only the fields set here are
// stored; id, name, slug and domains always come from the organization itself.
import { Router } from 'express';
import { floorRefusal, settingsPatchSchema, type SettingsOverrides } from '@shared/inheritance';
import { callerOf, organizationAccess } from '../http/access';
import { audit } from '../store/audit-record';
import type { DataStore } from '../store/data-store';
import type { DemoData, StoredOrganization } from '../store/demo-data';
import { badRequest, conflict, notFound } from '../http/http-error';
import { checkGroups } from './settings-checks';
import {
  chainOf,
  committedParents,
  parentsOf,
  resolveSettings,
  settingsRecord,
  type ResolvedSettings,
} from './settings-inheritance';
import { settingsTreeRoutes } from './settings-tree-routes';
import { parseBody } from '../http/validate';
import { assertWriteCondition, versionTag } from '../http/version-tag';
import { asItStands, findInDraft } from '../store/draft-lists';

function settingsDocument(
  organization: StoredOrganization,
  resolved: ResolvedSettings,
  managedCount: number,
  /** What each field would be if it were not set here ("Use inherited value"). */
  inheritedValues: ResolvedSettings['groups'] | null,
) {
  return {
    id: organization.id,
    name: organization.name,
    slug: organization.slug,
    domains: [...organization.domains],
    settings: resolved.groups,
    sources: resolved.sources,
    floors: resolved.floors,
    inheritsFrom: resolved.inheritsFrom,
    inheritedValues,
    managedCount,
  };
}

/**
 * The version of an organization's stored settings: only the fields set here count (the PATCH
 * writes nothing else), so a rename, or a change its managing organization makes, does not make
 * it stale. A managed organization with nothing stored has a version too (it has a document).
 */
const settingsEtag = (own: SettingsOverrides | undefined) => versionTag('s', own);

function storedVersion(data: Readonly<DemoData>, id: string, managed: boolean) {
  const stored = data.settings[id]?.settings;
  return stored || managed ? settingsEtag(stored) : undefined;
}

/** The fields given (not null): what the organization sets itself after the write. */
function overridesOf(groups: Record<string, Record<string, unknown>>): SettingsOverrides {
  const overrides: Record<string, Record<string, unknown>> = {};
  for (const [group, fields] of Object.entries(groups)) {
    for (const [field, value] of Object.entries(fields)) {
      if (value !== null && value !== undefined) (overrides[group] ??= {})[field] = value;
    }
  }
  return overrides;
}

const managedCountOf = (data: Readonly<DemoData>, id: string) =>
  data.managedLinks.reduce((sum, link) => sum + (link.organizationId === id ? 1 : 0), 0);

export function settingsRoutes(store: DataStore): Router {
  const router = Router({ mergeParams: true });
  const orgId = (params: Record<string, string | string[] | undefined>) => String(params.id);

  router.use(settingsTreeRoutes(store));

  router.get('/', organizationAccess(store, 'organizations:read'), (req, res) => {
    const id = orgId(req.params);
    const data = store.data;
    const organization = data.organizations.find((o) => o.id === id);
    if (!organization) throw notFound(`Organization ${id} not found`);
    const byId = (other: string) => data.organizations.find((o) => o.id === other);
    const chain = chainOf(data, organization, committedParents(data), byId);
    const version = storedVersion(data, id, chain.length > 1);
    if (!version) throw notFound(`Organization ${id} has no settings yet`);
    const resolved = resolveSettings(data, chain);
    const inherited = chain.length > 1 ? resolveSettings(data, chain, {}).groups : null;
    res
      .set('ETag', version)
      .json(settingsDocument(organization, resolved, managedCountOf(data, id), inherited));
  });

  router.patch('/', organizationAccess(store, 'organizations:write'), async (req, res) => {
    const id = orgId(req.params);
    const body = parseBody(req, settingsPatchSchema);
    if (body.id !== id) throw badRequest('id must be the id of the organization in the path');
    const groups = checkGroups(body.settings);
    const { saved, version } = await store.update((draft, record) => {
      const organization = findInDraft(draft.organizations, (o) => o.id === id);
      if (!organization) throw notFound(`Organization ${id} not found`);
      const byId = (other: string) => asItStands(draft.organizations).find((o) => o.id === other);
      const chain = chainOf(draft, organization, parentsOf(draft), byId);
      const stored = draft.settings[id];
      assertWriteCondition(req, storedVersion(draft, id, chain.length > 1), 'These settings were');
      const own = overridesOf(groups as unknown as Record<string, Record<string, unknown>>);
      if (chain.length === 1) {
        const unset = Object.entries(groups).flatMap(([group, fields]) =>
          Object.entries(fields as Record<string, unknown>)
            .filter(([, value]) => value === null)
            .map(([field]) => `settings.${group}.${field}`),
        );
        if (unset.length > 0)
          throw badRequest(
            `${unset[0]} cannot go back to inherited: ${organization.name} is not managed by another organization`,
          );
      }
      const before = resolveSettings(draft, chain);
      const refusal = floorRefusal(groups.security, before.floors);
      if (refusal) throw conflict(refusal);
      draft.settings[id] = { ...stored, settings: own };
      const after = resolveSettings(draft, chain, own);
      const target = { type: 'settings' as const, id, name: organization.name };
      record(
        audit(
          callerOf(res),
          'settings.updated',
          organization,
          target,
          settingsRecord(before),
          settingsRecord(after),
        ),
      );
      return {
        saved: settingsDocument(
          organization,
          after,
          managedCountOf(draft, id),
          chain.length > 1 ? resolveSettings(draft, chain, {}).groups : null,
        ),
        version: settingsEtag(own),
      };
    });
    res.set('ETag', version).json(saved);
  });

  return router;
}
