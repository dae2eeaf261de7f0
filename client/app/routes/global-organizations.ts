// /global/organizations: all organizations (canViewGlobal).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { deferredSearch } from '../search';
import { rootRoute } from './root';

export const globalOrganizationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/global/organizations',
  validateSearch: deferredSearch(() =>
    import('../../components/data-table/table-search').then((m) => m.tableSearchSchema),
  ),
  staticData: {
    // Each Global page needs canViewGlobal and its own permission (SPEC §2 sidebar).
    requires: [{ policy: 'canViewGlobal' }, { permission: 'organizations:read' }],
    title: 'Organizations',
    trail: ['Global'],
    signedOut: { message: 'Access Denied - Please log in to view organizations.' },
  },
  component: lazyRouteComponent(
    () => import('../../features/organizations/organizations-page'),
    'OrganizationsPage',
  ),
});
