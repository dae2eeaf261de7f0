import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOrganizationPayload } from '@shared/schemas';
import { api } from '../../../lib/api-client';
import { invalidateOrganizationData } from '../../../entities/organization/organization-keys';

export function createOrganization(payload: CreateOrganizationPayload): Promise<unknown> {
  return api.post('/api/v1/organizations', payload);
}

export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrganization,
    onSuccess: () => invalidateOrganizationData(queryClient),
  });
}
