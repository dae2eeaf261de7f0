// POST /api/v1/agencies and PATCH /api/v1/agencies/{id} (issue #23, agencies:write). The
// answer is the agency as saved; every cached search and detail is read again, since a rename
// or a move can take it into or out of a result.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  agencySchema,
  type Agency,
  type CreateAgencyPayload,
  type UpdateAgencyPayload,
} from '@shared/schemas';
import { api } from '../../../lib/api-client';
import { agencyKeys } from './agency-keys';

const schema = agencySchema.describe('agency');

export function createAgency(payload: CreateAgencyPayload): Promise<Agency> {
  return api.post('/api/v1/agencies', payload, { schema });
}

export function updateAgency(id: string, payload: UpdateAgencyPayload): Promise<Agency> {
  return api.patch(`/api/v1/agencies/${encodeURIComponent(id)}`, payload, { schema });
}

export function useSaveAgency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id?: string; create?: CreateAgencyPayload; update?: UpdateAgencyPayload }) =>
      v.id ? updateAgency(v.id, v.update ?? {}) : createAgency(v.create as CreateAgencyPayload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agencyKeys.all }),
  });
}
