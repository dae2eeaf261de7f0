// /global/onboardings: onboardings by organization (canViewGlobal).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { deferredSearch } from '../search';
import { rootRoute } from './root';

export const globalOnboardingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/global/onboardings',
  validateSearch: deferredSearch(() =>
    import('../../features/onboardings/onboardings-search').then(
      (m) => m.globalOnboardingsSearchSchema,
    ),
  ),
  staticData: {
    requires: [{ policy: 'canViewGlobal' }, { permission: 'onboarding:read' }],
    title: 'Onboardings',
    trail: ['Global'],
    signedOut: { message: 'Access Denied - Please log in to view onboardings.' },
  },
  component: lazyRouteComponent(
    () => import('../../features/onboardings/global-onboardings-page'),
    'GlobalOnboardingsPage',
  ),
});
