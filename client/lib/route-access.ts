// What a route states about itself (its staticData: requirement, breadcrumb trail, title,
// signed-out message) and what a requirement means for an auth state. The facts live in each
// route file under app/routes; the guard, sidebar, dashboard, breadcrumbs and document title
// read them from the route tree. The rules behind a requirement live in shared/permissions.
import type { RegisteredRouter, StaticDataRouteOption } from '@tanstack/react-router';
import { hasPolicy, meetsRequirement, type Requirement } from '@shared/permissions';
import type { AuthState } from '@shared/schemas';

/** Every listed requirement must hold; null means anyone, signed in or not. */
export type RouteRequirement = readonly Requirement[] | null;

export const SIGNED_IN: Requirement = { signedIn: true };

/** The signed-out state of a data page (SPEC §2: 'Access Denied' and a 'Please log in to …'). */
export interface SignedOutFacts {
  message: string;
  /** The heading, when not 'Access Denied'. */
  title?: string;
}

// Optional for the type only so that screens' own test routers need none; every route of the
// app states all three (app/route-access.test checks it).
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Who may open the route; the root guard enforces it. */
    requires?: RouteRequirement;
    /** The page's name: its last breadcrumb, the document title and its sidebar/card label. */
    title?: string;
    /** Crumbs between 'Dashboard' and the title. */
    trail?: readonly string[];
    /** Shown by the shell instead of the page when the user is signed out (data pages). */
    signedOut?: SignedOutFacts;
    /** Shown by the shell instead of the page to a signed-in user the requirement refuses
     * (SPEC §6: "The denied message for the global organizations route is …"). */
    denied?: string;
  }
}

/** A route's facts as stated. */
export interface RouteFacts {
  requires: RouteRequirement;
  title: string;
  trail: readonly string[];
  signedOut?: SignedOutFacts;
  denied?: string;
}

/**
 * A route's facts, with safe defaults for what it leaves out (only screens' test routers do):
 * sign-in required, no title, no trail.
 */
export function routeFacts(staticData: StaticDataRouteOption | undefined): RouteFacts {
  return {
    requires: staticData?.requires === undefined ? [SIGNED_IN] : staticData.requires,
    title: staticData?.title ?? '',
    trail: staticData?.trail ?? [],
    ...(staticData?.signedOut ? { signedOut: staticData.signedOut } : {}),
    ...(staticData?.denied ? { denied: staticData.denied } : {}),
  };
}

/** Every path of the route tree (typed from the registered router). */
export type AppPath = keyof RegisteredRouter['routesByPath'];
/** Routes a plain link can reach (no path parameters). */
export type LinkPath = Exclude<AppPath, `${string}$${string}`>;

export type GuardOutcome = 'loading' | 'sign-in' | 'denied' | 'allowed';
export type AuthSnapshot = Pick<AuthState, 'isAuthenticated' | 'roles' | 'loading'>;

/** What a guard does for this auth state: wait, send to sign-in, deny, or let through. */
export function guardOutcome(auth: AuthSnapshot, requirement: RouteRequirement): GuardOutcome {
  if (!requirement || requirement.length === 0) return 'allowed';
  if (auth.loading) return 'loading';
  if (!auth.isAuthenticated) return 'sign-in';
  return requirement.every((r) => meetsRequirement(auth.roles, r)) ? 'allowed' : 'denied';
}

export function isAllowed(auth: AuthSnapshot, requirement: RouteRequirement): boolean {
  return guardOutcome(auth, requirement) === 'allowed';
}

/**
 * Issue #23: the selected organization's Overview and Managed Orgs are offered (sidebar and
 * dashboard alike, #34 item 10) only to who may edit it (canEditOrganization).
 */
export const DELEGATED_ADMIN_PAGES: readonly LinkPath[] = [
  '/organization/overview',
  '/organization/managed',
];

/** Whether the sidebar and the dashboard offer `path` to this user (its guard, and issue #23). */
export function isOffered(
  auth: AuthSnapshot,
  path: LinkPath,
  requirement: RouteRequirement,
): boolean {
  if (
    DELEGATED_ADMIN_PAGES.includes(path) &&
    !(auth.isAuthenticated && hasPolicy(auth.roles, 'canEditOrganization'))
  )
    return false;
  return isAllowed(auth, requirement);
}
