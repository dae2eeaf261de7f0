// Refresh Auth leaves for the sign-in page and comes back (SPEC §2); with a BFF that remembers
// the choice, or the demo's account chooser, nothing on screen changed. The identity before the
// trip is kept in sessionStorage, and the console says on return what the new sign-in gave.
import type { AuthState } from '@shared/schemas';

export const REFRESH_KEY = 'auth-refresh';

export interface Before {
  email: string;
  name: string;
  roles: string[];
}

/** Called right before leaving for the sign-in page. */
export function rememberBeforeRefresh(state: AuthState): void {
  const before: Before = {
    email: state.user?.email ?? '',
    name: state.user?.name ?? '',
    roles: [...state.roles],
  };
  try {
    sessionStorage.setItem(REFRESH_KEY, JSON.stringify(before));
  } catch {
    // Storage refused (private mode, quota): the refresh still happens, only unannounced.
  }
}
