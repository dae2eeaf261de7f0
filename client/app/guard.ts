// The one route guard: the root route's beforeLoad applies the requirement that the matched
// page states in its staticData (lib/route-access says what it means for the auth state).
import { redirect, type ParsedLocation, type StaticDataRouteOption } from '@tanstack/react-router';
import { signInHref } from '../lib/auth/sign-in';
import { guardOutcome, routeFacts, type RouteRequirement } from '../lib/route-access';
import type { RouterContext } from './router-context';

/**
 * A guarded page while the sign-in check could not reach the server: sending the browser to
 * the BFF's sign-in page would only show the gateway's raw error, so the page's error view
 * says what is going on instead (the shell's banner offers Retry; recovery re-runs the guard).
 */
export class ServerUnreachableError extends Error {
  constructor(readonly detail: string) {
    super('This page needs the server, which cannot be reached right now.');
    this.name = 'ServerUnreachableError';
  }
}

interface GuardArgs {
  context: RouterContext;
  location: ParsedLocation;
}

export function requireAccess(requirement: RouteRequirement) {
  return ({ context, location }: GuardArgs): void => {
    switch (guardOutcome(context.auth, requirement)) {
      case 'sign-in':
        if (context.authProblem) throw new ServerUnreachableError(context.authProblem);
        // The BFF's sign-in page is outside the SPA: a full navigation that comes back here.
        throw redirect({
          href: signInHref(location.pathname + location.searchStr),
          reloadDocument: true,
        });
      case 'denied':
        // The refused path travels in the URL, so the page can still name it after a reload.
        throw redirect({
          to: '/access-denied',
          search: { from: location.pathname },
          replace: true,
        });
      // 'loading' is not reached: the router renders only after the first identity check answered.
      case 'loading':
      case 'allowed':
        return;
    }
  };
}

/** The root's beforeLoad: the deepest match (the page) states what it requires. */
export function guardMatchedRoute({
  page,
  ...args
}: GuardArgs & { page: StaticDataRouteOption | undefined }): void {
  requireAccess(routeFacts(page).requires)(args);
}
