// Bulk removal on /organization/managed: Administrator only, the question, one call per row,
// the summary with the resolution 3 text, and the picker/list refreshed once.
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
import type { Role } from '@shared/permissions';
import { authStateAtom } from '../../lib/auth/auth-atoms';
import { fakeBackend } from '../../test/fake-backend';
import { ManagedOrganizationsPage } from './managed-organizations-page';

const ACME = 'acme-id';
const relation = (id: string, name: string) => ({
  id,
  name,
  organizationId: ACME,
  managedOrganizationId: id,
  addedDate: '2024-05-15T09:00:00.000Z',
  status: 'active',
});
const LABS = relation('labs-id', 'Acme Labs');
const EUROPE = relation('europe-id', 'Acme Europe GmbH');

async function renderPage(roles: Role[]) {
  const store = createStore();
  store.set(authStateAtom, {
    isAuthenticated: true,
    loading: false,
    roles,
    user: { sub: 'u', name: 'Ada', email: 'ada@example.com', organizationId: ACME },
  });
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({
    getParentRoute: () => root,
    path: '/organization/managed',
    component: ManagedOrganizationsPage,
  });
  const router = createRouter({
    routeTree: root.addChildren([page]),
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
  await screen.findByText('Acme Labs');
  return userEvent.setup();
}

afterEach(() => vi.unstubAllGlobals());

describe('managed organizations bulk removal', () => {
  it('a User sees no selection', async () => {
    fakeBackend({
      [`GET /api/v1/organizations/${ACME}`]: { body: { id: ACME, name: 'Acme Corporation' } },
      [`GET /api/v1/organizations/${ACME}/managed`]: { body: [LABS, EUROPE] },
    });
    await renderPage(['User']);
    expect(screen.queryByRole('button', { name: 'Select rows' })).toBeNull();
  });

  it('removes the selected ones, one call each; a failure keeps its row with its message', async () => {
    const api = fakeBackend({
      [`GET /api/v1/organizations/${ACME}`]: { body: { id: ACME, name: 'Acme Corporation' } },
      [`GET /api/v1/organizations/${ACME}/managed`]: { body: [LABS, EUROPE] },
      [`DELETE /api/v1/organizations/${ACME}/managed/labs-id`]: { status: 204 },
      [`DELETE /api/v1/organizations/${ACME}/managed/europe-id`]: {
        status: 409,
        body: { message: 'Europe has open onboardings' },
      },
    });
    const user = await renderPage(['Administrator']);
    await user.click(screen.getByRole('button', { name: 'Select rows' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Acme Labs' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Acme Europe GmbH' }));
    await user.click(screen.getByRole('button', { name: 'Remove selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Managed Organizations' });
    expect(dialog).toHaveTextContent(
      'Remove 2 managed organizations from the organizations managed by Acme Corporation, including Acme Labs?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove 2' }));
    await within(dialog).findByRole('heading', { name: 'Finished' });
    expect(within(dialog).getByRole('list', { name: 'Failures' })).toHaveTextContent(
      'Acme Europe GmbH: Failed to remove managed organization: Europe has open onboardings',
    );
    expect(api.writes().map((w) => w.path)).toEqual([
      `/api/v1/organizations/${ACME}/managed/labs-id`,
      `/api/v1/organizations/${ACME}/managed/europe-id`,
    ]);
    expect(screen.getByRole('checkbox', { name: 'Select Acme Europe GmbH' })).toBeChecked();
  });

  it('after removing every selected one, Done leaves focus on the Select rows toggle (the bulk button left with the selection)', async () => {
    fakeBackend({
      [`GET /api/v1/organizations/${ACME}`]: { body: { id: ACME, name: 'Acme Corporation' } },
      [`GET /api/v1/organizations/${ACME}/managed`]: { body: [LABS, EUROPE] },
      [`DELETE /api/v1/organizations/${ACME}/managed/labs-id`]: { status: 204 },
    });
    const user = await renderPage(['Administrator']);
    await user.click(screen.getByRole('button', { name: 'Select rows' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Acme Labs' }));
    await user.click(screen.getByRole('button', { name: 'Remove selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Managed Organizations' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove 1' }));
    await within(dialog).findByText('Succeeded: 1');
    expect(screen.queryByRole('button', { name: 'Remove selected' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Select rows' })).toHaveFocus();
  });
});
