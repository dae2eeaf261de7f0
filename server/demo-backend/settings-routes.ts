// /api/v1/organizations/:id/settings: a 404 when the organization has none (the console
// then shows defaults), and PATCH with the whole document, which creates or replaces them.
// Only the settings groups are stored; id, name, slug and domains always come from the
// organization itself so they cannot drift.
import { Router } from 'express';
import { isCidrRange } from '@shared/cidr';
import { URL_MAX_LENGTH, isHexColor } from '@shared/input-rules';
import { isStorableHttpUrl } from '@shared/safe-url';
import {
  defaultOrganizationSettings,
  organizationSettingsSchema,
  type OrganizationSettings,
  type SettingsGroups,
} from '@shared/schemas';
import { callerOf, organizationAccess } from './access';
import { audit } from './audit-record';
import type { DataStore } from './data-store';
import type { StoredOrganization } from './demo-data';
import { badRequest, notFound } from './http-error';
import { boundedText, domainName, parseBody } from './validate';
import { assertWriteCondition, versionTag } from './version-tag';

function settingsDocument(
  organization: StoredOrganization,
  groups: SettingsGroups,
): OrganizationSettings {
  return {
    id: organization.id,
    name: organization.name,
    slug: organization.slug,
    domains: [...organization.domains],
    settings: groups,
  };
}

/**
 * What the shared schema cannot say alone, with the rules the settings form applies
 * (shared/input-rules.ts): real CIDR ranges, http(s) URLs, a hex colour, a domain name.
 */
function checkGroups(groups: SettingsGroups): SettingsGroups {
  const { integrations, branding } = groups;
  const allowedIpRanges = integrations.allowedIpRanges.map((range, index) => {
    const trimmed = range.trim();
    if (!isCidrRange(trimmed)) {
      throw badRequest(
        `settings.integrations.allowedIpRanges[${index}] "${trimmed}" is not a CIDR range such as 10.0.0.0/8`,
      );
    }
    return trimmed;
  });
  for (const [field, value] of [
    ['settings.integrations.webhookUrl', integrations.webhookUrl],
    ['settings.branding.logoUrl', branding.logoUrl],
  ] as const) {
    if (value) boundedText(value, field, URL_MAX_LENGTH);
    if (value && !isStorableHttpUrl(value)) {
      throw badRequest(
        `${field} must be an http or https URL without a user name, password, backslash or #fragment`,
      );
    }
  }
  // A colour ends up in a style attribute: '#fff;background:url(…)' must not be stored.
  if (branding.primaryColor !== undefined && !isHexColor(branding.primaryColor)) {
    throw badRequest('settings.branding.primaryColor must be a hex colour such as #3B82F6');
  }
  const customDomain = branding.customDomain
    ? domainName(branding.customDomain, 'settings.branding.customDomain')
    : branding.customDomain;
  return {
    ...groups,
    integrations: { ...integrations, allowedIpRanges },
    branding: { ...branding, customDomain },
  };
}

/**
 * The version of an organization's stored settings. Only the settings groups count: the PATCH
 * writes nothing else (name, slug and domains come from the organization), so a rename does not
 * make it stale.
 */
const settingsEtag = (groups: SettingsGroups | undefined) => versionTag('s', groups);

export function settingsRoutes(store: DataStore): Router {
  const router = Router({ mergeParams: true });
  const orgId = (params: Record<string, string | string[] | undefined>) => String(params.id);

  router.get('/', organizationAccess(store, 'organizations:read'), (req, res) => {
    const id = orgId(req.params);
    const organization = store.data.organizations.find((o) => o.id === id);
    const stored = store.data.settings[id];
    if (!organization || !stored) throw notFound(`Organization ${id} has no settings yet`);
    res
      .set('ETag', settingsEtag(stored.settings))
      .json(settingsDocument(organization, stored.settings));
  });

  router.patch('/', organizationAccess(store, 'organizations:write'), async (req, res) => {
    const id = orgId(req.params);
    const body = parseBody(req, organizationSettingsSchema);
    if (body.id !== id) throw badRequest('id must be the id of the organization in the path');
    const groups = checkGroups(body.settings);
    const saved = await store.update((draft, record) => {
      const organization = draft.organizations.find((o) => o.id === id);
      if (!organization) throw notFound(`Organization ${id} not found`);
      const stored = draft.settings[id]?.settings;
      assertWriteCondition(req, stored && settingsEtag(stored), 'These settings were');
      draft.settings[id] = { settings: groups };
      const target = { type: 'settings' as const, id, name: organization.name };
      // Never stored, the console showed (and this save replaced) the defaults: the record
      // lists what changed from them, not every field as new.
      const before = stored ?? defaultOrganizationSettings(organization).settings;
      record(audit(callerOf(res), 'settings.updated', organization, target, before, groups));
      return settingsDocument(organization, groups);
    });
    res.set('ETag', settingsEtag(groups)).json(saved);
  });

  return router;
}
