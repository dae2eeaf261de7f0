// /global/activity (canViewGlobal + audit:read) and /organization/activity (audit:read): the
// activity record (DESIGN.md resolutions 9 and 10); one search schema serves both.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireAccess } from '../guard';
import { deferredSearch } from '../search';
import { rootRoute } from './root';

const activitySearch = () =>
  import('../../features/activity/activity-search').then((m) => m.activitySearchSchema);

export const globalActivityRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/global/activity',
  validateSearch: deferredSearch(activitySearch),
  beforeLoad: requireAccess('/global/activity'),
  component: lazyRouteComponent(
    () => import('../../features/activity/activity-page'),
    'GlobalActivityPage',
  ),
});

export const organizationActivityRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/organization/activity',
  validateSearch: deferredSearch(activitySearch),
  beforeLoad: requireAccess('/organization/activity'),
  component: lazyRouteComponent(
    () => import('../../features/activity/activity-page'),
    'OrganizationActivityPage',
  ),
});
