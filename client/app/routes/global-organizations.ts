// /global/organizations: all organizations (canViewGlobal).
import { createRoute } from '@tanstack/react-router';
import { deferredSearch } from '../search';
import { loadBootModules, readsOf } from '../route-loaders';
import { rootRoute } from './root';

export const globalOrganizationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/global/organizations',
  validateSearch: deferredSearch(() => loadBootModules().then((m) => m.tableSearchSchema)),
  loader: readsOf('organizations'),
  staticData: {
    // Each Global page needs canViewGlobal and its own permission (SPEC §2 sidebar).
    requires: [{ policy: 'canViewGlobal' }, { permission: 'organizations:read' }],
    title: 'Organizations',
    trail: ['Global'],
    signedOut: { message: 'Access Denied - Please log in to view organizations.' },
    denied: 'Global organization management requires administrator privileges.',
  },
}).lazy(() => import('./global-screens').then((m) => m.globalOrganizationsLazyRoute));
