// A returning user's screen loads beside the identity re-check. SPEC §4 restores the auth state
// from sessionStorage and checks it again (/auth/me + /auth/roles); the router renders only once
// the check has answered, but its guard and loaders can run earlier for the restored identity:
// the current address is preloaded with it, so the page's code and reads are in flight while
// the check is. If the check answers with another identity (signed out, another user, other
// roles), everything fetched meanwhile is dropped before the router renders: nothing of it is
// ever shown.
import type { QueryClient } from '@tanstack/react-query';
import type { AuthState } from '@shared/schemas';
import type { AnyRouter } from '@tanstack/react-router';

/** The auth state and its changes (the atom store's authStateAtom, handed in by app.tsx). */
export interface AuthSource {
  get: () => AuthState;
  subscribe: (listener: () => void) => () => void;
}

function sameIdentity(a: AuthState, b: AuthState): boolean {
  return (
    a.isAuthenticated === b.isAuthenticated &&
    a.user?.sub === b.user?.sub &&
    a.user?.organizationId === b.user?.organizationId &&
    a.roles.join('\n') === b.roles.join('\n')
  );
}

/** Watches the first identity check; returns the cleanup. */
export function preloadRestoredSession(
  authSource: AuthSource,
  router: AnyRouter,
  queryClient: QueryClient,
): () => void {
  let assumed: AuthState | null = null;
  let unsubscribe = () => {};

  const onAuth = () => {
    const state = authSource.get();
    if (!state.loading) {
      // The check answered. Jotai calls this synchronously, before React renders the router.
      if (assumed && !sameIdentity(assumed, state)) {
        queryClient.clear(); // removes the queries and cancels what is still in flight
        router.clearCache();
      }
      unsubscribe();
      return;
    }
    // Still checking: a restored sign-in (the restore lands a little after the check starts).
    if (assumed || !state.isAuthenticated) return;
    assumed = { ...state, loading: false };
    router.update({
      ...router.options,
      context: { ...router.options.context, auth: assumed, queryClient, authProblem: null },
    });
    const { pathname, search, hash } = router.parseLocation(router.history.location);
    void router.preloadRoute({ to: pathname, search, hash } as never);
  };

  unsubscribe = authSource.subscribe(onAuth);
  onAuth();
  return () => unsubscribe();
}
