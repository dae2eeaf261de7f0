// What every write on one user of an organization shares (DESIGN resolution 20): finding the
// row, the rules of who may act on whom, and the activity event with the user as its target.
import type { Request, Response } from 'express';
import type { AuditAction } from '@shared/audit';
import { privilegeRefusal, roleLackedToActOn } from '@shared/people';
import { callerOf } from '../http/access';
import { audit } from '../store/audit-record';
import type { DemoData, StoredUser } from '../store/demo-data';
import { conflict, forbidden, notFound } from '../http/http-error';
import { asItStands, findInDraft } from '../store/draft-lists';

export function usersOf(draft: DemoData, organizationId: string): StoredUser[] {
  return (draft.users[organizationId] ??= []);
}

export function userIn(
  data: Readonly<DemoData>,
  organizationId: string,
  userId: string,
): StoredUser {
  const user = findInDraft(data.users[organizationId] ?? [], (u) => u.id === userId);
  if (!user) throw notFound(`User ${userId} not found in this organization`);
  return user;
}

/** How messages name a person. */
export const nameOf = (user: StoredUser) => user.name ?? user.email ?? user.id;

/**
 * The list is the caller's own membership (DESIGN resolution 21): nobody takes their own rights
 * away by a slip (and the demo keeps an administrator); another administrator can.
 */
export function assertNotSelf(res: Response, user: StoredUser, what: string): void {
  if (user.id === callerOf(res).account.sub)
    throw conflict(`You cannot ${what}; ask another administrator`);
}

/**
 * Resolution 20's privilege rule: nobody acts on someone holding a role they lack, nor gives
 * one (`granting`, for an invitation or a role change). 403 naming the role.
 */
export function assertMayActOn(
  res: Response,
  user: StoredUser | undefined,
  granting: readonly string[] = [],
): void {
  const actor = callerOf(res).account.roles;
  const held = user ? roleLackedToActOn(actor, user.roles ?? []) : undefined;
  if (held && user) throw forbidden(privilegeRefusal(nameOf(user), held));
  const given = roleLackedToActOn(actor, granting);
  if (given)
    throw forbidden(
      `You cannot give the ${given} role, which you do not have; ask an Administrator`,
    );
}

/** The activity event of a write to `user` in the organization of the path. */
export function userEvent(
  req: Request,
  res: Response,
  draft: DemoData,
  action: AuditAction,
  user: StoredUser,
  before?: Record<string, unknown>,
  after?: Record<string, unknown>,
) {
  const id = String(req.params.id);
  const organization = {
    id,
    name: asItStands(draft.organizations).find((o) => o.id === id)?.name ?? id,
  };
  const target = { type: 'user' as const, id: user.id, name: nameOf(user) };
  return audit(callerOf(res), action, organization, target, before, after);
}
