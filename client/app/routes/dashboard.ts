// /: the dashboard (no guard).
import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './root';

export const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  staticData: {
    requires: null,
    title: 'Dashboard',
    trail: [],
  },
}).lazy(() => import('./console-screens').then((m) => m.dashboardLazyRoute));
