// /general/settings: console settings (signed in).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { SIGNED_IN } from '../../lib/route-access';
import { rootRoute } from './root';

export const generalSettingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/general/settings',
  staticData: {
    requires: [SIGNED_IN],
    title: 'Settings',
    trail: ['General'],
  },
  component: lazyRouteComponent(
    () => import('../../features/general-settings/general-settings-page'),
    'GeneralSettingsPage',
  ),
});
