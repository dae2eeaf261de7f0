// The code-based route tree (SPEC §2) and the router. Pages reach their route through
// getRouteApi('<path>') (the route id is its path), never by importing the route object.
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { Loading } from '../components/loading';
import { NotFound } from './not-found';
import { RouteError } from './route-error';
import { accessDeniedRoute } from './routes/access-denied';
import { apiExplorerRoute } from './routes/api-explorer';
import { dashboardRoute } from './routes/dashboard';
import { generalSettingsRoute } from './routes/general-settings';
import { globalActivityRoute } from './routes/global-activity';
import { globalAgenciesRoute } from './routes/global-agencies';
import { globalInvitationsRoute } from './routes/global-invitations';
import { globalOnboardingsRoute } from './routes/global-onboardings';
import { globalOrganizationsRoute } from './routes/global-organizations';
import { globalProvisionerRoute } from './routes/global-provisioner';
import { organizationIdSettingsRoute } from './routes/organization-id-settings';
import { organizationActivityRoute } from './routes/organization-activity';
import { organizationManagedRoute } from './routes/organization-managed';
import { organizationOnboardingsRoute } from './routes/organization-onboardings';
import { organizationOverviewRoute } from './routes/organization-overview';
import { organizationSettingsRoute } from './routes/organization-settings';
import { organizationUserRoute } from './routes/organization-user';
import { organizationUsersRoute } from './routes/organization-users';
import { profileRoute } from './routes/profile';
import { rootRoute } from './routes/root';

export const routeTree = rootRoute.addChildren([
  dashboardRoute,
  accessDeniedRoute,
  profileRoute,
  globalOrganizationsRoute,
  globalInvitationsRoute,
  globalAgenciesRoute,
  globalOnboardingsRoute,
  globalProvisionerRoute,
  globalActivityRoute,
  organizationOverviewRoute,
  organizationManagedRoute,
  organizationOnboardingsRoute,
  organizationUsersRoute,
  organizationUserRoute,
  organizationActivityRoute,
  organizationSettingsRoute,
  organizationIdSettingsRoute,
  generalSettingsRoute,
  apiExplorerRoute,
]);

function PendingPage() {
  return <Loading />;
}

/** Call after loadSearchSchemas(); pass a memory history in tests. */
export function createAppRouter(options: { history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    ...(options.history ? { history: options.history } : {}),
    // The live values arrive through <RouterProvider context>.
    context: { auth: undefined!, queryClient: undefined! },
    // Hover, focus or touch on a link runs its guard and loader: the page's code and its data.
    defaultPreload: 'intent',
    // The loaders only start reads into TanStack Query's cache, whose staleTime decides what is
    // fetched again; the router keeps no copy of its own.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PendingPage,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
