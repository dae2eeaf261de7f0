import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getOrganization } from '../../../entities/organization/get-organization';
import {
  invalidateOrganizationData,
  organizationKeys,
} from '../../../entities/organization/organization-keys';
import type { DomainVariables } from './add-domain';

export function removeDomain({ id, payload }: DomainVariables): Promise<unknown> {
  return api.delete(`/api/v1/organizations/${encodeURIComponent(id)}/domains`, payload);
}

export function useRemoveDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDomain,
    onSuccess: async (_data, { id }) => {
      // SPEC §7: the organization is re-fetched after a removal, whether or not a view of
      // it is open; then every list that shows its domains is refreshed.
      await queryClient.fetchQuery({
        queryKey: organizationKeys.detail(id),
        queryFn: ({ signal }) => getOrganization(id, signal),
        staleTime: 0,
      });
      await invalidateOrganizationData(queryClient);
    },
  });
}
