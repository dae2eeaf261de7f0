// The users list's search (DESIGN resolution 17): `q`, `status`, `role`, `invite` and `sort` read from the
// request, checked (a bad one is a 400 naming it), and applied to the organization's users in
// memory: 5,000 users take a few milliseconds, and the answer says how many matched (`total`).
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { USER_STATUSES } from '@shared/constants';
import { invitationStatusAt } from '@shared/people';
import type { OrganizationUser } from '@shared/schemas';
import {
  USER_INVITE_FILTERS,
  USER_QUERY_MAX_LENGTH,
  USER_SORT_KEYS,
  foldSearchText,
  isKnownRole,
  parseUserSort,
  userQueryParams,
  type UserInviteFilter,
  type UserQuery,
  type UserSortKey,
} from '@shared/user-search';
import { badRequest } from '../http/http-error';
import { queryParam } from '../http/validate';

export function userQueryOf(req: Request): UserQuery {
  const query: UserQuery = {};
  const q = queryParam(req, 'q');
  if (q !== undefined) {
    if (q.length > USER_QUERY_MAX_LENGTH)
      throw badRequest(`q must be at most ${USER_QUERY_MAX_LENGTH} characters`);
    if (q.trim()) query.q = q.trim();
  }
  const status = queryParam(req, 'status');
  if (status) {
    if (!(USER_STATUSES as readonly string[]).includes(status))
      throw badRequest(`status must be one of ${USER_STATUSES.join(', ')}`);
    query.status = status;
  }
  const role = queryParam(req, 'role');
  if (role) {
    if (!isKnownRole(role)) throw badRequest(`role ${JSON.stringify(role)} is not a known role`);
    query.role = role;
  }
  const invite = queryParam(req, 'invite');
  if (invite) {
    if (!(USER_INVITE_FILTERS as readonly string[]).includes(invite))
      throw badRequest(`invite must be one of ${USER_INVITE_FILTERS.join(', ')}`);
    query.invite = invite as UserInviteFilter;
  }
  const sort = queryParam(req, 'sort');
  if (sort) {
    const parsed = parseUserSort(sort);
    if (!parsed) {
      throw badRequest(`sort must be one of ${USER_SORT_KEYS.join(', ')}, with - for descending`);
    }
    query.sort = parsed;
  }
  return query;
}

/** Which search a continuation token belongs to: a token of one search cannot page another. */
export function userQueryFingerprint(query: UserQuery): string {
  const params = userQueryParams(query);
  if (Object.keys(params).length === 0) return '';
  return createHash('sha256').update(JSON.stringify(params)).digest('base64url').slice(0, 12);
}

/** The invitation's status as of `now` (a pending one past its expiry reads expired). */
function inviteStatusOf(user: OrganizationUser, now: number): string | undefined {
  const expiresAt = (user as { invitation?: { expiresAt?: string } }).invitation?.expiresAt;
  return invitationStatusAt(user.inviteStatus, expiresAt, now);
}

const statusOf = (user: OrganizationUser) => user.status?.trim() || user.inviteStatus?.trim() || '';
const displayNameOf = (user: OrganizationUser) =>
  user.name?.trim() || user.email?.trim() || user.id;

// Folding 5,000 names on every keystroke's request would dominate the search: each user's folded
// text is kept until their name or email changes.
const folded = new WeakMap<OrganizationUser, { source: string; text: string }>();
function searchTextOf(user: OrganizationUser): string {
  const source = `${user.name ?? ''}\n${user.email ?? ''}`;
  const kept = folded.get(user);
  if (kept?.source === source) return kept.text;
  const text = foldSearchText(source);
  folded.set(user, { source, text });
  return text;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const SORT_VALUE: Record<UserSortKey, (user: OrganizationUser) => string> = {
  name: displayNameOf,
  email: (user) => user.email?.trim() ?? '',
  status: statusOf,
  lastActivity: (user) => user.lastActivity ?? '',
};

/** The users matching `query`, in its order; users without the sorted value come last either way. */
export function searchUsers(
  users: readonly OrganizationUser[],
  query: UserQuery,
): OrganizationUser[] {
  const needle = query.q ? foldSearchText(query.q) : '';
  const now = Date.now();
  const matched = users.filter(
    (user) =>
      (!needle || searchTextOf(user).includes(needle)) &&
      (!query.status || statusOf(user).toLowerCase() === query.status) &&
      (!query.role || (user.roles ?? []).includes(query.role)) &&
      (!query.invite || inviteStatusOf(user, now) === query.invite),
  );
  const sort = query.sort;
  if (!sort) return matched;
  const valueOf = SORT_VALUE[sort.key];
  const keyed = matched.map((user) => ({ user, value: valueOf(user) }));
  const direction = sort.desc ? -1 : 1;
  // Timestamps are ISO 8601 text: plain order is time order.
  const compare =
    sort.key === 'lastActivity'
      ? (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
      : collator.compare;
  // Stable: equal values keep the stored order, so paging through a sorted list is repeatable.
  keyed.sort((a, b) => {
    if (!a.value || !b.value) return Number(!a.value) - Number(!b.value);
    return direction * compare(a.value, b.value);
  });
  return keyed.map((entry) => entry.user);
}
