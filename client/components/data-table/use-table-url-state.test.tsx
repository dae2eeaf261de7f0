import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import * as z from '@shared/zod';
import { DataTable } from './data-table';
import { tableSearchSchema } from './table-search';
import { renderInTestStore } from '../../test/render-in-test-store';

interface Row {
  id: string;
  name: string;
  status: string;
}

const DATA: Row[] = [
  { id: '1', name: 'Beta', status: 'inactive' },
  { id: '2', name: 'Acme', status: 'active' },
  { id: '3', name: 'Cobalt', status: 'active' },
];
const COLUMNS: ColumnDef<Row, unknown>[] = [
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'status', header: 'Status' },
];

function setup(initial: string) {
  const rootRoute = createRootRoute();
  const listRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/list',
    // How a screen's route merges the table keys with its own.
    validateSearch: z.object({
      ...tableSearchSchema.shape,
      status: z.string().optional().catch(undefined),
    }),
    component: () => (
      <DataTable<Row> data={DATA} columns={COLUMNS} getRowId={(row) => row.id} title="Things" />
    ),
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([listRoute]),
    history: createMemoryHistory({ initialEntries: [initial] }),
  });
  renderInTestStore(<RouterProvider router={router} />);
  return router;
}

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('DataTable state in the URL', () => {
  it('starts from the URL: sort, filter, hidden columns', async () => {
    setup('/list?sort=name.desc&q=a&hide=status');
    expect(await screen.findByRole('table', { name: 'Things' })).toBeInTheDocument();
    expect(names()).toEqual(['Cobalt', 'Beta', 'Acme']);
    expect(screen.getByRole('searchbox', { name: 'Filter' })).toHaveValue('a');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.queryByRole('columnheader', { name: /Status/ })).toBeNull();
  });

  it('starts in the cards view from view=cards, and ignores nonsense values', async () => {
    setup('/list?view=cards&sort=%7B%7D&hide=');
    expect(await screen.findByRole('button', { name: 'Cards' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('ignores a sort on a column that does not exist', async () => {
    const error = vi.spyOn(console, 'error');
    setup('/list?sort=bogus.desc');
    await screen.findByRole('table');
    expect(names()).toEqual(['Beta', 'Acme', 'Cobalt']);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('writes user changes back with replace, keeping other params', async () => {
    const user = userEvent.setup();
    const router = setup('/list?status=failed');
    await screen.findByRole('table');
    const historyLength = router.history.length;

    await user.click(screen.getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: 'name.asc' }));

    await user.type(screen.getByRole('searchbox', { name: 'Filter' }), 'co');
    // The table filters at once; the URL follows after a pause.
    expect(names()).toEqual(['Cobalt']);
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'co' }));

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(screen.getByRole('checkbox', { name: 'Status' }));
    await user.click(screen.getByRole('button', { name: 'Cards' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        status: 'failed',
        sort: 'name.asc',
        q: 'co',
        view: 'cards',
        hide: 'status',
      }),
    );
    expect(router.state.location.href).toContain('sort=name.asc');
    expect(router.history.length).toBe(historyLength);
  });

  it('follows a URL changed from outside (a link or back)', async () => {
    const router = setup('/list');
    await screen.findByRole('table');
    await act(() =>
      router.navigate({ to: '/list' as never, search: { sort: 'name.asc', q: 'b' } as never }),
    );
    await waitFor(() => expect(names()).toEqual(['Beta', 'Cobalt']));
    expect(screen.getByRole('searchbox', { name: 'Filter' })).toHaveValue('b');
  });

  it('drops defaults from the URL again', async () => {
    const user = userEvent.setup();
    const router = setup('/list?sort=name.asc&view=cards');
    await screen.findByRole('button', { name: 'Cards' });
    await user.click(screen.getByRole('button', { name: 'Table' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'name.asc' }));
  });
});
