// The users screen's search (DESIGN resolution 17): the table's filter and sort become the
// BFF's `q` and `sort`, so they cover every user of the organization, not only the pages loaded.
// A BFF whose first page carries no `total` does not search: then the table filters and sorts
// the loaded pages itself, as before, and the screen says so.
import type { SortingState } from '@tanstack/react-table';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { UserInviteFilter, UserQuery, UserSort, UserSortKey } from '@shared/user-search';
import {
  USERS_SEARCH_PAUSE_MS,
  useOrganizationUsers,
} from '../../entities/user/get-organization-users';
import { mergeUserPages } from '../../entities/user/users-paging';

/** The table's columns the BFF can sort by, and the `sort` key each one sends. */
export const SERVER_SORT_KEYS: Record<string, UserSortKey> = {
  user: 'name',
  status: 'status',
  lastActivity: 'lastActivity',
};

function userSortOf(sorting: SortingState): UserSort | undefined {
  const first = sorting[0];
  const key = first ? SERVER_SORT_KEYS[first.id] : undefined;
  return key ? { key, desc: first?.desc === true } : undefined;
}

const sameQuery = (a: UserQuery, b: UserQuery) =>
  a.q === b.q && a.sort?.key === b.sort?.key && a.sort?.desc === b.sort?.desc;

export type UsersSearchMode = 'server' | 'loaded';

/** `invite`: only people whose invitation is pending or expired (issue #32), sent as `invite`. */
export function useUsersSearch(organizationId: string, invite?: UserInviteFilter) {
  // Null until the table has reported the filter and sort it starts with (kept in the URL).
  const [search, setSearch] = useState<UserQuery | null>(null);
  const [mode, setMode] = useState<UsersSearchMode>('server');
  const applied = useRef<UserQuery | null>(null);
  const pause = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastKeyAt = useRef(-Infinity);
  useEffect(() => () => clearTimeout(pause.current), []);

  const onChange = useCallback(({ filter, sorting }: { filter: string; sorting: SortingState }) => {
    const next: UserQuery = { q: filter.trim() || undefined, sort: userSortOf(sorting) };
    const previous = applied.current;
    clearTimeout(pause.current);
    if (previous && sameQuery(previous, next)) return;
    const apply = () => {
      applied.current = next;
      setSearch(next);
    };
    // Only a keystroke hard on the heels of another waits (for the burst to end).
    const typing = previous !== null && sameQuery(previous, { ...next, q: previous.q });
    const now = performance.now();
    const burst = typing && now - lastKeyAt.current < USERS_SEARCH_PAUSE_MS;
    if (typing) lastKeyAt.current = now;
    if (burst) pause.current = setTimeout(apply, USERS_SEARCH_PAUSE_MS);
    else apply();
  }, []);

  const query = useOrganizationUsers(
    organizationId,
    mode === 'server' ? { ...search, invite } : {},
    mode === 'loaded' || search !== null,
  );
  const pages = query.data?.pages;
  const users = useMemo(() => mergeUserPages(pages ?? []), [pages]);
  const first = pages?.[0];
  // An answer to this very search without `total`: the BFF ignores the parameters. Decided in
  // the render that shows the answer (the rows are never drawn twice), and kept from then on.
  const ignored = !query.isPlaceholderData && first !== undefined && first.total === undefined;
  useEffect(() => {
    if (ignored) setMode('loaded');
  }, [ignored]);
  const searching = mode === 'server' && !ignored;

  return {
    query,
    users,
    mode: searching ? 'server' : 'loaded',
    /** How many users the search matches, when the BFF says. */
    total: searching ? first?.total : undefined,
    /** For the DataTable: present while the BFF searches. */
    serverSearch: searching ? { onChange } : undefined,
  } as const;
}
