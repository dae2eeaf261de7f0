import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import { authStateAtom } from '../../lib/auth/auth-atoms';
import { jsonResponse, stubBackend } from '../../test/fake-backend';
import { ManagedOrganizationsPage } from './managed-organizations-page';

const ACME = 'acme-id';
const acme = { id: ACME, name: 'Acme Corporation' };
const relations = [
  {
    id: 'labs-id',
    name: 'Acme Labs',
    organizationId: ACME,
    managedOrganizationId: 'labs-id',
    addedDate: '2024-05-15T09:00:00.000Z',
    status: 'pending',
  },
  {
    id: 'europe-id',
    name: 'Acme Europe GmbH',
    organizationId: ACME,
    managedOrganizationId: 'europe-id',
    addedDate: '2024-04-28T09:00:00.000Z',
    status: 'active',
  },
];

function stubApi(answers: Record<string, { status?: number; body: unknown }>) {
  stubBackend(({ path }) => {
    const answer = answers[path] ?? { status: 404, body: { message: 'Not found' } };
    return jsonResponse(answer.body, answer.status ?? 200);
  });
}

async function renderPage() {
  const store = createStore();
  store.set(authStateAtom, {
    isAuthenticated: true,
    loading: false,
    roles: ['User'],
    user: { sub: 'u', name: 'Uma', email: 'uma@example.com', organizationId: ACME },
  });
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({
    getParentRoute: () => root,
    path: '/organization/managed',
    component: ManagedOrganizationsPage,
  });
  const overview = createRoute({
    getParentRoute: () => root,
    path: '/organization/overview',
    component: () => <p>Overview page</p>,
  });
  const router = createRouter({
    routeTree: root.addChildren([page, overview]),
    history: createMemoryHistory({ initialEntries: ['/organization/managed'] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router as never} />
      </QueryClientProvider>
    </Provider>,
  );
  await act(() => router.load());
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('ManagedOrganizationsPage', () => {
  it('lists the managed organizations of the selected organization with the relation fields', async () => {
    stubApi({
      [`/api/v1/organizations/${ACME}`]: { body: acme },
      [`/api/v1/organizations/${ACME}/managed`]: { body: relations },
    });
    await renderPage();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Acme Corporation Managed Organizations',
      }),
    ).toBeVisible();
    const labs = (await screen.findByText('Acme Labs')).closest('tr')!;
    const cells = within(labs).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('labs-id');
    // The managing organization's id (acme-id on every row) is in Columns, hidden by default.
    expect(within(labs).queryByText(/acme-id/)).toBeNull();
    expect(cells[2]).toHaveTextContent('2024');
    expect(cells[3]).toHaveTextContent('Pending');
    expect(screen.getByText('2 managed organizations')).toBeInTheDocument();
  });

  it("says when the organization doesn't manage any", async () => {
    stubApi({
      [`/api/v1/organizations/${ACME}`]: { body: acme },
      [`/api/v1/organizations/${ACME}/managed`]: { body: [] },
    });
    await renderPage();
    expect(
      await screen.findByText("This organization doesn't manage any other organizations."),
    ).toBeInTheDocument();
  });

  it('reports a failed load with the organization and the message', async () => {
    let managedCalls = 0;
    stubBackend(({ path }) => {
      if (path === `/api/v1/organizations/${ACME}`) return new Response(JSON.stringify(acme));
      // The organization picker's own load succeeds; the page's list fails.
      managedCalls += 1;
      return managedCalls === 1
        ? new Response('[]')
        : new Response(JSON.stringify({ message: 'Upstream down' }), { status: 502 });
    });
    await renderPage();
    const table = await screen.findByRole('heading', { level: 1 });
    expect(table).toHaveTextContent('Acme Corporation Managed Organizations');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load managed organizations for Acme Corporation: Upstream down',
    );
  });

  it('Open makes a managed organization the selected one and shows its overview', async () => {
    stubApi({
      [`/api/v1/organizations/${ACME}`]: { body: acme },
      [`/api/v1/organizations/${ACME}/managed`]: { body: relations },
    });
    const router = await renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open Acme Labs' }));
    await screen.findByText('Overview page');
    expect(router.state.location.pathname).toBe('/organization/overview');
    expect(localStorage.getItem(STORAGE_KEYS.selectedOrganizationId)).toContain('labs-id');
  });
});
