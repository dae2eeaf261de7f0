import { createMemoryHistory } from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { afterEach, expect, it, vi } from 'vitest';
import { ORG_ID, TEST_USERS } from '../test/auth-fixtures';
import { mockApi } from '../test/fake-backend';
import { createTestQueryClient } from '../test/render-app';
import { App } from './app';
import { createAppRouter } from './router';
import { loadSearchSchemas } from './search';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function consoleAt(path: string) {
  await loadSearchSchemas();
  return {
    queryClient: createTestQueryClient(),
    QueryClientProvider: (await import('@tanstack/react-query')).QueryClientProvider,
    router: createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) }),
  };
}

// The app suspends while its data layer loads; an awaited act lets React commit the fallback
// and run the auth effects as a browser would.
async function renderApp(ready: ReturnType<typeof consoleAt>) {
  await act(async () => {
    render(
      <Provider store={createStore()}>
        <App ready={ready} />
      </Provider>,
    );
  });
}

it("shows 'Loading...' until the identity check answers, then the signed-in dashboard", async () => {
  let answer!: () => void;
  const gate = new Promise<void>((resolve) => (answer = resolve));
  mockApi({
    'GET /auth/me': async () => {
      await gate;
      return new Response(JSON.stringify(TEST_USERS.admin), { status: 200 });
    },
    'GET /auth/roles': { body: { roles: ['Administrator'] } },
    [`GET /api/v1/organizations/${ORG_ID}`]: { body: { id: ORG_ID, name: 'Acme Corporation' } },
    [`GET /api/v1/organizations/${ORG_ID}/managed`]: { body: [] },
  });
  await renderApp(consoleAt('/'));
  expect(await screen.findByText('Loading...')).toBeInTheDocument();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  answer();
  expect(await screen.findByText('Welcome, Ada Admin')).toBeInTheDocument();
  expect(document.documentElement.dataset.theme).toBe('system');
});

it('renders the signed-out dashboard when the check answers 401', async () => {
  mockApi({ 'GET /auth/me': { status: 401 }, 'GET /auth/roles': { status: 401 } });
  localStorage.setItem('theme-preference', '"dark"');
  await renderApp(consoleAt('/'));
  expect(
    await screen.findByText('Please log in to access the management system.'),
  ).toBeInTheDocument();
  await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
});
