// GET /api/v1/agencies/{id}?id=&stateOrProvince= (SPEC §7) and its query.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { agencySchema, type Agency } from '@shared/schemas';
import { api } from '../../../lib/api-client';
import { agencyKeys } from './agency-keys';

const schema = agencySchema.describe('agency');

export function getAgency(
  id: string,
  stateOrProvince: string,
  signal?: AbortSignal,
): Promise<Agency> {
  return api.get(`/api/v1/agencies/${encodeURIComponent(id)}`, {
    query: { id, stateOrProvince: stateOrProvince.trim() },
    schema,
    signal,
  });
}

export const agencyQueryOptions = (id: string, stateOrProvince: string) =>
  queryOptions({
    queryKey: agencyKeys.detail(id, stateOrProvince),
    queryFn: ({ signal }) => getAgency(id, stateOrProvince, signal),
  });

/** One agency's details; a null target runs nothing. */
export function useAgencyDetails(target: { id: string; stateOrProvince: string } | null) {
  return useQuery({
    ...agencyQueryOptions(target?.id ?? '', target?.stateOrProvince ?? ''),
    enabled: target !== null,
  });
}
