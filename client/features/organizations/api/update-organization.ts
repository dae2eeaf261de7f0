import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateOrganizationPayload } from '@shared/schemas';
import { api } from '../../../lib/api-client';
import { invalidateOrganizationData } from '../../../lib/api/organization-keys';

export interface UpdateOrganizationVariables {
  id: string;
  payload: UpdateOrganizationPayload;
}

export function updateOrganization({ id, payload }: UpdateOrganizationVariables): Promise<unknown> {
  return api.patch(`/api/v1/organizations/${encodeURIComponent(id)}`, payload);
}

export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganization,
    onSuccess: () => invalidateOrganizationData(queryClient),
  });
}
