// /global/organizations: all organizations (canViewGlobal).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireAccess } from '../guard';
import { deferredSearch } from '../search';
import { rootRoute } from './root';

export const globalOrganizationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/global/organizations',
  validateSearch: deferredSearch(() =>
    import('../../components/data-table/table-search').then((m) => m.tableSearchSchema),
  ),
  beforeLoad: requireAccess('/global/organizations'),
  component: lazyRouteComponent(
    () => import('../../features/organizations/organizations-page'),
    'OrganizationsPage',
  ),
});
