// Test-only harness for one screen: the page inside a memory router (optionally with its route's
// search schema, optionally with the toast viewport) a fresh query client and the test's atom store, fetch answered by
// the kit's stubBackend, the auth atom set to the role under test.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  type AnyRouter,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import type { FakeRequest } from './fake-backend';
import type { Role } from '@shared/permissions';
import { ToastViewport } from '../components/toast';
import { authStateAtom } from '../lib/auth/auth-atoms';
import { testStore } from './test-store';

/** A request the screen made (see fake-backend.ts). */
export type Call = FakeRequest;

export function signInAs(roles: Role[], organizationId = 'acme'): void {
  testStore().set(authStateAtom, {
    isAuthenticated: true,
    user: { sub: 'u1', name: 'Test User', email: 'test@example.com', organizationId },
    roles,
    loading: false,
  });
}

export interface RenderAtOptions {
  /** The route's search schema, so the page reads validated search params. */
  schema?: { parse: (input: unknown) => Record<string, unknown> };
  /** Render the toast viewport next to the page (screens whose tests assert toasts). */
  toasts?: boolean;
}

/** Renders `page` at `path` (with its search) in a router whose only route is that path. */
export function renderAt(path: string, page: () => ReactNode, options: RenderAtOptions = {}) {
  const { schema, toasts = false } = options;
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <Outlet />
        {toasts ? <ToastViewport /> : null}
      </>
    ),
  });
  const pathname = path.split('?')[0] ?? '/';
  const route = createRoute({
    getParentRoute: () => rootRoute,
    path: pathname,
    component: page,
    ...(schema
      ? { validateSearch: (search: Record<string, unknown>) => schema.parse(search) }
      : {}),
  });
  const router: AnyRouter = createRouter({
    routeTree: rootRoute.addChildren([route]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const utils = render(
    <Provider store={testStore()}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Provider>,
  );
  return { ...utils, router, queryClient, user: userEvent.setup() };
}
