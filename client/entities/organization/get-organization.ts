// GET /api/v1/organizations/{id} (SPEC §7), read by the overview, the organization dialogs
// and the settings screen (its fallback document and its rename).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizationSchema, type Organization } from '@shared/schemas';
import { api } from '../../lib/api-client';
import { organizationKeys } from './organization-keys';

const schema = organizationSchema.describe('organization');

export function getOrganization(
  id: string,
  signal?: AbortSignal,
  /** Sees the answer's headers (the edit dialog keeps its ETag). */
  onHeaders?: (headers: Headers) => void,
): Promise<Organization> {
  return api.get(`/api/v1/organizations/${encodeURIComponent(id)}`, { schema, signal, onHeaders });
}

export const organizationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: organizationKeys.detail(id),
    queryFn: ({ signal }) => getOrganization(id, signal),
  });

/** One organization; a missing id runs nothing. */
export function useOrganizationQuery(id: string | null | undefined) {
  return useQuery({ ...organizationQueryOptions(id ?? ''), enabled: Boolean(id) });
}
