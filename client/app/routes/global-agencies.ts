// /global/agencies: agency search (canViewGlobal).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireAccess } from '../guard';
import { deferredSearch } from '../search';
import { rootRoute } from './root';

export const globalAgenciesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/global/agencies',
  validateSearch: deferredSearch(() =>
    import('../../components/data-table/table-search').then((m) => m.tableSearchSchema),
  ),
  beforeLoad: requireAccess('/global/agencies'),
  component: lazyRouteComponent(() => import('../../features/agencies/agencies-page'), 'AgenciesPage'),
});
