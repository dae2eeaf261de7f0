// /global/activity: every organization's activity record (canViewGlobal + audit:read;
// DESIGN.md resolutions 9 and 10).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { deferredSearch } from '../search';
import { rootRoute } from './root';

export const globalActivityRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/global/activity',
  validateSearch: deferredSearch(() =>
    import('../../features/activity/activity-search').then((m) => m.activitySearchSchema),
  ),
  staticData: {
    requires: [{ policy: 'canViewGlobal' }, { permission: 'audit:read' }],
    title: 'Activity',
    trail: ['Global'],
    signedOut: { message: 'Access Denied - Please log in to view activity.' },
  },
  component: lazyRouteComponent(
    () => import('../../features/activity/activity-page'),
    'GlobalActivityPage',
  ),
});
