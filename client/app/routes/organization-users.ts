// /organization/users: users of the selected organization (users:read).
import { createRoute } from '@tanstack/react-router';
import { deferredSearch } from '../search';
import { organizationReadsOf } from '../route-loaders';
import { rootRoute } from './root';

export const organizationUsersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/organization/users',
  validateSearch: deferredSearch(() =>
    import('../../components/data-table/table-search').then((m) => m.tableSearchSchema),
  ),
  loader: organizationReadsOf(async (queryClient, organizationId) => {
    const { organizationUsersQueryOptions } =
      await import('../../features/organization-users/api/get-organization-users');
    await queryClient.prefetchInfiniteQuery(organizationUsersQueryOptions(organizationId));
  }),
  staticData: {
    requires: [{ permission: 'users:read' }],
    title: 'Users',
    trail: ['Organization'],
    signedOut: { message: 'Access Denied - Please log in to view users.' },
  },
}).lazy(() => import('./organization-users.lazy').then((m) => m.organizationUsersLazyRoute));
