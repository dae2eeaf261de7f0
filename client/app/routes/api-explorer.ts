// /api-explorer: the API explorer (signed in).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { SIGNED_IN } from '../../lib/route-access';
import { rootRoute } from './root';

export const apiExplorerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/api-explorer',
  staticData: {
    requires: [SIGNED_IN],
    title: 'API Explorer',
    trail: [],
    signedOut: {
      title: 'API Explorer',
      message: 'Access Denied - Please log in to use the API Explorer.',
    },
  },
  component: lazyRouteComponent(
    () => import('../../features/api-explorer/api-explorer-page'),
    'ApiExplorerPage',
  ),
});
