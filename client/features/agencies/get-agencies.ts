// Agency requests (SPEC §7) and their query hooks: the search is keyed by its three inputs so a
// shared URL or a reload answers from the same cache entry.
import { useQuery } from '@tanstack/react-query';
import * as z from '../../../shared/zod';
import { agencySchema, type Agency } from '../../../shared/schemas';
import { api } from '../../lib/api-client';
import type { AgencySearchForm } from './agency-search';

export const agencyKeys = {
  all: ['agencies'] as const,
  search: (form: AgencySearchForm) => [...agencyKeys.all, 'search', form] as const,
  detail: (id: string, stateOrProvince: string) =>
    [...agencyKeys.all, 'detail', id, stateOrProvince] as const,
};

const agencyListSchema = z.array(agencySchema);

function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
  throw new Error(`Unexpected ${what} response${where}: ${issue?.message ?? 'invalid'}`);
}

/** SPEC §7 says a list; a BFF that wraps it (items, value, agencies) is read the same way. */
function listOf(data: unknown): unknown {
  if (Array.isArray(data) || typeof data !== 'object' || data === null) return data;
  for (const key of ['items', 'value', 'agencies'] as const) {
    const inner = (data as Record<string, unknown>)[key];
    if (Array.isArray(inner)) return inner;
  }
  return data;
}

/** GET /api/v1/agencies?name=&searchType=&stateOrProvince= (an empty state is left out). */
export async function searchAgencies(
  form: AgencySearchForm,
  signal?: AbortSignal,
): Promise<Agency[]> {
  const data = await api.get<unknown>('/api/v1/agencies', {
    query: {
      name: form.name.trim(),
      searchType: form.searchType,
      stateOrProvince: form.stateOrProvince.trim(),
    },
    signal,
  });
  return parse(agencyListSchema, listOf(data), 'agencies');
}

/** GET /api/v1/agencies/{id}?id=&stateOrProvince= */
export async function getAgency(
  id: string,
  stateOrProvince: string,
  signal?: AbortSignal,
): Promise<Agency> {
  const data = await api.get<unknown>(`/api/v1/agencies/${encodeURIComponent(id)}`, {
    query: { id, stateOrProvince: stateOrProvince.trim() },
    signal,
  });
  return parse(agencySchema, data, 'agency');
}

/** The search the URL names; null runs nothing. */
export function useAgencySearch(form: AgencySearchForm | null) {
  return useQuery({
    queryKey: agencyKeys.search(form ?? { name: '', searchType: 'any', stateOrProvince: '' }),
    queryFn: ({ signal }) => searchAgencies(form!, signal),
    enabled: form !== null,
  });
}

/** One agency's details; a null target runs nothing. */
export function useAgencyDetails(target: { id: string; stateOrProvince: string } | null) {
  return useQuery({
    queryKey: agencyKeys.detail(target?.id ?? '', target?.stateOrProvince ?? ''),
    queryFn: ({ signal }) => getAgency(target!.id, target!.stateOrProvince, signal),
    enabled: target !== null,
  });
}
