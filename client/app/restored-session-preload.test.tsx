// A returning user (auth state restored from sessionStorage): the screen's reads start while
// the /auth/me re-check is still out, and what they fetched is dropped, never shown, when the
// check says signed out.
import { createMemoryHistory } from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { afterEach, expect, it, vi } from 'vitest';
import { ORG_ID, TEST_USERS } from '../test/auth-fixtures';
import { jsonResponse, mockApi } from '../test/fake-backend';
import { createQueryClient } from '../lib/query-client';
import { App } from './app';
import { createAppRouter } from './router';
import { loadSearchSchemas } from './search';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ORGANIZATIONS = [{ id: 'org-zenith', name: 'Zenith Holdings', domains: [] }];

function restoreAdmin() {
  sessionStorage.setItem(
    'auth-state',
    JSON.stringify({
      isAuthenticated: true,
      user: TEST_USERS.admin,
      roles: ['Administrator'],
      loading: false,
    }),
  );
}

/** The identity check (/auth/me and /auth/roles), held until `answer` says who is signed in. */
function heldIdentityCheck() {
  let answer!: (signedIn: boolean) => void;
  const gate = new Promise<boolean>((resolve) => (answer = resolve));
  const reply = (body: unknown) => async () =>
    (await gate) ? jsonResponse(body) : jsonResponse({ message: 'Unauthorized' }, 401);
  return {
    answer,
    routes: {
      'GET /auth/me': reply(TEST_USERS.admin),
      'GET /auth/roles': reply({ roles: ['Administrator'] }),
    },
  };
}

async function startApp(path: string) {
  await loadSearchSchemas();
  // The console's own client (its staleTime decides what the page fetches again).
  const queryClient = createQueryClient();
  const ready = Promise.resolve({
    queryClient,
    QueryClientProvider: (await import('@tanstack/react-query')).QueryClientProvider,
    router: createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) }),
  });
  await act(async () => {
    render(
      <Provider store={createStore()}>
        <App ready={ready} />
      </Provider>,
    );
  });
  return { queryClient };
}

it("starts the screen's reads beside the /auth/me re-check, then shows them once it answers", async () => {
  restoreAdmin();
  const check = heldIdentityCheck();
  const { callsTo } = mockApi({
    ...check.routes,
    'GET /api/v1/organizations': { body: ORGANIZATIONS },
    [`GET /api/v1/organizations/${ORG_ID}`]: { body: { id: ORG_ID, name: 'Acme Corporation' } },
    [`GET /api/v1/organizations/${ORG_ID}/managed`]: { body: [] },
  });
  await startApp('/global/organizations');

  // The check is still out: the console waits, but the list and the picker's reads have left.
  await waitFor(() => expect(callsTo('/api/v1/organizations')).toHaveLength(1));
  await waitFor(() => expect(callsTo(`/api/v1/organizations/${ORG_ID}`)).toHaveLength(1));
  expect(callsTo('/auth/me')).toHaveLength(1);
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(screen.queryByText('Zenith Holdings')).toBeNull();

  check.answer(true);
  expect(await screen.findByText('Zenith Holdings')).toBeInTheDocument();
  // The page used what the loader fetched: no second request.
  expect(callsTo('/api/v1/organizations')).toHaveLength(1);
});

it('drops what was fetched, and shows nothing of it, when the re-check says signed out', async () => {
  restoreAdmin();
  const check = heldIdentityCheck();
  const { callsTo } = mockApi({
    ...check.routes,
    'GET /api/v1/organizations': { body: ORGANIZATIONS },
    [`GET /api/v1/organizations/${ORG_ID}`]: { body: { id: ORG_ID, name: 'Acme Corporation' } },
    [`GET /api/v1/organizations/${ORG_ID}/managed`]: { body: [] },
  });
  // The guard sends a signed-out visitor to the BFF's sign-in page (a full navigation).
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign, replace: assign });
  const { queryClient } = await startApp('/global/organizations');

  await waitFor(() => expect(callsTo('/api/v1/organizations')).toHaveLength(1));
  await waitFor(() =>
    expect(queryClient.getQueryData(['organizations', 'list'])).toEqual(ORGANIZATIONS),
  );

  await act(async () => check.answer(false));
  await waitFor(() => expect(screen.queryByText('Loading...')).toBeNull());
  expect(queryClient.getQueryCache().getAll()).toEqual([]);
  expect(screen.queryByText('Zenith Holdings')).toBeNull();
  expect(screen.queryByText('Acme Corporation')).toBeNull();
});
