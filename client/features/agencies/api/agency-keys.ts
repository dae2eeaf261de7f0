// Query keys of the agency reads: the search is keyed by its three inputs so a shared URL or a
// reload answers from the same cache entry.
import type { AgencySearchForm } from '../agency-search';

export const agencyKeys = {
  all: ['agencies'] as const,
  search: (form: AgencySearchForm) => [...agencyKeys.all, 'search', form] as const,
  detail: (id: string, stateOrProvince: string) =>
    [...agencyKeys.all, 'detail', id, stateOrProvince] as const,
};
