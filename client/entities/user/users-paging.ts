// Organization users paging, SPEC §4/§5/§7: the list is read from `items`, `value` or a bare
// array; the continuation from `hasMore`, `skipToken` or a next link; offsets never below 20.
import { USERS_MIN_OFFSET, USERS_PAGE_SIZE } from '@shared/constants';
import { organizationUserSchema, type OrganizationUser } from '@shared/schemas';
import { wrappedList } from '../../lib/api/wrapped-list';

export interface UsersPage {
  users: OrganizationUser[];
  /** How many entries the backend sent (before dropping unreadable ones); the offset counts these. */
  received: number;
  skipToken?: string;
  hasMore: boolean;
  /** How many users the search matches, from a BFF that searches (DESIGN resolution 17). */
  total?: number;
}

/** What the next request of a paged list sends; the first page sends neither. */
export interface UsersPageParam {
  offset: number;
  skipToken?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The skipToken query parameter of a next link (absolute or relative); OData spells it `$skiptoken`. */
export function skipTokenFromLink(link: string): string | undefined {
  let url: URL;
  try {
    url = new URL(link, 'http://next-link.invalid');
  } catch {
    return undefined;
  }
  for (const [name, value] of url.searchParams) {
    if (name.replace(/^\$/, '').toLowerCase() === 'skiptoken' && value !== '') return value;
  }
  return undefined;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** A user whose id arrives as a number is still that user; entries without an id cannot be acted on. */
function readUser(entry: unknown): OrganizationUser | undefined {
  if (!isRecord(entry)) return undefined;
  const id = typeof entry.id === 'number' ? String(entry.id) : entry.id;
  const parsed = organizationUserSchema.safeParse({ ...entry, id });
  return parsed.success && parsed.data.id !== '' ? parsed.data : undefined;
}

/** SPEC §4: more is available when a page holds exactly 20 items or a continuation exists. */
export function hasMoreUsers(pageLength: number, continuation: boolean): boolean {
  return pageLength === USERS_PAGE_SIZE || continuation;
}

export function parseUsersPage(json: unknown): UsersPage {
  const entries = wrappedList(json) ?? [];
  const users = entries.map(readUser).filter((user): user is OrganizationUser => !!user);
  let skipToken: string | undefined;
  let nextLink: string | undefined;
  let flag = false;
  let total: number | undefined;
  if (isRecord(json)) {
    if (typeof json.total === 'number' && Number.isSafeInteger(json.total) && json.total >= 0)
      total = json.total;
    skipToken = nonEmptyString(json.skipToken);
    nextLink = nonEmptyString(json['@odata.nextLink']) ?? nonEmptyString(json.nextLink);
    flag = json.hasMore === true;
    if (!skipToken && nextLink) skipToken = skipTokenFromLink(nextLink);
  }
  const continuation = flag || skipToken !== undefined || nextLink !== undefined;
  return {
    users,
    received: entries.length,
    ...(skipToken !== undefined ? { skipToken } : {}),
    hasMore: hasMoreUsers(entries.length, continuation),
    ...(total !== undefined ? { total } : {}),
  };
}

/** SPEC §5: the requested offset is never less than 20 (it is how many users were already sent). */
export function nextOffset(alreadyReceived: number): number {
  return Math.max(USERS_MIN_OFFSET, alreadyReceived);
}

/** The parameters of the page after `pages`, or undefined when the last page says no more. */
export function nextPageParam(pages: readonly UsersPage[]): UsersPageParam | undefined {
  const last = pages.at(-1);
  if (!last?.hasMore) return undefined;
  const received = pages.reduce((sum, page) => sum + page.received, 0);
  return {
    offset: nextOffset(received),
    ...(last.skipToken !== undefined ? { skipToken: last.skipToken } : {}),
  };
}

/** Pages appended in order; a user already listed (same id) is not listed twice. */
export function mergeUserPages(pages: readonly UsersPage[]): OrganizationUser[] {
  const seen = new Set<string>();
  const merged: OrganizationUser[] = [];
  for (const page of pages) {
    for (const user of page.users) {
      if (seen.has(user.id)) continue;
      seen.add(user.id);
      merged.push(user);
    }
  }
  return merged;
}

/** What loadEveryUserPage needs of the list's infinite query (its result after each page). */
interface PagedResult {
  data?: { pages: readonly UsersPage[] };
  hasNextPage: boolean;
  isError: boolean;
  error: Error | null;
  fetchNextPage: () => Promise<PagedResult>;
}

/**
 * SPEC §4 pages users 20 at a time: "all matching" first loads every remaining page. A page
 * with no entries ends the walk even if the backend still says "more".
 */
export async function loadEveryUserPage(query: PagedResult): Promise<void> {
  let result = await query.fetchNextPage();
  const grew = () => (result.data?.pages.at(-1)?.received ?? 0) > 0;
  while (result.hasNextPage && !result.isError && grew()) result = await result.fetchNextPage();
  if (result.isError) throw new Error(`Failed to load users: ${result.error?.message}`);
}
