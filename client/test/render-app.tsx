// Renders the real route tree at an address (memory history) with a given auth state, the way
// the app does: atom store, query client, RouterProvider with { auth, queryClient } context.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { Provider, createStore, useAtomValue } from 'jotai';
import type { AuthState } from '@shared/schemas';
import { createAppRouter } from '../app/router';
import { loadSearchSchemas } from '../app/search';
import { authStateAtom } from '../lib/auth/auth-atoms';
import { SIGNED_OUT_STATE } from './auth-fixtures';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

export async function renderApp(path: string, auth: AuthState = SIGNED_OUT_STATE) {
  await loadSearchSchemas();
  const store = createStore();
  store.set(authStateAtom, auth);
  const queryClient = createTestQueryClient();
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ history });

  function Harness() {
    const live = useAtomValue(authStateAtom);
    return (
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} context={{ auth: live, queryClient }} />
      </QueryClientProvider>
    );
  }

  const view = render(
    <Provider store={store}>
      <Harness />
    </Provider>,
  );
  return { ...view, router, store, queryClient, history };
}
