// The user page's reads, started together by the route's loader (hover intent included), so the
// page opens after one round trip: the person, their sessions and, where the activity record is
// open to the viewer, their record.
import type { QueryClient } from '@tanstack/react-query';
import { hasPermission } from '@shared/permissions';
import type { AuthState } from '@shared/schemas';
import { canReadActivityOf } from '../../../entities/activity/activity-access';
import { userDetailsQueryOptions, userSessionsQueryOptions } from '../api/user-details';
import { userRecordQueryOptions } from '../api/user-record';

export function prefetchUserPage(
  queryClient: QueryClient,
  auth: AuthState,
  organizationId: string,
  userId: string,
): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(userDetailsQueryOptions(organizationId, userId)),
    hasPermission(auth.roles, 'users:manage')
      ? queryClient.prefetchQuery(userSessionsQueryOptions(organizationId, userId))
      : null,
    canReadActivityOf(auth, organizationId)
      ? queryClient.prefetchQuery(userRecordQueryOptions(organizationId, userId))
      : null,
  ]);
}
