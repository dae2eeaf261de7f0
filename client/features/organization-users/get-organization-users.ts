// GET /api/v1/organizations/{id}/users, paged (SPEC §4/§7). One infinite query per organization
// id, so choosing another organization starts a fresh list.
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { nextPageParam, parseUsersPage, type UsersPage, type UsersPageParam } from './users-paging';

export const usersKeys = {
  all: ['organization-users'] as const,
  list: (organizationId: string) => [...usersKeys.all, organizationId] as const,
};

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
  const json = await api.get<unknown>(
    `/api/v1/organizations/${encodeURIComponent(organizationId)}/users`,
    { query, signal },
  );
  return parseUsersPage(json);
}

export function useOrganizationUsers(organizationId: string | null | undefined) {
  return useInfiniteQuery<
    UsersPage,
    Error,
    InfiniteData<UsersPage, UsersPageParam | null>,
    readonly string[],
    UsersPageParam | null
  >({
    queryKey: usersKeys.list(organizationId ?? ''),
    queryFn: ({ pageParam, signal }) =>
      getOrganizationUsersPage(organizationId ?? '', pageParam ?? undefined, signal),
    initialPageParam: null,
    getNextPageParam: (_last, pages) => nextPageParam(pages) ?? null,
    enabled: !!organizationId,
    // A failed page must show its error at once, not after silent retries.
    retry: false,
  });
}
