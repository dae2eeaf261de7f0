// /organization/managed: its managed organizations (signed in).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireAccess } from '../guard';
import { deferredSearch } from '../search';
import { rootRoute } from './root';

export const organizationManagedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/organization/managed',
  validateSearch: deferredSearch(() =>
    import('../../components/data-table/table-search').then((m) => m.tableSearchSchema),
  ),
  beforeLoad: requireAccess('/organization/managed'),
  component: lazyRouteComponent(
    () => import('../../features/managed-organizations/managed-organizations-page'),
    'ManagedOrganizationsPage',
  ),
});
