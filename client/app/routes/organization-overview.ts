// /organization/overview: the selected organization (signed in).
import { createRoute } from '@tanstack/react-router';
import { SIGNED_IN } from '../../lib/route-access';
import { organizationReadsOf } from '../route-loaders';
import { rootRoute } from './root';

export const organizationOverviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/organization/overview',
  loader: organizationReadsOf(async (queryClient, organizationId) => {
    const { organizationQueryOptions } = await import('../../lib/api/get-organization');
    await queryClient.prefetchQuery(organizationQueryOptions(organizationId));
  }),
  staticData: {
    requires: [SIGNED_IN],
    title: 'Overview',
    trail: ['Organization'],
  },
}).lazy(() => import('./organization-overview.lazy').then((m) => m.organizationOverviewLazyRoute));
