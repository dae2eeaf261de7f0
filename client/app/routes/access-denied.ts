// /access-denied: where signed-in users lacking a permission land.
import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './root';

export const accessDeniedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/access-denied',
  staticData: {
    requires: null,
    title: 'Access Denied',
    trail: [],
  },
}).lazy(() => import('./access-denied.lazy').then((m) => m.accessDeniedLazyRoute));
