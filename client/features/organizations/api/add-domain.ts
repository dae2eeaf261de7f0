import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DomainPayload } from '@shared/schemas';
import { api } from '../../../lib/api-client';
import { invalidateOrganizationData } from '../../../entities/organization/organization-keys';

export interface DomainVariables {
  id: string;
  payload: DomainPayload;
}

export function addDomain({ id, payload }: DomainVariables): Promise<unknown> {
  return api.post(`/api/v1/organizations/${encodeURIComponent(id)}/domains`, payload);
}

export function useAddDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDomain,
    onSuccess: () => invalidateOrganizationData(queryClient),
  });
}
