// /profile: My Profile (signed in).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireAccess } from '../guard';
import { rootRoute } from './root';

export const profileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/profile',
  beforeLoad: requireAccess('/profile'),
  component: lazyRouteComponent(() => import('../../features/profile/profile-page'), 'ProfilePage'),
});
