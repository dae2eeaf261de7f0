// /profile: My Profile (signed in).
import { createRoute } from '@tanstack/react-router';
import { SIGNED_IN } from '../../lib/route-access';
import { rootRoute } from './root';

export const profileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/profile',
  staticData: {
    requires: [SIGNED_IN],
    title: 'Profile',
    trail: [],
    signedOut: { message: 'Please log in to view your profile.' },
  },
}).lazy(() => import('./console-screens').then((m) => m.profileLazyRoute));
