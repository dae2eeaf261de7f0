// /access-denied: where signed-in users lacking a permission land.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireAccess } from '../guard';
import { rootRoute } from './root';

export const accessDeniedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/access-denied',
  beforeLoad: requireAccess('/access-denied'),
  component: lazyRouteComponent(
    () => import('../../features/access-denied/access-denied-page'),
    'AccessDeniedPage',
  ),
});
