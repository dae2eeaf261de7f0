// /global/agencies: agency search (canViewGlobal).
import { createRoute } from '@tanstack/react-router';
import { loadBootModules } from '../route-loaders';
import { deferredSearch } from '../search';
import { rootRoute } from './root';

export const globalAgenciesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/global/agencies',
  // The search itself (name, searchType, stateOrProvince) beside the table's keys.
  validateSearch: deferredSearch(() => loadBootModules().then((m) => m.agenciesSearchSchema)),
  staticData: {
    requires: [{ policy: 'canViewGlobal' }, { policy: 'canViewAgencies' }],
    title: 'Agencies',
    trail: ['Global'],
    signedOut: { message: 'Access Denied - Please log in to view agencies.' },
    denied: 'Global agency management requires administrator privileges.',
  },
}).lazy(() => import('./global-screens').then((m) => m.globalAgenciesLazyRoute));
