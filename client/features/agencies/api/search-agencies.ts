// GET /api/v1/agencies?name=&searchType=&stateOrProvince= (SPEC §7) and its query.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from '@shared/zod';
import { agencySchema, type Agency } from '@shared/schemas';
import { api } from '../../../lib/api-client';
import { wrappedList } from '../../../lib/api/wrapped-list';
import type { AgencySearchForm } from '../agency-search';
import { agencyKeys } from './agency-keys';

/** SPEC §7 says a list; a BFF that wraps it (items, value, agencies) is read the same way. */
const agencyListSchema = z
  .preprocess((data) => wrappedList(data, 'agencies') ?? data, z.array(agencySchema))
  .describe('agencies');

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
