import { describe, expect, it } from 'vitest';
import { AGENCY_SEARCH_TYPES } from '@shared/constants';
import {
  agenciesSearchSchema,
  formFromUrl,
  parseSearchType,
  searchFromUrl,
  searchToUrl,
  searchTypeLabel,
  withoutSearch,
  type AgencySearchForm,
} from './agency-search';

describe('search types', () => {
  it('maps each label the form shows to the API value', () => {
    expect(AGENCY_SEARCH_TYPES.map((type) => [type.label, type.value])).toEqual([
      ['Any', 'any'],
      ['Exact Match', 'exact'],
      ['Partial Match', 'partial'],
      ['Starts With', 'startsWith'],
    ]);
    for (const type of AGENCY_SEARCH_TYPES) {
      expect(parseSearchType(type.value)).toBe(type.value);
      expect(parseSearchType(type.label)).toBe(type.value);
      expect(searchTypeLabel(type.value)).toBe(type.label);
    }
  });

  it('reads hand-typed spellings and falls back to Any', () => {
    expect(parseSearchType('STARTSWITH')).toBe('startsWith');
    expect(parseSearchType('starts-with')).toBe('startsWith');
    expect(parseSearchType('exact match')).toBe('exact');
    expect(parseSearchType('fuzzy')).toBe('any');
    expect(parseSearchType(undefined)).toBe('any');
    expect(parseSearchType(3)).toBe('any');
  });
});

describe('the search in the URL', () => {
  it('round-trips a search through the route schema', () => {
    const forms: AgencySearchForm[] = [
      { name: 'fire dep', searchType: 'partial', stateOrProvince: 'IL' },
      { name: 'Springfield Police Department', searchType: 'exact', stateOrProvince: '' },
      { name: 'toronto vancouver', searchType: 'any', stateOrProvince: 'British Columbia' },
      { name: 'springfield', searchType: 'startsWith', stateOrProvince: 'MO' },
    ];
    for (const form of forms) {
      const params = searchToUrl(form);
      // What the router hands back after a reload: the schema applied to the stored params.
      const reloaded = agenciesSearchSchema.parse(JSON.parse(JSON.stringify(params)));
      expect(searchFromUrl(reloaded)).toEqual(form);
    }
  });

  it('leaves an empty state out of the URL and trims the values', () => {
    expect(searchToUrl({ name: '  fire ', searchType: 'partial', stateOrProvince: '  ' })).toEqual({
      name: 'fire',
      searchType: 'partial',
    });
  });

  it('asks for no search without a name', () => {
    expect(searchFromUrl({})).toBeNull();
    expect(searchFromUrl({ name: '   ', stateOrProvince: 'IL' })).toBeNull();
    expect(formFromUrl({})).toEqual({ name: '', searchType: 'any', stateOrProvince: '' });
  });

  it('survives odd values typed into the address bar', () => {
    const parsed = agenciesSearchSchema.parse({
      name: 123,
      searchType: { bad: true },
      stateOrProvince: ['IL'],
      view: 'cards',
    });
    expect(parsed).toMatchObject({ name: '123', view: 'cards' });
    expect(searchFromUrl(parsed)).toEqual({ name: '123', searchType: 'any', stateOrProvince: '' });
  });

  it('removes only the search keys on Clear Results', () => {
    expect(
      withoutSearch({
        name: 'x',
        searchType: 'any',
        stateOrProvince: 'IL',
        view: 'cards',
        sort: 'name.asc',
      }),
    ).toEqual({ view: 'cards', sort: 'name.asc' });
  });
});
