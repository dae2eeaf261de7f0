// /global/provisioner: pipeline list (provisioner:read).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireAccess } from '../guard';
import { deferredSearch } from '../search';
import { rootRoute } from './root';

export const globalProvisionerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/global/provisioner',
  validateSearch: deferredSearch(() =>
    import('../../components/data-table/table-search').then((m) => m.tableSearchSchema),
  ),
  beforeLoad: requireAccess('/global/provisioner'),
  component: lazyRouteComponent(() => import('../../features/provisioner/provisioner-page'), 'ProvisionerPage'),
});
