// The route guard every route's beforeLoad uses: the requirement comes from lib/route-access.
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { signInHref } from '../lib/auth/sign-in';
import { ROUTE_REQUIREMENTS, guardOutcome, type AppPath } from '../lib/route-access';
import type { RouterContext } from './router-context';

export function requireAccess(path: AppPath) {
  return ({ context, location }: { context: RouterContext; location: ParsedLocation }): void => {
    switch (guardOutcome(context.auth, ROUTE_REQUIREMENTS[path])) {
      case 'sign-in':
        // The BFF's sign-in page is outside the SPA: a full navigation that comes back here.
        throw redirect({
          href: signInHref(location.pathname + location.searchStr),
          reloadDocument: true,
        });
      case 'denied':
        throw redirect({ to: '/access-denied', replace: true });
      case 'loading':
      // Not reached: the router renders only after the first identity check answered.
      case 'allowed':
        return;
    }
  };
}
