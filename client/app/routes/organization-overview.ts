// /organization/overview: the selected organization (signed in).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { SIGNED_IN } from '../../lib/route-access';
import { rootRoute } from './root';

export const organizationOverviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/organization/overview',
  staticData: {
    requires: [SIGNED_IN],
    title: 'Overview',
    trail: ['Organization'],
  },
  component: lazyRouteComponent(
    () => import('../../features/organization-overview/organization-overview-page'),
    'OrganizationOverviewPage',
  ),
});
