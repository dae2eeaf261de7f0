// The app's top: starts auth and the theme at once; the data layer (TanStack Query) and the
// search schemas load beside the first identity check; the router renders once both are in.
// A returning user's screen is preloaded meanwhile (restored-session-preload.ts).
import { RouterProvider } from '@tanstack/react-router';
import { useStore } from 'jotai';
import { Component, Suspense, lazy, useEffect, useRef, useState, type ReactNode } from 'react';
import type { AuthState } from '@shared/schemas';
import { Loading } from '../components/loading';
import { authStateAtom } from '../lib/auth/auth-atoms';
import { useAuth, useAuthLifecycle, useAuthProblem } from '../lib/auth/hooks';
import { useApplyTheme } from '../lib/theme';
import { loadBootModules } from './route-loaders';
import { createAppRouter, type AppRouter } from './router';
import { loadSearchSchemas } from './search';

// Nothing to show until a screen raises a toast: the viewport (and its live region) loads
// right after boot instead of weighing on the first paint, with the one toast raised on boot
// (back from Refresh Auth).
const ToastViewport = lazy(() => loadBootModules().then((m) => ({ default: m.ToastLayer })));

// The data layer, the search schemas, the route reads and the returning user's preload come as
// one chunk (boot-modules.ts), out of the initial bundle.
function loadConsole() {
  return Promise.all([loadBootModules(), loadSearchSchemas()]).then(([modules]) => ({
    queryClient: modules.createQueryClient(),
    QueryClientProvider: modules.QueryClientProvider,
    router: createAppRouter(),
  }));
}
type Console = Awaited<ReturnType<typeof loadConsole>>;

function FullPageLoading() {
  return (
    <div className="boot">
      <Loading />
    </div>
  );
}

/**
 * Re-runs the guards when the signed-in user or their roles change (e.g. on a focus re-check),
 * and when the server becomes unreachable or reachable again.
 */
function useGuardRefresh(router: AppRouter, auth: AuthState, problem: string | null) {
  const user = auth.isAuthenticated ? `${auth.user?.sub}|${auth.roles.join(',')}` : '';
  const key = problem ? `!${problem}` : user;
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (auth.loading) return;
    // The first settled state is what the router's first load already used.
    if (previous.current === null) previous.current = key;
    if (key === previous.current) return;
    const wasUnreachable = previous.current.startsWith('!');
    previous.current = key;
    // Signing out navigates home itself, and an expired session keeps the page with
    // 'Sign in again' instead of bouncing to the sign-in page: only re-check while signed in,
    // or when the server's reachability changed (a page waiting for it opens, or says so).
    if (key || wasUnreachable) void router.invalidate();
  }, [router, key, auth.loading]);
}

type Loaded = { ready: Promise<Console> } & ({ console: Console } | { failed: unknown });

/**
 * The console once loaded. Not through Suspense: React holds a Suspense boundary's content back
 * until 300 ms after its fallback showed, and the router should mount the moment the identity
 * check answers. A failed load throws to the boot error boundary. As soon as it is loaded (not
 * when React next commits), a returning user's screen starts loading (restored-session-preload).
 */
function useLoadedConsole(ready: Promise<Console>): Console | null {
  const store = useStore();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let active = true;
    let stop: (() => void) | undefined;
    ready.then(
      async (loadedConsole) => {
        if (!active) return;
        setLoaded({ ready, console: loadedConsole });
        const { preloadRestoredSession } = await loadBootModules();
        if (!active) return;
        const authSource = {
          get: () => store.get(authStateAtom),
          subscribe: (listener: () => void) => store.sub(authStateAtom, listener),
        };
        stop = preloadRestoredSession(authSource, loadedConsole.router, loadedConsole.queryClient);
      },
      (error: unknown) => {
        if (active) setLoaded({ ready, failed: error });
      },
    );
    return () => {
      active = false;
      stop?.();
    };
  }, [ready, store]);
  if (!loaded || loaded.ready !== ready) return null;
  if ('failed' in loaded) throw loaded.failed;
  return loaded.console;
}

function ConsoleRouter({ ready }: { ready: Promise<Console> }) {
  const loaded = useLoadedConsole(ready);
  if (!loaded) return <FullPageLoading />;
  return <LoadedConsole {...loaded} />;
}

function LoadedConsole({ queryClient, QueryClientProvider, router }: Console) {
  const auth = useAuth();
  const authProblem = useAuthProblem();
  useGuardRefresh(router, auth, authProblem);
  if (auth.loading) return <FullPageLoading />;
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} context={{ auth, queryClient, authProblem }} />
    </QueryClientProvider>
  );
}

class BootErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="boot" role="alert">
        <h1>The console could not start</h1>
        <p>Part of the application failed to load. Check your connection and reload the page.</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => window.location.reload()}
        >
          Reload
        </button>
      </div>
    );
  }
}

function Lifecycle() {
  useAuthLifecycle();
  useApplyTheme();
  return null;
}

let consoleLoad: Promise<Console> | undefined;
const getConsole = () => (consoleLoad ??= loadConsole());

/** `ready` lets tests hand in their own router and query client. */
export function App({ ready }: { ready?: Promise<Console> }) {
  return (
    <>
      <Lifecycle />
      <BootErrorBoundary>
        <ConsoleRouter ready={ready ?? getConsole()} />
      </BootErrorBoundary>
      <Suspense fallback={null}>
        <ToastViewport />
      </Suspense>
    </>
  );
}
