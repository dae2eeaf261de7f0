// The global catalogue of agencies (search and details); pipelines are pipeline-routes.ts.
import { Router } from 'express';
import { agencySearchTypeSchema, type Agency } from '@shared/schemas';
import { requirePermissions } from '../http/access';
import { mountAgencyWrites } from './agency-writes';
import type { DataStore } from '../store/data-store';
import { badRequest, notFound } from '../http/http-error';
import { queryParam } from '../http/validate';

const STATE_NAMES: Record<string, string> = {
  CA: 'California',
  IL: 'Illinois',
  MO: 'Missouri',
  TX: 'Texas',
  NY: 'New York',
  WA: 'Washington',
  ON: 'Ontario',
  BC: 'British Columbia',
};

/** A state filter matches the stored code or the full name, in any case. */
function inState(agency: Agency, state: string): boolean {
  const wanted = state.trim().toLowerCase();
  const code = agency.stateOrProvince ?? '';
  return code.toLowerCase() === wanted || (STATE_NAMES[code] ?? '').toLowerCase() === wanted;
}

type SearchType = 'any' | 'exact' | 'partial' | 'startsWith';

/** Case-insensitive; `any` matches when any word of the query appears in the name. */
function nameMatches(name: string, query: string, searchType: SearchType): boolean {
  const haystack = name.toLowerCase();
  const needle = query.trim().toLowerCase();
  switch (searchType) {
    case 'exact':
      return haystack === needle;
    case 'partial':
      return haystack.includes(needle);
    case 'startsWith':
      return haystack.startsWith(needle);
    case 'any':
      return needle.split(/\s+/).some((word) => haystack.includes(word));
  }
}

export function agencyRoutes(store: DataStore): Router {
  const router = Router();
  router.use(requirePermissions('agencies:read'));

  router.get('/', (req, res) => {
    const name = queryParam(req, 'name');
    if (!name?.trim()) throw badRequest('name is required');
    const rawType = queryParam(req, 'searchType') || 'any';
    const searchType = agencySearchTypeSchema.safeParse(rawType);
    if (!searchType.success)
      throw badRequest('searchType must be one of any, exact, partial, startsWith');
    const state = queryParam(req, 'stateOrProvince')?.trim();
    res.json(
      store.data.agencies.filter(
        (agency) =>
          nameMatches(agency.name, name, searchType.data) && (!state || inState(agency, state)),
      ),
    );
  });

  router.get('/:id', (req, res) => {
    const id = String(req.params.id);
    const state = queryParam(req, 'stateOrProvince')?.trim();
    if (!state) throw badRequest('stateOrProvince is required');
    const queryId = queryParam(req, 'id');
    if (queryId !== undefined && queryId !== id)
      throw badRequest('id must match the agency id in the path');
    const agency = store.data.agencies.find((a) => a.id === id && inState(a, state));
    if (!agency) throw notFound(`Agency ${id} not found in ${state}`);
    res.json(agency);
  });

  mountAgencyWrites(router, store);
  return router;
}
