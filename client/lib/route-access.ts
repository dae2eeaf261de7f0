// The one table of what each route requires (SPEC §2 routes, §6 permissions). Route guards,
// the sidebar and the dashboard read it; the rules themselves live in shared/permissions.
import { meetsRequirement, type Requirement } from '../../shared/permissions';
import type { AuthState } from '../../shared/schemas';

/** Every listed requirement must hold; null means anyone, signed in or not. */
export type RouteRequirement = readonly Requirement[] | null;

const SIGNED_IN: Requirement = { signedIn: true };
const GLOBAL: Requirement = { policy: 'canViewGlobal' };

export const ROUTE_REQUIREMENTS = {
  '/': null,
  '/access-denied': null,
  '/profile': [SIGNED_IN],
  // The Global group needs canViewGlobal; each child also needs its own permission (SPEC §2
  // sidebar). provisioner:read is granted to Administrator only (DESIGN.md resolution 1).
  '/global/organizations': [GLOBAL, { permission: 'organizations:read' }],
  '/global/agencies': [GLOBAL, { permission: 'agencies:read' }],
  '/global/onboardings': [GLOBAL, { permission: 'onboarding:read' }],
  '/global/provisioner': [GLOBAL, { permission: 'provisioner:read' }],
  '/global/activity': [GLOBAL, { permission: 'audit:read' }],
  '/organization/overview': [SIGNED_IN],
  '/organization/managed': [SIGNED_IN],
  '/organization/onboardings': [{ permission: 'onboarding:read' }],
  '/organization/users': [{ permission: 'users:read' }],
  '/organization/activity': [{ permission: 'audit:read' }],
  '/organization/settings': [SIGNED_IN],
  '/organization/$orgId/settings': [SIGNED_IN],
  '/general/settings': [SIGNED_IN],
  '/api-explorer': [SIGNED_IN],
} as const satisfies Record<string, RouteRequirement>;

export type AppPath = keyof typeof ROUTE_REQUIREMENTS;
export const APP_PATHS = Object.keys(ROUTE_REQUIREMENTS) as AppPath[];

export type GuardOutcome = 'loading' | 'sign-in' | 'denied' | 'allowed';
export type AuthSnapshot = Pick<AuthState, 'isAuthenticated' | 'roles' | 'loading'>;

/** What a guard does for this auth state: wait, send to sign-in, deny, or let through. */
export function guardOutcome(auth: AuthSnapshot, requirement: RouteRequirement): GuardOutcome {
  if (!requirement || requirement.length === 0) return 'allowed';
  if (auth.loading) return 'loading';
  if (!auth.isAuthenticated) return 'sign-in';
  return requirement.every((r) => meetsRequirement(auth.roles, r)) ? 'allowed' : 'denied';
}

export function canAccess(auth: AuthSnapshot, path: AppPath): boolean {
  return guardOutcome(auth, ROUTE_REQUIREMENTS[path]) === 'allowed';
}
