// What changes the auth state: restore from sessionStorage, the identity check, session expiry
// and sign-out. Plain functions over a jotai store, so the API client's 401 hook, the focus
// listener and components all share them.
import type { createStore } from 'jotai';
import { ENDPOINTS, STORAGE_KEYS } from '../../../shared/constants';
import type { AuthState } from '../../../shared/schemas';
import { ApiError, api, setUnauthorizedHandler } from '../api-client';
import { selectedOrganizationIdAtom } from '../organization-context/selected-organization-atom';
import { RESET } from '../storage-atom';
import {
  SIGNED_OUT,
  authStateAtom,
  clearAuthAtom,
  restoredAuthStateAtom,
  sessionExpiredAtom,
} from './auth-atoms';

export type JotaiStore = ReturnType<typeof createStore>;

// zod (and the shared schemas) load beside the first identity calls rather than before them:
// nothing is shown but 'Loading...' until the check answers, and the initial bundle stays small.
const loadSchemas = () => import('../../../shared/schemas');

/** SPEC §4: the state restored from sessionStorage, validated; anything invalid is ignored. */
export async function restoreAuthState(store: JotaiStore): Promise<AuthState | null> {
  let stored: unknown;
  try {
    const text = sessionStorage.getItem(STORAGE_KEYS.authState);
    if (!text) return null;
    stored = JSON.parse(text);
  } catch {
    return null;
  }
  const { authStateSchema } = await loadSchemas();
  const parsed = authStateSchema.safeParse(stored);
  if (!parsed.success) return null;
  store.set(restoredAuthStateAtom, parsed.data);
  return parsed.data;
}

export interface AuthCheckResult {
  state: AuthState;
  /** An identity call answered 401: SPEC §4 clears the state and the storage. */
  unauthorized: boolean;
}

/** GET /auth/me + GET /auth/roles. Any failure (non-OK, network, bad shape) means signed out. */
export async function fetchAuthState(): Promise<AuthCheckResult> {
  try {
    const [schemas, me, roles] = await Promise.all([
      loadSchemas(),
      api.get<unknown>(ENDPOINTS.me),
      api.get<unknown>(ENDPOINTS.roles),
    ]);
    const user = schemas.userSchema.parse(me);
    const { roles: roleNames } = schemas.rolesResponseSchema.parse(roles);
    return {
      state: { isAuthenticated: true, user, roles: roleNames, loading: false },
      unauthorized: false,
    };
  } catch (error) {
    return { state: SIGNED_OUT, unauthorized: error instanceof ApiError && error.status === 401 };
  }
}

/** The session ended under the user's feet: clear everything and offer 'Sign in again'. */
export function expireSession(store: JotaiStore): void {
  store.set(clearAuthAtom);
  store.set(sessionExpiredAtom, true);
}

const inFlight = new WeakMap<JotaiStore, Promise<AuthState>>();

/**
 * Runs the identity check (one at a time per store). The first check decides between signed in
 * and signed out; a later one that finds the session gone is treated as expiry, so the page the
 * user works on stays put with 'Sign in again' instead of bouncing to the sign-in page.
 */
export function checkAuth(store: JotaiStore): Promise<AuthState> {
  const running = inFlight.get(store);
  if (running) return running;
  const check = fetchAuthState()
    .then(({ state: next, unauthorized }) => {
      const previous = store.get(authStateAtom);
      if (!next.isAuthenticated && previous.isAuthenticated && !previous.loading) {
        expireSession(store);
      } else if (unauthorized) {
        store.set(clearAuthAtom);
      } else if (JSON.stringify(previous) !== JSON.stringify(next)) {
        store.set(authStateAtom, next);
      }
      if (next.isAuthenticated) store.set(sessionExpiredAtom, false);
      return next;
    })
    .finally(() => inFlight.delete(store));
  inFlight.set(store, check);
  return check;
}

/** POST /logout; the state, storage and selected organization are cleared even if it fails. */
export async function signOut(store: JotaiStore): Promise<void> {
  try {
    await api.post(ENDPOINTS.logout);
  } catch {
    // SPEC §7: sign-out clears the state whatever the call answered.
  }
  store.set(authStateAtom, SIGNED_OUT);
  store.set(sessionExpiredAtom, false);
  store.set(selectedOrganizationIdAtom, RESET);
}

/**
 * Starts auth for the app: restore, first check, re-check on window focus while signed in,
 * and the API client's 401 hook. Returns the cleanup.
 */
export function startAuth(store: JotaiStore): () => void {
  const unregister = setUnauthorizedHandler(() => expireSession(store));
  void restoreAuthState(store);
  void checkAuth(store);
  const onFocus = () => {
    if (store.get(authStateAtom).isAuthenticated) void checkAuth(store);
  };
  window.addEventListener('focus', onFocus);
  return () => {
    unregister();
    window.removeEventListener('focus', onFocus);
  };
}
