// The users endpoint's paths and query keys, and the refresh every users write ends with so the
// screen shows what the backend now holds.
import { useQueryClient } from '@tanstack/react-query';
import { userQueryParams, type UserQuery } from '@shared/user-search';

export const usersKeys = {
  all: ['organization-users'] as const,
  /** Every search of one organization's users: what a write refreshes. */
  list: (organizationId: string) => [...usersKeys.all, organizationId] as const,
  /** One search (DESIGN resolution 17); `{}` is the whole list in stored order. */
  search: (organizationId: string, query: UserQuery = {}) =>
    [...usersKeys.list(organizationId), userQueryParams(query)] as const,
};

export const usersPath = (organizationId: string) =>
  `/api/v1/organizations/${encodeURIComponent(organizationId)}/users`;
export const userPath = (organizationId: string, userId: string) =>
  `${usersPath(organizationId)}/${encodeURIComponent(userId)}`;

export function useRefreshUsers(organizationId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: usersKeys.list(organizationId) });
}
