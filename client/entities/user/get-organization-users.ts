// GET /api/v1/organizations/{id}/users, paged (SPEC §4/§7) and searched (DESIGN resolution 17).
// One infinite query per organization and search, so choosing another organization or typing
// another search starts a fresh list.
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { userQueryParams, type UserQuery } from '@shared/user-search';
import { api } from '../../lib/api-client';
import { nextPageParam, parseUsersPage, type UsersPage, type UsersPageParam } from './users-paging';
import { usersKeys, usersPath } from './users-keys';

/**
 * Keystrokes closer together than this make one request (key repeat, a burst of input events):
 * the first goes at once and the last after this pause. Keys typed further apart each go at
 * once, so the matching users follow the last keystroke within one round trip, not a pause
 * more; an earlier search still on its way is aborted and its answer dropped.
 * The users screen and the command palette search at this pace.
 */
export const USERS_SEARCH_PAUSE_MS = 40;

/** The first page sends no offset; later pages send offset (never below 20) and skipToken. */
export async function getOrganizationUsersPage(
  organizationId: string,
  param?: UsersPageParam,
  signal?: AbortSignal,
  search: UserQuery = {},
): Promise<UsersPage> {
  const query: Record<string, string> = userQueryParams(search);
  if (param) {
    query.offset = String(param.offset);
    if (param.skipToken !== undefined) query.skipToken = param.skipToken;
  }
  // The answer's shape varies by BFF (SPEC §7), so users-paging reads it tolerantly.
  const json = await api.get(usersPath(organizationId), { query, signal });
  return parseUsersPage(json);
}

export const organizationUsersQueryOptions = (organizationId: string, search: UserQuery = {}) =>
  infiniteQueryOptions({
    queryKey: usersKeys.search(organizationId, search),
    // Reading the signal lets TanStack Query abort a search nobody waits for any more.
    queryFn: ({ pageParam, signal }) =>
      getOrganizationUsersPage(organizationId, pageParam ?? undefined, signal, search),
    initialPageParam: null as UsersPageParam | null,
    getNextPageParam: (_last, pages) => nextPageParam(pages) ?? null,
    // A failed page must show its error at once, not after silent retries.
    retry: false,
  });

export function useOrganizationUsers(
  organizationId: string | null | undefined,
  search: UserQuery = {},
  enabled = true,
) {
  return useInfiniteQuery({
    ...organizationUsersQueryOptions(organizationId ?? '', search),
    enabled: enabled && !!organizationId,
    // While the next search of the same organization is on its way, the last answer stays on
    // screen; another organization's users never stand in.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === organizationId ? keepPreviousData(previous) : undefined,
  });
}
