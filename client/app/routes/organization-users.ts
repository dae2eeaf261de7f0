// /organization/users: users of the selected organization (users:read).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { deferredSearch } from '../search';
import { rootRoute } from './root';

export const organizationUsersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/organization/users',
  validateSearch: deferredSearch(() =>
    import('../../components/data-table/table-search').then((m) => m.tableSearchSchema),
  ),
  staticData: {
    requires: [{ permission: 'users:read' }],
    title: 'Users',
    trail: ['Organization'],
    signedOut: { message: 'Access Denied - Please log in to view users.' },
  },
  component: lazyRouteComponent(
    () => import('../../features/organization-users/organization-users-page'),
    'OrganizationUsersPage',
  ),
});
