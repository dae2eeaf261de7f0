import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateOrganizationData } from '../../../lib/api/organization-keys';
import type { ManagedLinkVariables } from './add-managed-organization';

export function removeManagedOrganization({
  organizationId,
  managedOrganizationId,
}: ManagedLinkVariables): Promise<unknown> {
  return api.delete(
    `/api/v1/organizations/${encodeURIComponent(organizationId)}/managed/${encodeURIComponent(managedOrganizationId)}`,
  );
}

export function useRemoveManagedOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeManagedOrganization,
    onSuccess: () => invalidateOrganizationData(queryClient),
  });
}
