// Permission hooks for components; every answer comes from shared/permissions, and a route's
// requirement from that route's own facts in the route tree.
import { useRouter, type StaticDataRouteOption } from '@tanstack/react-router';
import { hasPermission, hasPolicy, type Permission, type Policy } from '@shared/permissions';
import { useAuth } from '../../lib/auth/hooks';
import { isAllowed, routeFacts, type AppPath, type RouteRequirement } from '../../lib/route-access';

export function usePermission(permission: Permission): boolean {
  const { isAuthenticated, roles } = useAuth();
  return isAuthenticated && hasPermission(roles, permission);
}

/** A SPEC policy or a named administrator rule (shared/permissions); signed out meets none. */
export function usePolicy(policy: Policy): boolean {
  const { isAuthenticated, roles } = useAuth();
  return isAuthenticated && hasPolicy(roles, policy);
}

/** What the route at `path` requires, read from its facts in the router's route tree. */
export function useRouteRequirement(path: AppPath): RouteRequirement {
  const routes: Partial<Record<string, { options: { staticData?: StaticDataRouteOption } }>> =
    useRouter().routesByPath;
  // A screen's own test router may not hold the route at all: then it asks for sign-in only.
  return routeFacts(routes[path]?.options.staticData).requires;
}

/** Whether the signed-in user may open this route (what its guard would decide). */
export function useCanAccess(path: AppPath): boolean {
  return isAllowed(useAuth(), useRouteRequirement(path));
}
