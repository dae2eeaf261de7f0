// Whose activity record a user may read (DESIGN resolution 9): audit:read, every organization
// for an Administrator, only one's own for a Manager. Kept apart from lib/permissions so the
// initial bundle does not carry it (only the History links and the Activity screens do).
import { hasPermission, hasPolicy } from '@shared/permissions';
import type { AuthState, User } from '@shared/schemas';
import { useAuth } from './auth/hooks';

/** A History link or Activity entry this refuses is not shown (issue #23: never a link sure
 * to be refused). */
export function canReadActivityOf(
  auth: Pick<AuthState, 'isAuthenticated' | 'roles'> & {
    user?: Pick<User, 'organizationId'> | null;
  },
  organizationId: string | null | undefined,
): boolean {
  if (!auth.isAuthenticated || !hasPermission(auth.roles, 'audit:read')) return false;
  if (hasPolicy(auth.roles, 'canReachEveryOrganization')) return true;
  return Boolean(organizationId) && organizationId === auth.user?.organizationId;
}

export function useCanReadActivityOf(organizationId: string | null | undefined): boolean {
  return canReadActivityOf(useAuth(), organizationId);
}
