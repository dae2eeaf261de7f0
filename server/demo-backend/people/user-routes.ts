// /api/v1/organizations/:id/users: a paged list (20 a page; the first page without an
// offset, then `?offset=N&skipToken=T` → { items, skipToken, hasMore, total }), searched and
// sorted by `q`, `status`, `role` and `sort` (user-search.ts); invite, role update and removal,
// and the routes of one user's life. Writes need the canManageUsers policy and the privilege
// rule (people-access.ts).
import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { USERS_PAGE_SIZE } from '@shared/constants';
import { POLICIES } from '@shared/permissions';
import { inviteUserSchema, updateUserRolesSchema } from '@shared/schemas';
import { callerOf, organizationAccess } from '../http/access';
import type { StoredUser } from '../store/demo-data';
import { badRequest, conflict } from '../http/http-error';
import { invitationRoutes } from './invitation-routes';
import { assertMayActOn, assertNotSelf, userEvent, userIn, usersOf } from './people-access';
import { inviteExpiry, type PeopleOptions } from './people-config';
import { userRowView } from './people-views';
import { userDetailsRoutes } from './user-details-routes';
import { searchUsers, userQueryFingerprint, userQueryOf } from './user-search';
import { userSessionRoutes } from './user-session-routes';
import {
  assertNotPosing,
  assertRoles,
  displayName,
  emailAddress,
  otherMembers,
  parseBody,
  queryParam,
} from '../http/validate';
import { asItStands } from '../store/draft-lists';

/**
 * An opaque continuation token: which list, which search of it (`f`, the search's fingerprint)
 * and where the next page starts.
 */
export function encodeSkipToken(organizationId: string, offset: number, search = ''): string {
  const token = search
    ? { o: organizationId, n: offset, f: search }
    : { o: organizationId, n: offset };
  return Buffer.from(JSON.stringify(token)).toString('base64url');
}

function decodeSkipToken(token: string, organizationId: string, search: string): number {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    // fall through to the 400
  }
  if (typeof value === 'object' && value !== null) {
    const { o, n, f = '' } = value as { o?: unknown; n?: unknown; f?: unknown };
    if (o === organizationId && Number.isSafeInteger(n) && (n as number) >= 0) {
      if (f !== search) {
        throw badRequest(
          'skipToken belongs to another search of this list; start again without it',
        );
      }
      return n as number;
    }
  }
  throw badRequest('skipToken is not a continuation token of this list');
}

/** Where the requested page starts; a bad offset or skipToken is a 400 naming it. */
function pageStart(
  offsetParam: string | undefined,
  tokenParam: string | undefined,
  organizationId: string,
  search: string,
): number {
  let offset: number | undefined;
  if (offsetParam !== undefined) {
    if (!/^\d{1,9}$/.test(offsetParam))
      throw badRequest('offset must be a whole number, 0 or more');
    offset = Number(offsetParam);
  }
  if (tokenParam === undefined || tokenParam === '') return offset ?? 0;
  const tokenOffset = decodeSkipToken(tokenParam, organizationId, search);
  if (offset !== undefined && offset !== tokenOffset)
    throw badRequest('skipToken does not match offset');
  return tokenOffset;
}

export function userRoutes(people: PeopleOptions): Router {
  const { store, inviteTtlDays } = people;
  const router = Router({ mergeParams: true });
  const manage = organizationAccess(store, ...POLICIES.canManageUsers);
  const orgId = (params: Record<string, string | string[] | undefined>) => String(params.id);

  router.get('/', organizationAccess(store, 'users:read'), (req, res) => {
    const organizationId = orgId(req.params);
    const query = userQueryOf(req);
    const search = userQueryFingerprint(query);
    const start = pageStart(
      queryParam(req, 'offset'),
      queryParam(req, 'skipToken'),
      organizationId,
      search,
    );
    const all = searchUsers(store.data.users[organizationId] ?? [], query);
    const next = start + USERS_PAGE_SIZE;
    const hasMore = next < all.length;
    const now = Date.now();
    res.json({
      items: all.slice(start, next).map((user) => userRowView(user, now)),
      skipToken: hasMore ? encodeSkipToken(organizationId, next, search) : null,
      hasMore,
      total: all.length,
    });
  });

  router.post('/', manage, async (req, res) => {
    const body = parseBody(req, inviteUserSchema);
    assertRoles(body.roles);
    const email = emailAddress(body.email, 'email');
    const name = body.name === undefined ? undefined : displayName(body.name, 'name');
    const now = Date.now();
    const invited = await store.update((draft, record) => {
      const users = usersOf(draft, orgId(req.params));
      if (name) assertNotPosing(name, otherMembers(store.data, orgId(req.params)));
      if (users.some((u) => u.email?.toLowerCase() === email)) {
        throw conflict(`${email} is already a user of this organization`);
      }
      const roles = body.roles ?? ['User'];
      assertMayActOn(res, undefined, roles);
      const user: StoredUser = {
        id: randomUUID(),
        email,
        status: 'invited',
        inviteStatus: 'pending',
        roles,
        lastActivity: null,
        createdDate: new Date(now).toISOString(),
        invitation: {
          invitedAt: new Date(now).toISOString(),
          invitedBy: callerOf(res).account.name,
          expiresAt: inviteExpiry(now, inviteTtlDays),
          sentAt: new Date(now).toISOString(),
          acceptedAt: null,
        },
      };
      if (name) user.name = name;
      users.push(user);
      const after = { email, name: user.name ?? null, roles: user.roles };
      record(userEvent(req, res, draft, 'user.invited', user, undefined, after));
      return user;
    });
    res.status(201).json(userRowView(invited, now));
  });

  router.put('/:userId', manage, async (req, res) => {
    const { roles } = parseBody(req, updateUserRolesSchema);
    assertRoles(roles);
    const updated = await store.update((draft, record) => {
      const user = userIn(draft, orgId(req.params), String(req.params.userId));
      assertNotSelf(res, user, 'change your own roles');
      assertMayActOn(res, user, roles);
      const before = { roles: user.roles };
      user.roles = [...new Set(roles)];
      record(userEvent(req, res, draft, 'user.roles_changed', user, before, { roles: user.roles }));
      return user;
    });
    res.json(userRowView(updated, Date.now()));
  });

  router.delete('/:userId', manage, async (req, res) => {
    await store.update((draft, record) => {
      const organizationId = orgId(req.params);
      const user = userIn(draft, organizationId, String(req.params.userId));
      assertNotSelf(res, user, 'remove yourself from the organization');
      assertMayActOn(res, user);
      record(
        userEvent(req, res, draft, 'user.removed', user, { email: user.email, roles: user.roles }),
      );
      draft.users[organizationId] = asItStands(usersOf(draft, organizationId)).filter(
        (u) => u.id !== user.id,
      );
    });
    res.status(204).end();
  });

  // A user's whole life (DESIGN resolution 20): their page, invitation, sessions and MFA.
  router.use(userDetailsRoutes(people));
  router.use(invitationRoutes(people));
  router.use(userSessionRoutes(people));

  return router;
}
