// /organization/onboardings: onboardings of the selected organization (onboarding:read).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { deferredSearch } from '../search';
import { rootRoute } from './root';

export const organizationOnboardingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/organization/onboardings',
  validateSearch: deferredSearch(() =>
    import('../../features/onboardings/onboardings-search').then((m) => m.onboardingsSearchSchema),
  ),
  staticData: {
    requires: [{ permission: 'onboarding:read' }],
    title: 'Onboardings',
    trail: ['Organization'],
    signedOut: { message: 'Access Denied - Please log in to view onboardings.' },
  },
  component: lazyRouteComponent(
    () => import('../../features/onboardings/organization-onboardings-page'),
    'OrganizationOnboardingsPage',
  ),
});
