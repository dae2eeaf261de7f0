// Test-only helpers for the organizations screen: a render with the app's providers and a
// router that also knows the settings route (the backend is fake-backend.ts's fakeBackend).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import type { Role } from '@shared/permissions';
import { ToastViewport } from '../components/toast';
import { authStateAtom } from '../lib/auth/auth-atoms';

export function signedInStore(roles: Role[] | null) {
  const store = createStore();
  store.set(
    authStateAtom,
    roles === null
      ? { isAuthenticated: false, loading: false, roles: [], user: null }
      : {
          isAuthenticated: true,
          loading: false,
          roles,
          user: {
            sub: 'u1',
            name: 'Test User',
            email: 'test@example.com',
            organizationId: 'org-acme',
          },
        },
  );
  return store;
}

export function newQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/** Renders `ui` at `path` inside a router that also knows the settings route (for links). */
export async function renderWithApp(
  ui: ReactNode,
  options: { roles?: Role[] | null; path?: string } = {},
) {
  const store = signedInStore(options.roles === undefined ? ['Administrator'] : options.roles);
  const queryClient = newQueryClient();
  const root = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <ToastViewport />
      </>
    ),
  });
  const page = createRoute({ getParentRoute: () => root, path: '/', component: () => ui });
  const settings = createRoute({
    getParentRoute: () => root,
    path: '/organization/$orgId/settings',
    component: () => <p>Settings page</p>,
  });
  const router = createRouter({
    routeTree: root.addChildren([page, settings]),
    history: createMemoryHistory({ initialEntries: [options.path ?? '/'] }),
  });
  const result = render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router as never} />
      </QueryClientProvider>
    </Provider>,
  );
  // The first match settles inside act, so React hears of it while the test waits.
  await act(() => router.load());
  return { ...result, router, queryClient, store };
}
