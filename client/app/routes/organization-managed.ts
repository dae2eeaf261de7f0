// /organization/managed: its managed organizations (signed in).
import { createRoute } from '@tanstack/react-router';
import { SIGNED_IN } from '../../lib/route-access';
import { deferredSearch } from '../search';
import { loadBootModules, readsOf } from '../route-loaders';
import { rootRoute } from './root';

export const organizationManagedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/organization/managed',
  validateSearch: deferredSearch(() => loadBootModules().then((m) => m.tableSearchSchema)),
  loader: readsOf('organizationManaged'),
  staticData: {
    requires: [SIGNED_IN],
    title: 'Managed Orgs',
    trail: ['Organization'],
  },
}).lazy(() => import('./organization-screens').then((m) => m.organizationManagedLazyRoute));
