// Bulk actions on /organization/users: canManageUsers only, "all matching" loading every page
// (SPEC §4 pages of 20), role change with a failure and Retry failed, removal on a backend
// without the call (resolution 2 once), one refresh per run.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubBackend, type FakeRequest } from '../../test/fake-backend';
import { bulkQuestion } from '../../components/bulk/bulk-question';
import { OrganizationUsersView } from './organization-users-view';
import { renderInTestStore } from '../../test/render-in-test-store';

const ORG = 'acme';
const person = (n: number) => ({
  id: `u${n}`,
  name: `Person ${n}`,
  email: `p${n}@acme.example`,
  status: 'active',
  // Person 6 is only a Manager and Person 7 both, for removing one role.
  roles: n === 6 ? ['Manager'] : n === 7 ? ['User', 'Manager'] : ['User'],
});
const EVERYONE = Array.from({ length: 25 }, (_, i) => person(i + 1));

/** 25 users in pages of 20; PUT and DELETE answered by `write`. */
function backend(write: (call: FakeRequest) => Response) {
  return stubBackend((call) => {
    if (call.method !== 'GET') return write(call);
    const offset = Number(call.url.searchParams.get('offset') ?? 0);
    const items = EVERYONE.slice(offset, offset + 20);
    const hasMore = offset + 20 < EVERYONE.length;
    return jsonResponse({ items, hasMore, ...(hasMore ? { skipToken: 't' } : {}) });
  }).requests;
}

function renderView(canManageUsers: boolean) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const root = createRootRoute({
    component: () => (
      <OrganizationUsersView
        organizationId={ORG}
        organizationName="Acme Corporation"
        canManageUsers={canManageUsers}
      />
    ),
  });
  const router = createRouter({
    routeTree: root,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  renderInTestStore(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => vi.unstubAllGlobals());

/** The selection count (the screen has a second live region, for Load More Users). */
const selectionStatus = () =>
  screen.getAllByRole('status').find((el) => el.classList.contains('selection-bar__count'))!;

const listReads = (calls: FakeRequest[]) =>
  calls.filter((c) => c.method === 'GET' && !c.url.searchParams.has('offset')).length;

describe('users bulk actions', () => {
  it('bulkQuestion names the count and an example, or the one row', () => {
    const noun = { one: 'user', other: 'users' };
    expect(bulkQuestion('Remove', 25, noun, 'Ada', 'from Acme')).toBe(
      'Remove 25 users from Acme, including Ada?',
    );
    expect(bulkQuestion('Remove', 1, noun, 'Ada', 'from Acme')).toBe('Remove Ada from Acme?');
  });

  it('someone who cannot manage users gets no selection', async () => {
    backend(() => jsonResponse({}, 500));
    renderView(false);
    await screen.findByText('Person 1');
    expect(screen.queryByRole('button', { name: 'Select rows' })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
  });

  it('the page is the loaded users; "all matching" loads every page first and says so', async () => {
    const calls = backend(() => jsonResponse({}, 500));
    const user = renderView(true);
    await screen.findByText('Person 1');
    await user.click(screen.getByRole('button', { name: 'Select rows' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(selectionStatus()).toHaveTextContent('20 selected');
    expect(screen.getByText(/This page holds the 20 users loaded so far/)).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: 'Filter' }), 'Person 2');
    await user.click(
      screen.getByRole('button', { name: 'Select all matching users (loads every page)' }),
    );
    // Person 2 and 20-25 match; 2 and 20 were already selected on the first page.
    await waitFor(() => expect(selectionStatus()).toHaveTextContent('25 selected'));
    expect(calls.filter((c) => c.url.searchParams.get('offset') === '20')).toHaveLength(1);
    expect(screen.queryByText(/This page holds/)).toBeNull();
  });

  it('changes roles; a failure keeps its row selected with its message, and Retry failed sends only it; one refresh per run', async () => {
    let failOnce = true;
    const calls = backend((call) => {
      if (call.path.endsWith('/u3') && failOnce) {
        failOnce = false;
        return jsonResponse({ message: 'User is locked' }, 409);
      }
      return jsonResponse({});
    });
    const user = renderView(true);
    await screen.findByText('Person 1');
    await user.click(screen.getByRole('button', { name: 'Select rows' }));
    for (const n of [1, 2, 3, 4, 5])
      await user.click(screen.getByRole('checkbox', { name: `Select Person ${n}` }));
    await user.click(screen.getByRole('button', { name: 'Change roles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change User Roles' });
    expect(dialog).toHaveTextContent('Change the roles of 5 users, including Person 1?');
    // Adding one role keeps the ones each user holds.
    expect(within(dialog).getByRole('radio', { name: 'Add one role' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Manager' }));
    const readsBefore = listReads(calls);
    await user.click(within(dialog).getByRole('button', { name: 'Change 5' }));
    await within(dialog).findByRole('heading', { name: 'Finished' });
    expect(within(dialog).getByRole('list', { name: 'Failures' })).toHaveTextContent(
      'Person 3: Failed to update user roles: User is locked',
    );
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => c.body)).toEqual(Array(5).fill({ roles: ['User', 'Manager'] }));
    await waitFor(() => expect(listReads(calls)).toBe(readsBefore + 1));
    expect(selectionStatus()).toHaveTextContent('1 selected');
    expect(screen.getByRole('checkbox', { name: 'Select Person 3' })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Retry failed (1)' }));
    await within(dialog).findByText('Succeeded: 1');
    expect(
      calls
        .filter((c) => c.method === 'PUT')
        .map((c) => c.path)
        .slice(5),
    ).toEqual([`/api/v1/organizations/${ORG}/users/u3`]);
    await waitFor(() => expect(selectionStatus()).toHaveTextContent('No rows selected'));
  });

  it('a backend without the remove call gets resolution 2’s text once, and no further calls', async () => {
    const calls = backend(() => jsonResponse({ message: 'Not Found' }, 404));
    const user = renderView(true);
    await screen.findByText('Person 1');
    await user.click(screen.getByRole('button', { name: 'Select rows' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(screen.getByRole('button', { name: 'Remove selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Users' });
    expect(dialog).toHaveTextContent('Remove 20 users from Acme Corporation, including Person 1?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove 20' }));
    await within(dialog).findByRole('heading', { name: 'Finished' });
    expect(
      within(dialog).getAllByText('Remove user functionality is not yet implemented in the API'),
    ).toHaveLength(1);
    expect(calls.filter((c) => c.method === 'DELETE').length).toBeLessThanOrEqual(4);
    expect(selectionStatus()).toHaveTextContent('20 selected');
  });

  it('after a run where every row succeeded, Done leaves focus on the Select rows toggle (the bulk buttons left with the selection)', async () => {
    backend(() => jsonResponse({}));
    const user = renderView(true);
    await screen.findByText('Person 1');
    await user.click(screen.getByRole('button', { name: 'Select rows' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Person 1' }));
    await user.click(screen.getByRole('button', { name: 'Change roles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change User Roles' });
    await user.click(within(dialog).getByRole('radio', { name: 'Replace all roles' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Manager' }));
    await user.click(within(dialog).getByRole('button', { name: 'Change 1' }));
    await within(dialog).findByText('Succeeded: 1');
    expect(screen.queryByRole('button', { name: 'Change roles' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Select rows' })).toHaveFocus();
  });

  it('removes one role: a user lacking it is left alone, one keeping another role loses it, the last role is refused', async () => {
    const calls = backend(() => jsonResponse({}));
    const user = renderView(true);
    await screen.findByText('Person 1');
    await user.click(screen.getByRole('button', { name: 'Select rows' }));
    for (const n of [6, 7, 8])
      await user.click(screen.getByRole('checkbox', { name: `Select Person ${n}` }));
    await user.click(screen.getByRole('button', { name: 'Change roles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change User Roles' });
    await user.click(within(dialog).getByRole('radio', { name: 'Remove one role' }));
    expect(within(dialog).getByRole('group', { name: 'Role to remove' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Manager' }));
    await user.click(within(dialog).getByRole('button', { name: 'Change 3' }));
    await within(dialog).findByRole('heading', { name: 'Finished' });
    expect(within(dialog).getByRole('list', { name: 'Failures' })).toHaveTextContent(
      'Person 6: Person 6 has no role but Manager; a user keeps at least one role',
    );
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => [c.path, c.body])).toEqual([
      [`/api/v1/organizations/${ORG}/users/u7`, { roles: ['User'] }],
    ]);
    // Person 8 lacked the role: nothing was sent for them, and the count says so (#34 item 8).
    const counts = within(dialog).getByRole('list', { name: 'Results' });
    expect(counts).toHaveTextContent('Succeeded: 1');
    expect(counts).toHaveTextContent('Unchanged (already as asked): 1');
    expect(counts).toHaveTextContent('Failed: 1');
    expect(selectionStatus()).toHaveTextContent('1 selected');
  });
});
