// The palette's people search: a typed name is also looked up among all the selected
// organization's users on the server (DESIGN resolution 17), not only the pages loaded. The
// answer is the users screen's own first page for that search, so opening the user's row from
// here shows it without another request.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  USERS_SEARCH_PAUSE_MS,
  organizationUsersQueryOptions,
} from '../../entities/user/get-organization-users';
import type { OrganizationUser } from '@shared/schemas';

/** Fewer characters than this match too many people to be worth a request. */
export const PEOPLE_SEARCH_MIN_LENGTH = 2;

export function usePeopleSearch(
  organization: { id: string } | null,
  typed: string,
): readonly OrganizationUser[] {
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), USERS_SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const enabled = !!organization && q.length >= PEOPLE_SEARCH_MIN_LENGTH;
  const search = useInfiniteQuery({
    ...organizationUsersQueryOptions(organization?.id ?? '', { q }),
    enabled,
  });
  const first = search.data?.pages[0];
  // A BFF that ignores `q` answers its first page unfiltered (no `total`): nothing to add.
  return enabled && first?.total !== undefined ? first.users : [];
}
