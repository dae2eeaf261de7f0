// /organization/settings: settings of the selected organization (signed in).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireAccess } from '../guard';
import { deferredSearch } from '../search';
import { rootRoute } from './root';

export const organizationSettingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/organization/settings',
  validateSearch: deferredSearch(() =>
    import('./settings-search').then((m) => m.settingsSearchSchema),
  ),
  beforeLoad: requireAccess('/organization/settings'),
  component: lazyRouteComponent(
    () => import('../../features/organization-settings/organization-settings-page'),
    'OrganizationSettingsPage',
  ),
});
