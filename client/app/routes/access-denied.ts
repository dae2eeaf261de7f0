// /access-denied: where signed-in users lacking a permission land.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root';

export const accessDeniedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/access-denied',
  staticData: {
    requires: null,
    title: 'Access Denied',
    trail: [],
  },
  component: lazyRouteComponent(
    () => import('../../features/access-denied/access-denied-page'),
    'AccessDeniedPage',
  ),
});
