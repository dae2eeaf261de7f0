// /organization/$orgId/settings: settings of the organization in the path, overriding the selection (signed in).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { SIGNED_IN } from '../../lib/route-access';
import { deferredSearch } from '../search';
import { rootRoute } from './root';

export const organizationIdSettingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/organization/$orgId/settings',
  validateSearch: deferredSearch(() =>
    import('./settings-search').then((m) => m.settingsSearchSchema),
  ),
  staticData: {
    requires: [SIGNED_IN],
    title: 'Settings',
    trail: ['Organization'],
    signedOut: { message: 'Access Denied - Please log in to view organization settings.' },
  },
  component: lazyRouteComponent(
    () => import('../../features/organization-settings/organization-settings-page'),
    'OrganizationSettingsPage',
  ),
});
