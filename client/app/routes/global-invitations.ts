// /global/invitations: pending and expired invitations across organizations (Administrators;
// DESIGN resolution 20).
import { createRoute } from '@tanstack/react-router';
import { deferredSearch } from '../search';
import { loadBootModules, readsOf } from '../route-loaders';
import { rootRoute } from './root';

export const globalInvitationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/global/invitations',
  validateSearch: deferredSearch(() => loadBootModules().then((m) => m.invitationsSearchSchema)),
  loader: readsOf('globalInvitations'),
  staticData: {
    requires: [{ policy: 'canViewGlobal' }, { policy: 'canManageUsers' }],
    title: 'Invitations',
    trail: ['Global'],
    signedOut: { message: 'Access Denied - Please log in to view invitations.' },
    denied: 'Global invitations require administrator privileges.',
  },
}).lazy(() => import('./global-screens').then((m) => m.globalInvitationsLazyRoute));
