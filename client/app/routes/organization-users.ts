// /organization/users: users of the selected organization (users:read).
import { createRoute } from '@tanstack/react-router';
import { deferredSearch } from '../search';
import { loadBootModules, readsOf } from '../route-loaders';
import { rootRoute } from './root';

export const organizationUsersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/organization/users',
  validateSearch: deferredSearch(() => loadBootModules().then((m) => m.tableSearchSchema)),
  loader: readsOf('organizationUsers'),
  staticData: {
    requires: [{ permission: 'users:read' }],
    title: 'Users',
    trail: ['Organization'],
    signedOut: { message: 'Access Denied - Please log in to view users.' },
  },
}).lazy(() => import('./organization-screens').then((m) => m.organizationUsersLazyRoute));
