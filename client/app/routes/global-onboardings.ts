// /global/onboardings: onboardings by organization (canViewGlobal).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireAccess } from '../guard';
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
  beforeLoad: requireAccess('/global/onboardings'),
  component: lazyRouteComponent(
    () => import('../../features/onboardings/global-onboardings-page'),
    'GlobalOnboardingsPage',
  ),
});
