// /general/settings: console settings (signed in).
import { createRoute } from '@tanstack/react-router';
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
}).lazy(() => import('./console-screens').then((m) => m.generalSettingsLazyRoute));
