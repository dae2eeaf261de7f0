// GET /api/v1/organizations/{id}/settings. SPEC §4: a 404 means the organization has no
// settings yet and falls back silently to the §9 defaults, with name, slug and domains from
// GET /api/v1/organizations/{id}.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { OrganizationSettings } from '@shared/schemas';
import { ApiError, api } from '../../../lib/api-client';
import { getOrganization } from '../../../entities/organization/get-organization';
import { fallbackSettings, normalizeSettingsDocument } from '../settings-document';
import { readSettingsTree, type SettingsTree } from '../settings-tree';

export const organizationSettingsKey = (organizationId: string) =>
  ['organization-settings', organizationId] as const;

export interface LoadedSettings {
  document: OrganizationSettings;
  /** True when the backend had none and the defaults are shown. */
  fromDefaults: boolean;
  /** The version read (DESIGN resolution 18), sent back as If-Match; null when none was given. */
  etag: string | null;
  /** Where each field comes from (DESIGN resolution 23); null from a BFF that does not say. */
  tree?: SettingsTree | null;
}

export const settingsPath = (organizationId: string) =>
  `/api/v1/organizations/${encodeURIComponent(organizationId)}/settings`;

export async function getOrganizationSettings(
  organizationId: string,
  signal?: AbortSignal,
): Promise<LoadedSettings> {
  try {
    let etag: string | null = null;
    const raw = await api.get(settingsPath(organizationId), {
      signal,
      onHeaders: (headers) => (etag = headers.get('ETag')),
    });
    return {
      document: normalizeSettingsDocument(raw, organizationId),
      fromDefaults: false,
      etag,
      tree: readSettingsTree(raw),
    };
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  const organization = await getOrganization(organizationId, signal);
  return { document: fallbackSettings(organization), fromDefaults: true, etag: null, tree: null };
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

// A route loader's read must outlive the moment between its answer and the page taking it.
const PREFETCH_KEEP_MS = 30_000;

/**
 * The route loader's early read. Kept 30 s so the page finds it (a hover's preload, or a read
 * that answered before the organization context let the page mount); a copy older than that,
 * left by an earlier visit, is dropped first, so a visit still starts from what the backend
 * holds when the navigation starts.
 */
export function prefetchOrganizationSettings(
  queryClient: QueryClient,
  organizationId: string,
): Promise<void> {
  const options = organizationSettingsQueryOptions(organizationId);
  const cached = queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true });
  if (
    cached &&
    cached.getObserversCount() === 0 &&
    cached.state.fetchStatus === 'idle' &&
    Date.now() - cached.state.dataUpdatedAt > PREFETCH_KEEP_MS
  ) {
    queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
  }
  return queryClient.prefetchQuery({ ...options, gcTime: PREFETCH_KEEP_MS });
}

export function useOrganizationSettings(organizationId: string) {
  return useQuery(organizationSettingsQueryOptions(organizationId));
}
