// /access-denied: where signed-in users lacking a permission land; ?from= names the refused page.
import { createRoute } from '@tanstack/react-router';
import { loadBootModules } from '../route-loaders';
import { deferredSearch } from '../search';
import { rootRoute } from './root';

export const accessDeniedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/access-denied',
  validateSearch: deferredSearch(() => loadBootModules().then((m) => m.accessDeniedSearchSchema)),
  staticData: {
    requires: null,
    title: 'Access Denied',
    trail: [],
  },
}).lazy(() => import('./console-screens').then((m) => m.accessDeniedLazyRoute));
