// What a bulk role change does to one user: add one role, remove one role (as Keycloak and Auth0
// do), or replace all of them. Adding a role a user holds, or removing one they lack, sends
// nothing; removing a user's last role is refused before any call, since a user keeps a role.
import type { OrganizationUser } from '@shared/schemas';
import { userDisplayName } from './user-display';

export type RoleChange =
  { kind: 'add' | 'remove'; role: string } | { kind: 'replace'; roles: readonly string[] };

export class LastRoleError extends Error {}

/** The roles to send for `user`, or null when the change leaves them as they are. */
export function rolesAfter(user: OrganizationUser, change: RoleChange): string[] | null {
  const current = (user.roles ?? []).filter((role) => role.trim() !== '');
  if (change.kind === 'replace') return [...change.roles];
  const holds = current.includes(change.role);
  if (change.kind === 'add') return holds ? null : [...current, change.role];
  if (!holds) return null;
  const left = current.filter((role) => role !== change.role);
  if (left.length === 0) {
    throw new LastRoleError(
      `${userDisplayName(user)} has no role but ${change.role}; a user keeps at least one role`,
    );
  }
  return left;
}
