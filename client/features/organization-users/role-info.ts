// What the role picker says about each role, derived from the shared matrix so it can never
// disagree with the guards: each role's permissions and why one role is highlighted.
import { HIGHLIGHTED_ROLE, INVITE_ROLE_OPTIONS } from '@shared/constants';
import {
  PERMISSIONS,
  ROLE_PERMISSIONS,
  ROLES,
  type Permission,
  type Role,
} from '@shared/permissions';

export const ROLE_CHOICES: readonly string[] = INVITE_ROLE_OPTIONS;

function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** The permissions a role grants (none for a role name the matrix does not know). */
export function rolePermissions(role: string): readonly Permission[] {
  return isRole(role) ? ROLE_PERMISSIONS[role] : [];
}

export function grantsEveryPermission(role: string): boolean {
  const granted = rolePermissions(role);
  return PERMISSIONS.every((permission) => granted.includes(permission));
}

export function isHighlightedRole(role: string): boolean {
  return role === HIGHLIGHTED_ROLE;
}

/** The sentence shown beside the highlighted role: it says which role and why. */
export function highlightReason(): string {
  const count = rolePermissions(HIGHLIGHTED_ROLE).length;
  return grantsEveryPermission(HIGHLIGHTED_ROLE)
    ? `${HIGHLIGHTED_ROLE} is highlighted because it grants every permission (${count} of ${PERMISSIONS.length}), including managing users and global access.`
    : `${HIGHLIGHTED_ROLE} is highlighted because it grants the widest access (${count} of ${PERMISSIONS.length} permissions).`;
}

/** The choices to offer: the three roles of SPEC §9, then any other role the user already holds. */
export function roleChoicesFor(current: readonly string[]): string[] {
  const extra = current.filter((role) => role.trim() !== '' && !ROLE_CHOICES.includes(role));
  return [...ROLE_CHOICES, ...extra];
}
