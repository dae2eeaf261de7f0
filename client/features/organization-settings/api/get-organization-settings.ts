// GET /api/v1/organizations/{id}/settings. SPEC §4: a 404 means the organization has no
// settings yet and falls back silently to the §9 defaults, with name, slug and domains from
// GET /api/v1/organizations/{id}.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganizationSettings } from '@shared/schemas';
import { ApiError, api } from '../../../lib/api-client';
import { getOrganization } from '../../../lib/api/get-organization';
import { fallbackSettings, normalizeSettingsDocument } from '../settings-document';

export const organizationSettingsKey = (organizationId: string) =>
  ['organization-settings', organizationId] as const;

export interface LoadedSettings {
  document: OrganizationSettings;
  /** True when the backend had none and the defaults are shown. */
  fromDefaults: boolean;
}

export const settingsPath = (organizationId: string) =>
  `/api/v1/organizations/${encodeURIComponent(organizationId)}/settings`;

export async function getOrganizationSettings(
  organizationId: string,
  signal?: AbortSignal,
): Promise<LoadedSettings> {
  try {
    const raw = await api.get(settingsPath(organizationId), { signal });
    return { document: normalizeSettingsDocument(raw, organizationId), fromDefaults: false };
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  const organization = await getOrganization(organizationId, signal);
  return { document: fallbackSettings(organization), fromDefaults: true };
}

export const organizationSettingsQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: organizationSettingsKey(organizationId),
    queryFn: ({ signal }) => getOrganizationSettings(organizationId, signal),
    // The form is seeded once from this: a background refetch must not look like a change,
    // and every visit starts from what the backend holds now (nothing kept once unobserved).
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

export function useOrganizationSettings(organizationId: string) {
  return useQuery(organizationSettingsQueryOptions(organizationId));
}
