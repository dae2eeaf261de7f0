// DESIGN.md resolution 2: the spec names no delete call; this is the endpoint the demo
// backend offers, and a backend without it is reported by the caller's fallback text.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import {
  invalidateOrganizationData,
  organizationKeys,
} from '../../../entities/organization/organization-keys';

export function deleteOrganization(id: string): Promise<unknown> {
  return api.delete(`/api/v1/organizations/${encodeURIComponent(id)}`);
}

export function useDeleteOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrganization,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: organizationKeys.detail(id) });
      return invalidateOrganizationData(queryClient);
    },
  });
}
