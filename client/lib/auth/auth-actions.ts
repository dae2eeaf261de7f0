// What changes the auth state: restore from sessionStorage, the identity check, session expiry
// and sign-out. Plain functions over an atom store, so the API client's 401 hook, the focus
// listener and components all share them.
import type { createStore } from 'jotai';
import { ENDPOINTS, STORAGE_KEYS } from '@shared/constants';
import type { AuthState } from '@shared/schemas';
import { ApiError, api, setUnauthorizedHandler } from '../api-client';
import { selectedOrganizationIdAtom } from '../selected-organization-atom';
import { RESET } from 'jotai/utils';
import {
  SIGNED_OUT,
  authProblemAtom,
  authStateAtom,
  clearAuthAtom,
  restoredAuthStateAtom,
  sessionExpiredAtom,
} from './auth-atoms';

export type JotaiStore = ReturnType<typeof createStore>;

// zod (and the shared schemas) load beside the first identity calls rather than before them:
// nothing is shown but 'Loading...' until the check answers, and the initial bundle stays small.
const loadSchemas = () => import('@shared/schemas');

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
  /** The check could not decide (server unreachable, 5xx, unusable answer): what to show. */
  problem: string | null;
}

/** A 401 or 403 is the BFF's answer 'not signed in'; anything else means it could not say. */
function checkProblem(error: unknown): string | null {
  if (error instanceof ApiError) {
    if (error.status === 401 || error.status === 403) return null;
    return error.message;
  }
  return 'The server sent an unexpected answer to the sign-in check.';
}

/** GET /auth/me + GET /auth/roles. Any failure (non-OK, network, bad shape) means signed out. */
export async function fetchAuthState(): Promise<AuthCheckResult> {
  try {
    const [schemas, me, roles] = await Promise.all([
      loadSchemas(),
      api.get(ENDPOINTS.me),
      api.get(ENDPOINTS.roles),
    ]);
    const user = schemas.userSchema.parse(me);
    const { roles: roleNames } = schemas.rolesResponseSchema.parse(roles);
    return {
      state: { isAuthenticated: true, user, roles: roleNames, loading: false },
      unauthorized: false,
      problem: null,
    };
  } catch (error) {
    return {
      state: SIGNED_OUT,
      unauthorized: error instanceof ApiError && error.status === 401,
      problem: checkProblem(error),
    };
  }
}

/** The session ended under the user's feet: clear everything and offer 'Sign in again'. */
export function expireSession(store: JotaiStore): void {
  store.set(clearAuthAtom);
  store.set(sessionExpiredAtom, true);
}

const inFlight = new WeakMap<JotaiStore, Promise<AuthState>>();

// While the check cannot decide, a started app asks again by itself, backing off, so the
// console comes back when the BFF does without anyone pressing Reload.
const RECHECK_DELAYS_MS = [2_000, 3_000, 5_000, 8_000, 13_000, 21_000, 30_000];
interface Recheck {
  attempt: number;
  timer?: ReturnType<typeof setTimeout>;
}
const rechecks = new WeakMap<JotaiStore, Recheck>();

function scheduleRecheck(store: JotaiStore, problem: string | null): void {
  const recheck = rechecks.get(store);
  if (!recheck) return;
  clearTimeout(recheck.timer);
  if (!problem) {
    recheck.attempt = 0;
    return;
  }
  const delay = RECHECK_DELAYS_MS[Math.min(recheck.attempt, RECHECK_DELAYS_MS.length - 1)];
  recheck.attempt += 1;
  recheck.timer = setTimeout(() => void checkAuth(store), delay);
}

/**
 * Runs the identity check (one at a time per store). The first check decides between signed in
 * and signed out; a later one that finds the session gone is treated as expiry, so the page the
 * user works on stays put with 'Sign in again' instead of bouncing to the sign-in page. A check
 * that could not reach a verdict is no expiry: the state is signed out (SPEC §4) and the
 * problem is kept for the shell to show until a check succeeds.
 */
export function checkAuth(store: JotaiStore): Promise<AuthState> {
  const running = inFlight.get(store);
  if (running) return running;
  const check = fetchAuthState()
    .then(({ state: next, unauthorized, problem }) => {
      const previous = store.get(authStateAtom);
      if (!next.isAuthenticated && previous.isAuthenticated && !previous.loading && !problem) {
        expireSession(store);
      } else if (unauthorized) {
        store.set(clearAuthAtom);
      } else if (JSON.stringify(previous) !== JSON.stringify(next)) {
        store.set(authStateAtom, next);
      }
      if (next.isAuthenticated) store.set(sessionExpiredAtom, false);
      store.set(authProblemAtom, problem);
      scheduleRecheck(store, problem);
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

const started = new WeakSet<JotaiStore>();

/**
 * Starts auth for the app: restore, first check, re-check on window focus while signed in,
 * and the API client's 401 hook. Returns the cleanup. A store already started (by the entry,
 * before the first render) is left as it is, and the cleanup of that second start does nothing.
 */
export function startAuth(store: JotaiStore): () => void {
  if (started.has(store)) return () => {};
  started.add(store);
  const unregister = setUnauthorizedHandler(() => expireSession(store));
  rechecks.set(store, { attempt: 0 });
  void restoreAuthState(store);
  void checkAuth(store);
  const onFocus = () => {
    if (store.get(authStateAtom).isAuthenticated || store.get(authProblemAtom)) {
      void checkAuth(store);
    }
  };
  const onOnline = () => {
    if (store.get(authProblemAtom)) void checkAuth(store);
  };
  window.addEventListener('focus', onFocus);
  window.addEventListener('online', onOnline);
  return () => {
    started.delete(store);
    unregister();
    clearTimeout(rechecks.get(store)?.timer);
    rechecks.delete(store);
    window.removeEventListener('focus', onFocus);
    window.removeEventListener('online', onOnline);
  };
}
