// How an organization's users are searched and sorted (DESIGN resolution 17): the BFF contract's
// query parameters and their meaning, used by the demo backend to answer them and by the console
// to search what it has loaded when a BFF ignores them.
import { ROLES } from './permissions';

export const USER_SORT_KEYS = ['name', 'email', 'status', 'lastActivity'] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];

export interface UserSort {
  key: UserSortKey;
  desc: boolean;
}

/** The search of `GET …/users`: every part optional; absent means "all users, stored order". */
export interface UserQuery {
  q?: string;
  status?: string;
  role?: string;
  /** Issue #32: people whose invitation is pending, or expired, as of the request. */
  invite?: UserInviteFilter;
  sort?: UserSort;
}

export const USER_INVITE_FILTERS = ['pending', 'expired'] as const;
export type UserInviteFilter = (typeof USER_INVITE_FILTERS)[number];

/** Longest `q` accepted: a name or an email address, not a document. */
export const USER_QUERY_MAX_LENGTH = 200;

/** `name`, `-lastActivity`…: the `sort` parameter's text, or undefined when it names no key. */
export function parseUserSort(text: string): UserSort | undefined {
  const desc = text.startsWith('-');
  const key = desc ? text.slice(1) : text;
  return (USER_SORT_KEYS as readonly string[]).includes(key)
    ? { key: key as UserSortKey, desc }
    : undefined;
}

export const userSortText = (sort: UserSort) => `${sort.desc ? '-' : ''}${sort.key}`;

/** Case- and accent-insensitive form: "Dmitri Čosta" and "dmitri costa" fold alike. */
export function foldSearchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The query parameters to send for `query` (only the parts that are set). */
export function userQueryParams(query: UserQuery): Record<string, string> {
  const params: Record<string, string> = {};
  const q = query.q?.trim();
  if (q) params.q = q;
  if (query.status) params.status = query.status;
  if (query.role) params.role = query.role;
  if (query.invite) params.invite = query.invite;
  if (query.sort) params.sort = userSortText(query.sort);
  return params;
}

export const isKnownRole = (role: string) => (ROLES as readonly string[]).includes(role);
