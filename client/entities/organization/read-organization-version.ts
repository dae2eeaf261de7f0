// GET /api/v1/organizations/{id} for the edit dialog: the organization as stored now and the
// version (ETag) an edit sends back as If-Match (DESIGN resolution 18). Not cached: each opening
// of the dialog asks anew, so the version is the one the user edits over.
import { useQuery } from '@tanstack/react-query';
import type { Organization } from '@shared/schemas';
import { getOrganization } from './get-organization';

export interface OrganizationVersion {
  organization: Organization;
  /** null when the backend names no version (then no If-Match is sent, as before). */
  etag: string | null;
}

export async function readOrganizationVersion(
  id: string,
  signal?: AbortSignal,
): Promise<OrganizationVersion> {
  let etag: string | null = null;
  const organization = await getOrganization(id, signal, (headers) => {
    etag = headers.get('ETag');
  });
  return { organization, etag };
}

export function useOrganizationVersion(id: string) {
  return useQuery({
    queryKey: ['organization-version', id],
    queryFn: ({ signal }) => readOrganizationVersion(id, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
