// /organization/users/$userId: one person's page (DESIGN resolution 20; users:read).
import { createRoute } from '@tanstack/react-router';
import { deferredSearch } from '../search';
import { loadBootModules, readsOf } from '../route-loaders';
import { rootRoute } from './root';

export const organizationUserRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/organization/users/$userId',
  validateSearch: deferredSearch(() => loadBootModules().then((m) => m.userPageSearchSchema)),
  loader: readsOf('organizationUser'),
  staticData: {
    requires: [{ permission: 'users:read' }],
    title: 'User',
    trail: ['Organization', 'Users'],
    signedOut: { message: 'Access Denied - Please log in to view users.' },
  },
}).lazy(() => import('./organization-screens').then((m) => m.organizationUserLazyRoute));
