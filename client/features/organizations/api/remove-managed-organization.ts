import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeManagedOrganization } from '../../../entities/organization/remove-managed-organization';
import { invalidateOrganizationData } from '../../../entities/organization/organization-keys';

// The call itself lives in entities/organization/ (the managed-organizations page sends it too).
export { removeManagedOrganization };

export function useRemoveManagedOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeManagedOrganization,
    onSuccess: () => invalidateOrganizationData(queryClient),
  });
}
