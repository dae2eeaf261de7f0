import { describe, expect, it } from 'vitest';
import {
  hasMoreUsers,
  mergeUserPages,
  nextOffset,
  nextPageParam,
  parseUsersPage,
  type UsersPage,
} from './users-paging';

const user = (n: number) => ({ id: `u${n}`, email: `u${n}@example.com` });
const users = (count: number, from = 0) => Array.from({ length: count }, (_, i) => user(from + i));

describe('parseUsersPage', () => {
  it('reads the list from items', () => {
    const page = parseUsersPage({ items: users(3) });
    expect(page.users.map((u) => u.id)).toEqual(['u0', 'u1', 'u2']);
    expect(page.hasMore).toBe(false);
    expect(page.skipToken).toBeUndefined();
  });

  it('reads the list from value', () => {
    expect(parseUsersPage({ value: users(2) }).users.map((u) => u.id)).toEqual(['u0', 'u1']);
  });

  it('reads a bare array', () => {
    const page = parseUsersPage(users(4));
    expect(page.users).toHaveLength(4);
    expect(page.hasMore).toBe(false);
  });

  it('prefers items over value and gives an empty page for anything else', () => {
    expect(parseUsersPage({ items: users(1), value: users(5) }).users).toHaveLength(1);
    expect(parseUsersPage({ message: 'nope' }).users).toEqual([]);
    expect(parseUsersPage(null).users).toEqual([]);
    expect(parseUsersPage('text').hasMore).toBe(false);
  });

  it('takes hasMore: true as a continuation', () => {
    expect(parseUsersPage({ items: users(5), hasMore: true }).hasMore).toBe(true);
  });

  it('takes a skipToken as a continuation and keeps it', () => {
    const page = parseUsersPage({ items: users(5), skipToken: 'abc' });
    expect(page.hasMore).toBe(true);
    expect(page.skipToken).toBe('abc');
  });

  it('takes the skipToken query parameter of @odata.nextLink', () => {
    const page = parseUsersPage({
      value: users(5),
      '@odata.nextLink':
        'https://bff.example/api/v1/organizations/o1/users?offset=20&skipToken=t%2F2',
    });
    expect(page.hasMore).toBe(true);
    expect(page.skipToken).toBe('t/2');
  });

  it('takes the skipToken of a relative nextLink', () => {
    const page = parseUsersPage({
      items: users(1),
      nextLink: '/api/v1/organizations/o1/users?skipToken=n3',
    });
    expect(page.skipToken).toBe('n3');
    expect(page.hasMore).toBe(true);
  });

  it('counts a next link without a token as a continuation', () => {
    const page = parseUsersPage({ items: users(1), nextLink: '/users?offset=40' });
    expect(page.hasMore).toBe(true);
    expect(page.skipToken).toBeUndefined();
  });

  it('prefers an explicit skipToken to the one in the link', () => {
    expect(
      parseUsersPage({ items: [], skipToken: 'own', nextLink: '/u?skipToken=link' }).skipToken,
    ).toBe('own');
  });

  it('ignores hasMore false, empty tokens and empty links', () => {
    const page = parseUsersPage({ items: users(3), hasMore: false, skipToken: '', nextLink: '' });
    expect(page.hasMore).toBe(false);
    expect(page.skipToken).toBeUndefined();
  });

  it('reads numeric ids as strings and drops entries it cannot act on, counting what was sent', () => {
    const page = parseUsersPage({
      items: [{ id: 7, email: 'a@b.c' }, { email: 'no-id@b.c' }, 'junk', null],
    });
    expect(page.users).toEqual([{ id: '7', email: 'a@b.c' }]);
    expect(page.received).toBe(4);
  });
});

describe('the "more available" rule', () => {
  it('is true at exactly 20 items without a continuation', () => {
    expect(parseUsersPage({ items: users(20) }).hasMore).toBe(true);
    expect(parseUsersPage(users(20)).hasMore).toBe(true);
    expect(hasMoreUsers(20, false)).toBe(true);
  });

  it('is false at 19 or 21 items without a continuation', () => {
    expect(parseUsersPage({ items: users(19) }).hasMore).toBe(false);
    expect(parseUsersPage({ items: users(21) }).hasMore).toBe(false);
    expect(hasMoreUsers(0, false)).toBe(false);
  });

  it('is true whenever a continuation exists', () => {
    expect(hasMoreUsers(3, true)).toBe(true);
    expect(hasMoreUsers(0, true)).toBe(true);
  });

  it('counts what the backend sent, not what was readable, toward the 20', () => {
    const items = [...users(19), { name: 'no id' }];
    expect(parseUsersPage({ items }).hasMore).toBe(true);
  });
});

describe('nextOffset', () => {
  it('is never below 20', () => {
    expect(nextOffset(0)).toBe(20);
    expect(nextOffset(5)).toBe(20);
    expect(nextOffset(19)).toBe(20);
    expect(nextOffset(-3)).toBe(20);
  });

  it('is the number already received above 20', () => {
    expect(nextOffset(20)).toBe(20);
    expect(nextOffset(40)).toBe(40);
    expect(nextOffset(57)).toBe(57);
  });
});

describe('nextPageParam', () => {
  const page = (received: number, hasMore: boolean, skipToken?: string): UsersPage => ({
    users: users(received),
    received,
    hasMore,
    ...(skipToken ? { skipToken } : {}),
  });

  it('is undefined when the last page has no more', () => {
    expect(nextPageParam([page(20, true), page(7, false)])).toBeUndefined();
    expect(nextPageParam([])).toBeUndefined();
  });

  it('asks for offset 20 after a first page of 20', () => {
    expect(nextPageParam([page(20, true)])).toEqual({ offset: 20 });
  });

  it('asks for offset 20 even after a short first page with a token, and passes the token', () => {
    expect(nextPageParam([page(5, true, 'tok')])).toEqual({ offset: 20, skipToken: 'tok' });
  });

  it('adds up the pages already received', () => {
    expect(nextPageParam([page(20, true, 'a'), page(20, true, 'b')])).toEqual({
      offset: 40,
      skipToken: 'b',
    });
  });
});

describe('mergeUserPages', () => {
  it('appends pages in order without listing an id twice', () => {
    const first = parseUsersPage({ items: users(3) });
    const second = parseUsersPage({
      items: [user(2), { id: 'u1', email: 'changed@example.com' }, user(9)],
    });
    const merged = mergeUserPages([first, second]);
    expect(merged.map((u) => u.id)).toEqual(['u0', 'u1', 'u2', 'u9']);
    expect(merged[1]?.email).toBe('u1@example.com');
  });
});
