// /global/provisioner: pipeline list (provisioner:read).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { deferredSearch } from '../search';
import { rootRoute } from './root';

export const globalProvisionerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/global/provisioner',
  // The status filter beside the table's keys.
  validateSearch: deferredSearch(() =>
    import('../../features/provisioner/provisioner-search').then((m) => m.provisionerSearchSchema),
  ),
  staticData: {
    // provisioner:read is granted to Administrator only (DESIGN.md resolution 1).
    requires: [{ policy: 'canViewGlobal' }, { permission: 'provisioner:read' }],
    title: 'Provisioner',
    trail: ['Global'],
    signedOut: { message: 'Access Denied - Please log in to view pipelines.' },
  },
  component: lazyRouteComponent(
    () => import('../../features/provisioner/provisioner-page'),
    'ProvisionerPage',
  ),
});
