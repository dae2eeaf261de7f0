// /organization/$orgId/settings: settings of the organization in the path, overriding the selection (signed in).
import { createRoute } from '@tanstack/react-router';
import { SIGNED_IN } from '../../lib/route-access';
import { deferredSearch } from '../search';
import { loadBootModules, readsOf } from '../route-loaders';
import { rootRoute } from './root';

export const organizationIdSettingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/organization/$orgId/settings',
  validateSearch: deferredSearch(() => loadBootModules().then((m) => m.settingsSearchSchema)),
  loader: readsOf('organizationIdSettings'),
  staticData: {
    requires: [SIGNED_IN],
    title: 'Settings',
    trail: ['Organization'],
    signedOut: { message: 'Access Denied - Please log in to view organization settings.' },
  },
}).lazy(() => import('./organization-screens').then((m) => m.organizationIdSettingsLazyRoute));
