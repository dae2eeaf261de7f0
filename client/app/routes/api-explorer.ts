// /api-explorer: the API explorer (signed in).
import { createRoute } from '@tanstack/react-router';
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
}).lazy(() => import('./console-screens').then((m) => m.apiExplorerLazyRoute));
