// The agency search kept in the URL (typed search params of /global/agencies) so a result can
// be shared and a reload runs it again: name, searchType, stateOrProvince beside the
// DataTable's own keys (sort, q, view, hide).
import * as z from '@shared/zod';
import { AGENCY_SEARCH_TYPES, type AgencySearchType } from '@shared/constants';
import { tableSearchSchema } from '../../components/data-table/table-search';

// The router parses search values as JSON, so a hand-typed ?name=123 arrives as a number.
const text = z
  .union([z.string(), z.number(), z.boolean()])
  .transform((value) => String(value))
  .optional()
  .catch(undefined);

export const agenciesSearchSchema = z.object({
  ...tableSearchSchema.shape,
  name: text,
  searchType: text,
  stateOrProvince: text,
});
export type AgenciesSearch = z.infer<typeof agenciesSearchSchema>;

export const DEFAULT_SEARCH_TYPE: AgencySearchType = 'any';

/** What the form holds (and what a search is made of). */
export interface AgencySearchForm {
  name: string;
  searchType: AgencySearchType;
  stateOrProvince: string;
}

export const EMPTY_FORM: AgencySearchForm = {
  name: '',
  searchType: DEFAULT_SEARCH_TYPE,
  stateOrProvince: '',
};

const squash = (value: string) => value.toLowerCase().replace(/[\s_-]+/g, '');

/**
 * A search type from the URL or a caller: the API value ('startsWith') or the label the form
 * shows ('Starts With'), in any case; anything else is the default, Any.
 */
export function parseSearchType(value: unknown): AgencySearchType {
  if (typeof value !== 'string') return DEFAULT_SEARCH_TYPE;
  const wanted = squash(value);
  const match = AGENCY_SEARCH_TYPES.find(
    (type) => squash(type.value) === wanted || squash(type.label) === wanted,
  );
  return match?.value ?? DEFAULT_SEARCH_TYPE;
}

export function searchTypeLabel(value: AgencySearchType): string {
  return AGENCY_SEARCH_TYPES.find((type) => type.value === value)?.label ?? value;
}

/** The search the URL asks for, or null when it asks for none (no name). */
export function searchFromUrl(search: Partial<AgenciesSearch>): AgencySearchForm | null {
  const name = search.name?.trim() ?? '';
  if (!name) return null;
  return {
    name,
    searchType: parseSearchType(search.searchType),
    stateOrProvince: search.stateOrProvince?.trim() ?? '',
  };
}

/** The form a page load starts with: the URL's search, else an empty form. */
export function formFromUrl(search: Partial<AgenciesSearch>): AgencySearchForm {
  return searchFromUrl(search) ?? { ...EMPTY_FORM };
}

/** Search params for a search (trimmed; an empty state is left out). */
export function searchToUrl(
  form: AgencySearchForm,
): Pick<AgenciesSearch, 'name' | 'searchType' | 'stateOrProvince'> {
  const stateOrProvince = form.stateOrProvince.trim();
  return {
    name: form.name.trim(),
    searchType: form.searchType,
    ...(stateOrProvince ? { stateOrProvince } : {}),
  };
}

/** Removes the search keys (Clear Results / Reset); the table's own keys stay. */
export function withoutSearch(previous: Record<string, unknown>): Record<string, unknown> {
  const { name: _name, searchType: _type, stateOrProvince: _state, ...rest } = previous;
  return rest;
}
