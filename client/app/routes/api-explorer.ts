// /api-explorer: the API explorer (signed in).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireAccess } from '../guard';
import { rootRoute } from './root';

export const apiExplorerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/api-explorer',
  beforeLoad: requireAccess('/api-explorer'),
  component: lazyRouteComponent(
    () => import('../../features/api-explorer/api-explorer-page'),
    'ApiExplorerPage',
  ),
});
