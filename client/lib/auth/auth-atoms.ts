// Auth state (SPEC §3/§4) as jotai atoms. Every settled state is written through to
// sessionStorage (signing out stores the signed-out state); a 401 removes the key instead.
import { atom } from 'jotai';
import { STORAGE_KEYS } from '@shared/constants';
import type { AuthState } from '@shared/schemas';

export const AUTH_LOADING: AuthState = {
  isAuthenticated: false,
  user: null,
  roles: [],
  loading: true,
};
export const SIGNED_OUT: AuthState = {
  isAuthenticated: false,
  user: null,
  roles: [],
  loading: false,
};

/** Written here; restoreAuthState reads it back through the zod schema. */
function storeAuthState(state: AuthState | null) {
  try {
    if (state) sessionStorage.setItem(STORAGE_KEYS.authState, JSON.stringify(state));
    else sessionStorage.removeItem(STORAGE_KEYS.authState);
  } catch {
    // disabled storage: the state still holds for this page
  }
}

const authBaseAtom = atom<AuthState>(AUTH_LOADING);

export const authStateAtom = atom(
  (get) => get(authBaseAtom),
  (_get, set, next: AuthState) => {
    if (!next.loading) storeAuthState(next);
    set(authBaseAtom, next);
  },
);

/** SPEC §4: a 401 clears the auth state and the session storage. */
export const clearAuthAtom = atom(null, (_get, set) => {
  storeAuthState(null);
  set(authBaseAtom, SIGNED_OUT);
});

/** Sets the state restored from storage without writing it back (it came from there). */
export const restoredAuthStateAtom = atom(null, (get, set, restored: AuthState) => {
  if (get(authBaseAtom).loading) set(authBaseAtom, { ...restored, loading: true });
});

/** True after a data call answered 401 (or a re-check found the session gone) mid-work. */
export const sessionExpiredAtom = atom(false);

/**
 * Why the last identity check could not decide (the BFF unreachable, too slow, or answering
 * something unusable), or null. SPEC §4 still gives the signed-out state then; this keeps
 * 'the server is down' apart from 'you are not signed in'.
 */
export const authProblemAtom = atom<string | null>(null);
