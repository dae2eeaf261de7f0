// Auth state (SPEC §3/§4) as atoms (lib/atoms.ts). Every settled state is written through to
// sessionStorage (signing out stores the signed-out state); a 401 removes the key instead.
import { atom } from '../atoms';
import { STORAGE_KEYS } from '@shared/constants';
import type { AuthState } from '@shared/schemas';
import { writeStorage } from '../storage-atom';

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

const authBaseAtom = atom<AuthState>(AUTH_LOADING);

export const authStateAtom = atom(
  (get) => get(authBaseAtom),
  (_get, set, next: AuthState) => {
    if (!next.loading) writeStorage(STORAGE_KEYS.authState, next, { area: 'session' });
    set(authBaseAtom, next);
  },
);

/** SPEC §4: a 401 clears the auth state and the session storage. */
export const clearAuthAtom = atom(null, (_get, set) => {
  writeStorage(STORAGE_KEYS.authState, null, { area: 'session' });
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
