// /organization/managed: its managed organizations (signed in).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { SIGNED_IN } from '../../lib/route-access';
import { deferredSearch } from '../search';
import { rootRoute } from './root';

export const organizationManagedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/organization/managed',
  validateSearch: deferredSearch(() =>
    import('../../components/data-table/table-search').then((m) => m.tableSearchSchema),
  ),
  staticData: {
    requires: [SIGNED_IN],
    title: 'Managed Orgs',
    trail: ['Organization'],
  },
  component: lazyRouteComponent(
    () => import('../../features/managed-organizations/managed-organizations-page'),
    'ManagedOrganizationsPage',
  ),
});
