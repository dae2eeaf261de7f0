// /organization/onboardings: onboardings of the selected organization (onboarding:read).
import { createRoute } from '@tanstack/react-router';
import { deferredSearch } from '../search';
import { loadBootModules, readsOf } from '../route-loaders';
import { rootRoute } from './root';

export const organizationOnboardingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/organization/onboardings',
  validateSearch: deferredSearch(() => loadBootModules().then((m) => m.onboardingsSearchSchema)),
  loader: readsOf('organizationOnboardings'),
  staticData: {
    requires: [{ permission: 'onboarding:read' }],
    title: 'Onboardings',
    trail: ['Organization'],
    signedOut: { message: 'Access Denied - Please log in to view onboardings.' },
  },
}).lazy(() => import('./organization-screens').then((m) => m.organizationOnboardingsLazyRoute));
