// Sign-in is the BFF's page: a full navigation to /login with the address to come back to.
import { ENDPOINTS } from '@shared/constants';

function currentAddress(): string {
  return window.location.pathname + window.location.search;
}

/** `/login?returnUrl=<encoded path+search>`; defaults to the page the browser is on. */
export function signInHref(returnTo: string = currentAddress()): string {
  return `${ENDPOINTS.login}?returnUrl=${encodeURIComponent(returnTo)}`;
}

/** Sign In, Refresh Auth and 'Sign in again' all leave for the sign-in page and come back here. */
export function signIn(returnTo?: string): void {
  // Often passed straight to onClick, so the argument may be an event: only a string counts.
  window.location.assign(signInHref(typeof returnTo === 'string' ? returnTo : undefined));
}
