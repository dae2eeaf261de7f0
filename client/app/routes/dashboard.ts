// /: the dashboard (no guard).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root';

export const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  staticData: {
    requires: null,
    title: 'Dashboard',
    trail: [],
  },
  component: lazyRouteComponent(
    () => import('../../features/dashboard/dashboard-page'),
    'DashboardPage',
  ),
});
