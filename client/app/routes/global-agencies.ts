// /global/agencies: agency search (canViewGlobal).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { deferredSearch } from '../search';
import { rootRoute } from './root';

export const globalAgenciesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/global/agencies',
  // The search itself (name, searchType, stateOrProvince) beside the table's keys.
  validateSearch: deferredSearch(() =>
    import('../../features/agencies/agency-search').then((m) => m.agenciesSearchSchema),
  ),
  staticData: {
    requires: [{ policy: 'canViewGlobal' }, { permission: 'agencies:read' }],
    title: 'Agencies',
    trail: ['Global'],
    signedOut: { message: 'Access Denied - Please log in to view agencies.' },
  },
  component: lazyRouteComponent(
    () => import('../../features/agencies/agencies-page'),
    'AgenciesPage',
  ),
});
