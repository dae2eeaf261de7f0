// /general/settings: console settings (signed in).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireAccess } from '../guard';
import { rootRoute } from './root';

export const generalSettingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/general/settings',
  beforeLoad: requireAccess('/general/settings'),
  component: lazyRouteComponent(
    () => import('../../features/general-settings/general-settings-page'),
    'GeneralSettingsPage',
  ),
});
