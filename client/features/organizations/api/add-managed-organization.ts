// DESIGN.md resolution 3: managed links are created and removed through the endpoints
// the demo backend adds to the spec's list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateOrganizationData } from '../../../entities/organization/organization-keys';

export interface ManagedLinkVariables {
  organizationId: string;
  managedOrganizationId: string;
}

export function addManagedOrganization({
  organizationId,
  managedOrganizationId,
}: ManagedLinkVariables): Promise<unknown> {
  return api.post(`/api/v1/organizations/${encodeURIComponent(organizationId)}/managed`, {
    managedOrganizationId,
  });
}

export function useAddManagedOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addManagedOrganization,
    onSuccess: () => invalidateOrganizationData(queryClient),
  });
}
