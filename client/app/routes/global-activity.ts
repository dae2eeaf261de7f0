// /global/activity: every organization's activity record (canViewGlobal + audit:read;
// DESIGN.md resolutions 9 and 10).
import { createRoute } from '@tanstack/react-router';
import { loadBootModules, readsOf } from '../route-loaders';
import { deferredSearch } from '../search';
import { rootRoute } from './root';

export const globalActivityRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/global/activity',
  validateSearch: deferredSearch(() => loadBootModules().then((m) => m.activitySearchSchema)),
  loader: readsOf('globalActivity'),
  staticData: {
    requires: [{ policy: 'canViewGlobal' }, { permission: 'audit:read' }],
    title: 'Activity',
    trail: ['Global'],
    signedOut: { message: 'Access Denied - Please log in to view activity.' },
  },
}).lazy(() => import('./global-screens').then((m) => m.globalActivityLazyRoute));
