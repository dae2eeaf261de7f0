// Who is calling and what they may do: the session cookie → account, the shared permission
// matrix, and the organization scope (a non-admin reaches only their own organization and
// the ones it manages).
import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { ROLES, hasPolicy, permissionsFor, type Permission, type Role } from '@shared/permissions';
import type { OrganizationUser } from '@shared/schemas';
import type { DataStore } from '../store/data-store';
import type { DemoAccount, DemoData, StoredSession } from '../store/demo-data';
import { HttpError, forbidden, notFound, unauthorized } from './http-error';
import { committedIndex, type OrganizationIndex } from '../store/organization-index';

export const SESSION_COOKIE = 'demo_session';
export const SESSION_TTL_MS = 8 * 3_600_000;

export interface Caller {
  account: DemoAccount;
  sessionKey: string;
}

export function sessionKeyOf(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
}

/**
 * A session's public id (the user page lists and revokes by it). Sessions stored before ids
 * existed get one derived from their key: stable, and no way back to the key.
 */
export function sessionIdOf(session: StoredSession): string {
  return (
    session.id ??
    createHash('sha256').update(`session-id:${session.key}`).digest('base64url').slice(0, 22)
  );
}

/** The caller's stored session (for its last-seen time); undefined once revoked. */
export function sessionOf(store: DataStore, caller: Caller): StoredSession | undefined {
  return store.data.sessions.find((s) => s.key === caller.sessionKey);
}

/** The signed-in caller, or undefined for no, unknown, expired or revoked session, or a suspended account. */
export function findCaller(store: DataStore, req: Request): Caller | undefined {
  const cookies = req.cookies as Record<string, unknown> | undefined;
  const sessionId = cookies?.[SESSION_COOKIE];
  if (typeof sessionId !== 'string' || sessionId.length === 0) return undefined;
  const key = sessionKeyOf(sessionId);
  const session = store.data.sessions.find((s) => s.key === key);
  if (!session || Date.parse(session.expiresAt) <= Date.now()) return undefined;
  const account = store.data.accounts.find((a) => a.sub === session.sub);
  if (!account || memberRow(store.data, account)?.status === 'suspended') return undefined;
  return { account: asMemberNow(store.data, account), sessionKey: key };
}

const isRole = (role: string): role is Role => (ROLES as readonly string[]).includes(role);

// Every request asks this (5,000 users at DEMO_SCALE=large): one map per committed list, which
// a change replaces (the store never edits a list in place), so the map is never stale.
const byIdOf = new WeakMap<readonly OrganizationUser[], Map<string, OrganizationUser>>();
function usersById(users: readonly OrganizationUser[]): Map<string, OrganizationUser> {
  let map = byIdOf.get(users);
  if (!map) byIdOf.set(users, (map = new Map(users.map((user) => [user.id, user]))));
  return map;
}

/** The account's row in its organization's user list (undefined without one). */
export function memberRow(
  data: Readonly<DemoData>,
  account: DemoAccount,
): OrganizationUser | undefined {
  if (!account.organizationId) return undefined;
  return usersById(data.users[account.organizationId] ?? []).get(account.sub);
}

/**
 * The account as its organization's user list says now (DESIGN resolution 21): a role change
 * there is the caller's roles on their next request, and a user removed from the list keeps
 * their sign-in but no organization and no role. (A suspended row is no caller at all.)
 */
function asMemberNow(data: Readonly<DemoData>, account: DemoAccount): DemoAccount {
  if (!account.organizationId) return account;
  const row = memberRow(data, account);
  if (!row) return { sub: account.sub, name: account.name, email: account.email, roles: [] };
  return { ...account, roles: (row.roles ?? []).filter(isRole) };
}

/**
 * For a long-lived answer (a live feed): the caller as of now, or undefined when their session
 * ended (sign-out, expiry, revocation) or their roles no longer grant `permissions`.
 */
export function callerNow(
  store: DataStore,
  req: Request,
  permissions: readonly Permission[],
): Caller | undefined {
  const caller = findCaller(store, req);
  if (!caller) return undefined;
  const granted = permissionsFor(caller.account.roles);
  return permissions.every((permission) => granted.has(permission)) ? caller : undefined;
}

export function requireSignIn(store: DataStore): RequestHandler {
  return (req, res, next) => {
    const caller = findCaller(store, req);
    if (!caller) throw unauthorized();
    res.locals.caller = caller;
    next();
  };
}

export function callerOf(res: Response): Caller {
  const caller = res.locals.caller as Caller | undefined;
  if (!caller) throw unauthorized();
  return caller;
}

/** 403 naming the first permission the caller's roles lack. */
export function assertPermissions(caller: Caller, permissions: readonly Permission[]): void {
  const granted = permissionsFor(caller.account.roles);
  const missing = permissions.find((permission) => !granted.has(permission));
  if (missing) throw forbidden(`Your role does not allow this; it needs ${missing}`);
}

export function requirePermissions(...permissions: Permission[]): RequestHandler {
  return (_req, res, next) => {
    assertPermissions(callerOf(res), permissions);
    next();
  };
}

/** Administrators reach every organization; others their own and the ones it manages. */
export function canReachOrganization(
  data: Readonly<DemoData>,
  caller: Caller,
  organizationId: string,
  index?: OrganizationIndex,
): boolean {
  if (hasPolicy(caller.account.roles, 'canReachEveryOrganization')) return true;
  const own = caller.account.organizationId;
  if (!own) return false;
  if (own === organizationId) return true;
  if (index) return index.managedByParent.get(own)?.has(organizationId) ?? false;
  return data.managedLinks.some(
    (link) => link.organizationId === own && link.managedOrganizationId === organizationId,
  );
}

/**
 * For routes under /organizations/:id — the permissions, then the scope (403 before 404,
 * so a non-admin cannot probe which ids exist), then existence.
 */
export function organizationAccess(store: DataStore, ...permissions: Permission[]): RequestHandler {
  return (req, res, next) => {
    const caller = callerOf(res);
    assertPermissions(caller, permissions);
    const id = String(req.params.id);
    const index = committedIndex(store.data);
    if (!canReachOrganization(store.data, caller, id, index)) {
      throw forbidden(`You do not have access to organization ${id}`);
    }
    if (!index.byId.has(id)) throw notFound(`Organization ${id} not found`);
    next();
  };
}

/** `X-CSRF: 1` on every state-changing call: a cross-site form cannot set a header. */
export const requireCsrf: RequestHandler = (req, _res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
  if (req.get('x-csrf') !== '1')
    throw new HttpError(403, 'csrf', 'The X-CSRF: 1 header is required');
  next();
};
