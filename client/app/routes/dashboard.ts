// /: the dashboard (no guard).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireAccess } from '../guard';
import { rootRoute } from './root';

export const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: requireAccess('/'),
  component: lazyRouteComponent(
    () => import('../../features/dashboard/dashboard-page'),
    'DashboardPage',
  ),
});
