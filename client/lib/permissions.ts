// Permission hooks for components; every answer comes from shared/permissions.
import { useMemo } from 'react';
import {
  hasPermission,
  hasPolicy,
  isAdministrator,
  permissionsFor,
  type Permission,
  type Policy,
  type Requirement,
} from '../../shared/permissions';
import { useAuth } from './auth/hooks';
import { canAccess, guardOutcome, type AppPath } from './route-access';

export function usePermission(permission: Permission): boolean {
  const { isAuthenticated, roles } = useAuth();
  return isAuthenticated && hasPermission(roles, permission);
}

export function usePolicy(policy: Policy): boolean {
  const { isAuthenticated, roles } = useAuth();
  return isAuthenticated && hasPolicy(roles, policy);
}

/** One requirement or several (all must hold); a signed-out user meets none. */
export function useRequirement(requirement: Requirement | readonly Requirement[]): boolean {
  const auth = useAuth();
  const list = Array.isArray(requirement) ? requirement : [requirement as Requirement];
  return guardOutcome(auth, list) === 'allowed';
}

export function useIsAdministrator(): boolean {
  const { isAuthenticated, roles } = useAuth();
  return isAuthenticated && isAdministrator(roles);
}

export function usePermissions(): Set<Permission> {
  const { roles } = useAuth();
  return useMemo(() => permissionsFor(roles), [roles]);
}

/** Whether the signed-in user may open this route (what its guard would decide). */
export function useCanAccess(path: AppPath): boolean {
  return canAccess(useAuth(), path);
}
