// The route guard every route's beforeLoad uses: the requirement comes from lib/route-access.
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { signInHref } from '../lib/auth/sign-in';
import { ROUTE_REQUIREMENTS, guardOutcome, type AppPath } from '../lib/route-access';
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

export function requireAccess(path: AppPath) {
  return ({ context, location }: { context: RouterContext; location: ParsedLocation }): void => {
    switch (guardOutcome(context.auth, ROUTE_REQUIREMENTS[path])) {
      case 'sign-in':
        if (context.authProblem) throw new ServerUnreachableError(context.authProblem);
        // The BFF's sign-in page is outside the SPA: a full navigation that comes back here.
        throw redirect({
          href: signInHref(location.pathname + location.searchStr),
          reloadDocument: true,
        });
      case 'denied':
        throw redirect({ to: '/access-denied', replace: true });
      // 'loading' is not reached: the router renders only after the first identity check answered.
      case 'loading':
      case 'allowed':
        return;
    }
  };
}
