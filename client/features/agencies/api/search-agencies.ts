// GET /api/v1/agencies?name=&searchType=&stateOrProvince= (SPEC §7) and its query.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from '../../../../shared/zod';
import { agencySchema, type Agency } from '../../../../shared/schemas';
import { api } from '../../../lib/api-client';
import type { AgencySearchForm } from '../agency-search';
import { agencyKeys } from './agency-keys';

/** SPEC §7 says a list; a BFF that wraps it (items, value, agencies) is read the same way. */
function listOf(data: unknown): unknown {
  if (Array.isArray(data) || typeof data !== 'object' || data === null) return data;
  for (const key of ['items', 'value', 'agencies'] as const) {
    const inner = (data as Record<string, unknown>)[key];
    if (Array.isArray(inner)) return inner;
  }
  return data;
}

const agencyListSchema = z.preprocess(listOf, z.array(agencySchema)).describe('agencies');

/** An empty state is left out of the query. */
export function searchAgencies(form: AgencySearchForm, signal?: AbortSignal): Promise<Agency[]> {
  return api.get('/api/v1/agencies', {
    query: {
      name: form.name.trim(),
      searchType: form.searchType,
      stateOrProvince: form.stateOrProvince.trim(),
    },
    schema: agencyListSchema,
    signal,
  });
}

export const agencySearchQueryOptions = (form: AgencySearchForm) =>
  queryOptions({
    queryKey: agencyKeys.search(form),
    queryFn: ({ signal }) => searchAgencies(form, signal),
  });

const NO_SEARCH: AgencySearchForm = { name: '', searchType: 'any', stateOrProvince: '' };

/** The search the URL names; null runs nothing. */
export function useAgencySearch(form: AgencySearchForm | null) {
  return useQuery({ ...agencySearchQueryOptions(form ?? NO_SEARCH), enabled: form !== null });
}
