// /global/provisioner: pipeline list (provisioner:read).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireAccess } from '../guard';
import { deferredSearch } from '../search';
import { rootRoute } from './root';

export const globalProvisionerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/global/provisioner',
  // The status filter beside the table's keys.
  validateSearch: deferredSearch(() =>
    import('../../features/provisioner/provisioner-search').then((m) => m.provisionerSearchSchema),
  ),
  beforeLoad: requireAccess('/global/provisioner'),
  component: lazyRouteComponent(
    () => import('../../features/provisioner/provisioner-page'),
    'ProvisionerPage',
  ),
});
