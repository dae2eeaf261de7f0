// React access to auth: the state, the expiry flag, starting auth once, and Sign Out.
import { useAtomValue, useStore } from 'jotai';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import type { AuthState } from '@shared/schemas';
import { checkAuth, signOut, startAuth } from './auth-actions';
import { authProblemAtom, authStateAtom, sessionExpiredAtom } from './auth-atoms';

// Sign-in is a plain navigation; re-exported so components find all of auth in one place.
export { signIn, signInHref } from './sign-in';

export function useAuth(): AuthState {
  return useAtomValue(authStateAtom);
}

export function useSessionExpired(): boolean {
  return useAtomValue(sessionExpiredAtom);
}

/** Why the last sign-in check could not decide (the server unreachable), or null. */
export function useAuthProblem(): string | null {
  return useAtomValue(authProblemAtom);
}

/** Runs the sign-in check again now (the automatic re-check keeps its own pace). */
export function useRetryAuth(): () => Promise<unknown> {
  const store = useStore();
  return useCallback(() => checkAuth(store), [store]);
}

/** Mounted once at the top of the app. */
export function useAuthLifecycle(): void {
  const store = useStore();
  useEffect(() => startAuth(store), [store]);
}

/** Sign Out: POST /logout, go to the dashboard, then clear state and cached data. */
export function useSignOut(): () => Promise<void> {
  const store = useStore();
  const router = useRouter();
  return useCallback(async () => {
    await signOut(store);
    // Cached server data belongs to the signed-out user; the next one starts clean.
    const { queryClient } = router.options.context as { queryClient?: { clear(): void } };
    queryClient?.clear();
    await router.navigate({ to: '/' });
  }, [store, router]);
}
