import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateOrganizationPayload } from '@shared/schemas';
import { api } from '../../lib/api-client';
import { invalidateOrganizationData } from './organization-keys';

export interface UpdateOrganizationVariables {
  id: string;
  payload: UpdateOrganizationPayload;
  /** The version the edit was made over (DESIGN resolution 18); none: no If-Match. */
  etag?: string | null;
}

export function updateOrganization({
  id,
  payload,
  etag,
}: UpdateOrganizationVariables): Promise<unknown> {
  return api.patch(`/api/v1/organizations/${encodeURIComponent(id)}`, payload, {
    headers: etag ? { 'If-Match': etag } : {},
  });
}

export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganization,
    onSuccess: () => invalidateOrganizationData(queryClient),
  });
}
