// Test-only helpers for the organizations screen: a fetch stand-in that answers like the
// backend (and records what it was sent), and a render with the app's providers and router.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { Role } from '../../../shared/permissions';
import { ToastViewport } from '../../components/toast';
import { authStateAtom } from '../../lib/auth/auth-atoms';

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status?: number; body?: unknown };
type Handler = (request: SentRequest) => Answer | undefined;

/** Routes are `'METHOD /path'` (exact); an unmatched call answers a JSON 404. */
export function fakeBackend(routes: Record<string, Handler | Answer>) {
  const sent: SentRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    sent.push(request);
    const route = routes[`${request.method} ${request.path}`];
    const answer = (typeof route === 'function' ? route(request) : route) ?? {
      status: 404,
      body: { message: 'Not found' },
    };
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return new Response(status === 204 ? null : text, { status, statusText: 'Status' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent, fetchMock, writes: () => sent.filter((r) => r.method !== 'GET') };
}

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
  await router.load();
  return { ...result, router, queryClient, store };
}
