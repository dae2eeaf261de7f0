// /global/provisioner: pipeline list (provisioner:read).
import { createRoute } from '@tanstack/react-router';
import { deferredSearch } from '../search';
import { loadBootModules, readsOf } from '../route-loaders';
import { rootRoute } from './root';

export const globalProvisionerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/global/provisioner',
  // The status filter beside the table's keys.
  validateSearch: deferredSearch(() => loadBootModules().then((m) => m.provisionerSearchSchema)),
  loader: readsOf('pipelines'),
  staticData: {
    // provisioner:read is granted to Administrator only (DESIGN.md resolution 1).
    requires: [{ policy: 'canViewGlobal' }, { permission: 'provisioner:read' }],
    title: 'Provisioner',
    trail: ['Global'],
    signedOut: { message: 'Access Denied - Please log in to view pipelines.' },
  },
}).lazy(() => import('./global-screens').then((m) => m.globalProvisionerLazyRoute));
