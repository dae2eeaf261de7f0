// /organization/activity: the selected organization's activity record (audit:read; a Manager
// reads only their own organization's, DESIGN.md resolution 9).
import { createRoute } from '@tanstack/react-router';
import { loadBootModules, readsOf } from '../route-loaders';
import { deferredSearch } from '../search';
import { rootRoute } from './root';

export const organizationActivityRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/organization/activity',
  validateSearch: deferredSearch(() => loadBootModules().then((m) => m.activitySearchSchema)),
  loader: readsOf('organizationActivity'),
  staticData: {
    requires: [{ permission: 'audit:read' }],
    title: 'Activity',
    trail: ['Organization'],
    signedOut: { message: 'Access Denied - Please log in to view activity.' },
  },
}).lazy(() => import('./organization-screens').then((m) => m.organizationActivityLazyRoute));
