// The signed-in user's side of the activity read scope: the rule itself is
// shared/permissions.ts's mayReadActivityOf, which the demo backend's audit route asks too.
import { mayReadActivityOf } from '@shared/permissions';
import type { AuthState, User } from '@shared/schemas';
import { useAuth } from '../../lib/auth/hooks';

/** A History link or Activity entry this refuses is not shown (issue #23: never a link sure
 * to be refused). */
export function canReadActivityOf(
  auth: Pick<AuthState, 'isAuthenticated' | 'roles'> & {
    user?: Pick<User, 'organizationId'> | null;
  },
  organizationId: string | null | undefined,
): boolean {
  return (
    auth.isAuthenticated && mayReadActivityOf(auth.roles, auth.user?.organizationId, organizationId)
  );
}

export function useCanReadActivityOf(organizationId: string | null | undefined): boolean {
  return canReadActivityOf(useAuth(), organizationId);
}
