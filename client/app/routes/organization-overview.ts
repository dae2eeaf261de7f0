// /organization/overview: the selected organization (signed in).
import { createRoute } from '@tanstack/react-router';
import { SIGNED_IN } from '../../lib/route-access';
import { readsOf } from '../route-loaders';
import { rootRoute } from './root';

export const organizationOverviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/organization/overview',
  loader: readsOf('organizationOverview'),
  staticData: {
    requires: [SIGNED_IN],
    title: 'Overview',
    trail: ['Organization'],
  },
}).lazy(() => import('./organization-screens').then((m) => m.organizationOverviewLazyRoute));
