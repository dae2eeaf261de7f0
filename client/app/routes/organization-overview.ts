// /organization/overview: the selected organization (signed in).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireAccess } from '../guard';
import { rootRoute } from './root';

export const organizationOverviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/organization/overview',
  beforeLoad: requireAccess('/organization/overview'),
  component: lazyRouteComponent(
    () => import('../../features/organization-overview/organization-overview-page'),
    'OrganizationOverviewPage',
  ),
});
