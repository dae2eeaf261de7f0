// Auth state (SPEC §3/§4) as jotai atoms. Writes go through to sessionStorage: a signed-in state
// is stored, anything else removes the key, so signing out or a 401 leaves nothing behind.
import { atom } from 'jotai';
import { STORAGE_KEYS } from '../../../shared/constants';
import type { AuthState } from '../../../shared/schemas';
import { writeStorage } from '../storage-atom';

export const AUTH_LOADING: AuthState = { isAuthenticated: false, user: null, roles: [], loading: true };
export const SIGNED_OUT: AuthState = { isAuthenticated: false, user: null, roles: [], loading: false };

const authBaseAtom = atom<AuthState>(AUTH_LOADING);

export const authStateAtom = atom(
  (get) => get(authBaseAtom),
  (_get, set, next: AuthState) => {
    writeStorage(STORAGE_KEYS.authState, next.isAuthenticated ? next : null, { area: 'session' });
    set(authBaseAtom, next);
  },
);

/** Sets the state restored from storage without writing it back (it came from there). */
export const restoredAuthStateAtom = atom(null, (get, set, restored: AuthState) => {
  if (get(authBaseAtom).loading) set(authBaseAtom, { ...restored, loading: true });
});

/** True after a data call answered 401 (or a re-check found the session gone) mid-work. */
export const sessionExpiredAtom = atom(false);
