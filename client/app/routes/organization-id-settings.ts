// /organization/$orgId/settings: settings of the organization in the path, overriding the selection (signed in).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireAccess } from '../guard';
import { deferredSearch } from '../search';
import { rootRoute } from './root';

export const organizationIdSettingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/organization/$orgId/settings',
  validateSearch: deferredSearch(() =>
    import('./settings-search').then((m) => m.settingsSearchSchema),
  ),
  beforeLoad: requireAccess('/organization/$orgId/settings'),
  component: lazyRouteComponent(
    () => import('../../features/organization-settings/organization-settings-page'),
    'OrganizationSettingsPage',
  ),
});
