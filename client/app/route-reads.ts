// The reads each route's loader starts (see route-loaders.ts), by route. Loaded lazily beside
// the first identity check, so the query options it imports (and zod, the schemas, the
// features' request code behind them) stay out of the initial bundle yet are ready the moment
// a loader runs.
import type { QueryClient } from '@tanstack/react-query';
import type { AuthState } from '@shared/schemas';
import { activityListQueryOptions } from '../features/activity/api/activity-list-query';
import { activityQuery } from '../features/activity/activity-query';
import { activitySearchSchema } from '../features/activity/activity-search';
import { onboardingsQueryOptions } from '../entities/onboarding/get-onboardings';
import { prefetchOrganizationSettings } from '../features/organization-settings/api/get-organization-settings';
import { organizationUsersQueryOptions } from '../entities/user/get-organization-users';
import { invitationsQueryOptions } from '../features/organization-users/api/invitations';
import { prefetchUserPage } from '../features/organization-users/user-page/prefetch-user-page';
import { invitationFilterOf } from '../features/organization-users/invitations/invitation-filter';
import { invitationsSearchSchema } from '../features/organization-users/invitations/invitations-search';
import { managedOrganizationsQueryOptions } from '../entities/organization/get-managed-organizations';
import { organizationQueryOptions } from '../entities/organization/get-organization';
import { organizationsQueryOptions } from '../entities/organization/get-organizations';
import { pipelinesQueryOptions } from '../entities/pipeline/get-pipelines';
import { canReadActivityOf } from '../entities/activity/activity-access';
import {
  expectedOrganizationId,
  prefetchOrganizationContext,
  prefetchProvisionalOrganization,
} from '../entities/organization/expected-organization';

export interface ReadArgs {
  queryClient: QueryClient;
  auth: AuthState;
  params: Record<string, string | undefined>;
  search: Record<string, unknown>;
  /** The stored organization selection (SPEC §3), or null. */
  storedOrganizationId: string | null;
}

type Read = (args: ReadArgs) => Promise<unknown>;

/**
 * A screen of the selected organization: its read starts as soon as the organization id is
 * known (the user's own at once; another stored one once the organization context's list
 * holds it), not after the context has loaded the organization and its managed ones.
 */
function ofSelectedOrganization(read: (queryClient: QueryClient, id: string) => Promise<unknown>) {
  return async ({ queryClient, auth, storedOrganizationId }: ReadArgs) => {
    let id = expectedOrganizationId(queryClient, auth, storedOrganizationId);
    if (!id && storedOrganizationId) {
      await prefetchOrganizationContext(queryClient, auth);
      id = expectedOrganizationId(queryClient, auth, storedOrganizationId);
    }
    if (!id) return;
    await Promise.all([
      read(queryClient, id),
      prefetchProvisionalOrganization(queryClient, auth, storedOrganizationId),
    ]);
  };
}

/** The Activity list's first page, as the page will ask for it (filters from the address). */
function prefetchActivity(queryClient: QueryClient, search: unknown, organizationId?: string) {
  const query = activityQuery(activitySearchSchema.parse(search), { organizationId });
  return queryClient.prefetchInfiniteQuery(activityListQueryOptions(query));
}

const noRead = () => Promise.resolve();

export const routeReads = {
  /** The root, on preloads: the organization context the sidebar and organization screens read. */
  root: ({ queryClient, auth }) => prefetchOrganizationContext(queryClient, auth),
  organizations: ({ queryClient }) => queryClient.prefetchQuery(organizationsQueryOptions()),
  /** /global/onboardings: the organization list, and the onboardings of the one in ?org=. */
  globalOnboardings: async ({ queryClient, search }) => {
    const { org } = search;
    await Promise.all([
      queryClient.prefetchQuery(organizationsQueryOptions()),
      typeof org === 'string' && org
        ? queryClient.prefetchQuery(onboardingsQueryOptions(org))
        : null,
    ]);
  },
  pipelines: ({ queryClient }) => queryClient.prefetchQuery(pipelinesQueryOptions()),
  organizationUsers: ofSelectedOrganization((queryClient, id) =>
    queryClient.prefetchInfiniteQuery(organizationUsersQueryOptions(id)),
  ),
  /** /organization/users/$userId: the user, their sessions and their record, in one round trip. */
  organizationUser: (args) => {
    const userId = args.params.userId;
    if (!userId) return noRead();
    const { org } = args.search;
    if (typeof org === 'string' && org)
      return prefetchUserPage(args.queryClient, args.auth, org, userId);
    return ofSelectedOrganization((queryClient, id) =>
      prefetchUserPage(queryClient, args.auth, id, userId),
    )(args);
  },
  globalInvitations: ({ queryClient, search }) =>
    queryClient.prefetchInfiniteQuery(
      invitationsQueryOptions(invitationFilterOf(invitationsSearchSchema.parse(search))),
    ),
  organizationOnboardings: ofSelectedOrganization((queryClient, id) =>
    queryClient.prefetchQuery(onboardingsQueryOptions(id)),
  ),
  organizationSettings: ofSelectedOrganization(prefetchOrganizationSettings),
  /** /organization/$orgId/settings: the organization in the path. */
  organizationIdSettings: async ({ queryClient, params }) => {
    if (params.orgId) await prefetchOrganizationSettings(queryClient, params.orgId);
  },
  organizationOverview: ofSelectedOrganization((queryClient, id) =>
    queryClient.prefetchQuery(organizationQueryOptions(id)),
  ),
  organizationManaged: ofSelectedOrganization((queryClient, id) =>
    queryClient.prefetchQuery(managedOrganizationsQueryOptions(id)),
  ),
  globalActivity: ({ queryClient, search }) => prefetchActivity(queryClient, search),
  /** /organization/activity: the organization in ?org= (a History link), else the selected one. */
  organizationActivity: (args) => {
    const { org } = args.search;
    // Never a read the backend is sure to refuse (a Manager's managed organization, issue #23).
    const readable = (id: string) => canReadActivityOf(args.auth, id);
    if (typeof org === 'string' && org)
      return readable(org) ? prefetchActivity(args.queryClient, args.search, org) : noRead();
    const read = ofSelectedOrganization((queryClient, id) =>
      readable(id) ? prefetchActivity(queryClient, args.search, id) : noRead(),
    );
    return read(args);
  },
} satisfies Record<string, Read>;

export type RouteReadName = keyof typeof routeReads;
