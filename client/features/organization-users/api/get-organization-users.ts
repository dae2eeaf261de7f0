// GET /api/v1/organizations/{id}/users, paged (SPEC §4/§7). One infinite query per organization
// id, so choosing another organization starts a fresh list.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import {
  nextPageParam,
  parseUsersPage,
  type UsersPage,
  type UsersPageParam,
} from '../users-paging';
import { usersKeys, usersPath } from './users-keys';

/** The first page sends no offset; later pages send offset (never below 20) and skipToken. */
export async function getOrganizationUsersPage(
  organizationId: string,
  param?: UsersPageParam,
  signal?: AbortSignal,
): Promise<UsersPage> {
  const query: Record<string, string> = {};
  if (param) {
    query.offset = String(param.offset);
    if (param.skipToken !== undefined) query.skipToken = param.skipToken;
  }
  // The answer's shape varies by BFF (SPEC §7), so users-paging reads it tolerantly.
  const json = await api.get(usersPath(organizationId), { query, signal });
  return parseUsersPage(json);
}

export const organizationUsersQueryOptions = (organizationId: string) =>
  infiniteQueryOptions({
    queryKey: usersKeys.list(organizationId),
    queryFn: ({ pageParam, signal }) =>
      getOrganizationUsersPage(organizationId, pageParam ?? undefined, signal),
    initialPageParam: null as UsersPageParam | null,
    getNextPageParam: (_last, pages) => nextPageParam(pages) ?? null,
    // A failed page must show its error at once, not after silent retries.
    retry: false,
  });

export function useOrganizationUsers(organizationId: string | null | undefined) {
  return useInfiniteQuery({
    ...organizationUsersQueryOptions(organizationId ?? ''),
    enabled: !!organizationId,
  });
}
