// /global/onboardings: onboardings by organization (canViewGlobal).
import { createRoute } from '@tanstack/react-router';
import { deferredSearch } from '../search';
import { loadBootModules, readsOf } from '../route-loaders';
import { rootRoute } from './root';

export const globalOnboardingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/global/onboardings',
  validateSearch: deferredSearch(() =>
    loadBootModules().then((m) => m.globalOnboardingsSearchSchema),
  ),
  // The organization list on the left, and the onboardings of the organization picked there.
  loader: readsOf('globalOnboardings'),
  staticData: {
    requires: [{ policy: 'canViewGlobal' }, { permission: 'onboarding:read' }],
    title: 'Onboardings',
    trail: ['Global'],
    signedOut: { message: 'Access Denied - Please log in to view onboardings.' },
    denied: 'Global onboarding management requires administrator privileges.',
  },
}).lazy(() => import('./global-screens').then((m) => m.globalOnboardingsLazyRoute));
