// The DataTable's opt-in selection: named checkboxes, select all on the page, all matching the
// filter (and, on a paged list, loading the rest first), the polite count, Escape, CSV of the
// selected rows, and one toggle re-rendering one row only.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { downloadCsv } from '../../lib/csv';
import type * as CsvModule from '../../lib/csv';
import { DataTable } from './data-table';
import type { DataTableSelection } from './selection-bar';
import { SelectionStore } from './selection-store';
import { renderInTestStore } from '../../test/render-in-test-store';

vi.mock('../../lib/csv', async (importOriginal) => ({
  ...(await importOriginal<typeof CsvModule>()),
  downloadCsv: vi.fn(),
}));

interface Org {
  id: string;
  name: string;
}

const orgs = (n: number, from = 0): Org[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `o-${from + i}`,
    name: `${(from + i) % 2 === 0 ? 'Acme' : 'Beta'} ${from + i}`,
  }));

let nameRenders = 0;
const COLUMNS: ColumnDef<Org, unknown>[] = [
  {
    accessorKey: 'name',
    header: 'Organization',
    cell: ({ row }) => {
      nameRenders += 1;
      return row.original.name;
    },
  },
];

/** A store already in selection mode. */
function selecting() {
  const store = new SelectionStore();
  store.setActive(true);
  return store;
}

function renderTable(
  data: Org[],
  store = selecting(),
  extra: Partial<DataTableSelection<Org>> = {},
) {
  const selection: DataTableSelection<Org> = {
    store,
    rowLabel: (org) => org.name,
    actions: <button type="button">Delete selected</button>,
    ...extra,
  };
  renderInTestStore(
    <DataTable<Org>
      data={data}
      columns={COLUMNS}
      getRowId={(row) => row.id}
      title="Organizations"
      countLabel="organizations"
      urlState={false}
      selection={selection}
      csvFileName="organizations.csv"
    />,
  );
  return store;
}

const status = () => screen.getByRole('status');

describe('DataTable selection', () => {
  it('opens on cards when the room fits its columns but not its checkbox column (select mode)', () => {
    // The test DOM lays nothing out: the room is given. One column (140 px) + checkboxes (44 px).
    const room = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(160);
    try {
      renderTable(orgs(3), new SelectionStore());
      expect(screen.getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');
      cleanup();
      room.mockReturnValue(200);
      renderTable(orgs(3), new SelectionStore());
      expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    } finally {
      room.mockRestore();
    }
  });

  it('names every row checkbox after its row and announces the count politely', async () => {
    const user = userEvent.setup();
    renderTable(orgs(3));
    expect(screen.getByRole('checkbox', { name: 'Select Acme 0' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select Beta 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Acme 2' }));
    expect(status()).toHaveTextContent('2 selected');
    expect(status()).not.toHaveAttribute('aria-live', 'assertive');
    expect(screen.getByRole('button', { name: 'Delete selected' })).toBeVisible();
  });

  it('shows the checkbox column only in selection mode ("Select rows"), and leaving it clears', async () => {
    const user = userEvent.setup();
    const store = renderTable(orgs(3), new SelectionStore());
    const toggle = screen.getByRole('button', { name: 'Select rows' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Organization↕',
    ]);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('checkbox', { name: 'Select Acme 0' }));
    expect(store.size).toBe(1);
    await user.click(toggle);
    expect(store.size).toBe(0);
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
  });

  it('has no selection column, bar or checkbox when no selection is given', () => {
    renderInTestStore(
      <DataTable<Org>
        data={orgs(3)}
        columns={COLUMNS}
        getRowId={(row) => row.id}
        title="Organizations"
        urlState={false}
      />,
    );
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('selects all on the page from the header, and clears it again', async () => {
    const user = userEvent.setup();
    const store = renderTable(orgs(5));
    const page = screen.getByRole('checkbox', { name: 'Select all on this page' });
    await user.click(page);
    expect(store.size).toBe(5);
    expect(status()).toHaveTextContent('5 selected');
    await user.click(page);
    expect(store.size).toBe(0);
    expect(status()).toHaveTextContent('No rows selected');
  });

  it('selects all rows matching the filter, and only those', async () => {
    const user = userEvent.setup();
    const store = renderTable(orgs(6));
    await user.type(screen.getByRole('searchbox', { name: 'Filter' }), 'acme');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Acme 0' }));
    await user.click(screen.getByRole('button', { name: 'Select all 3 matching' }));
    expect([...store.selected()].sort()).toEqual(['o-0', 'o-2', 'o-4']);
    expect(screen.queryByRole('button', { name: /^Select all \d+ matching/ })).toBeNull();
  });

  it('Escape clears the selection, but not while typing in the filter', async () => {
    const user = userEvent.setup();
    const store = renderTable(orgs(4));
    await user.click(screen.getByRole('checkbox', { name: 'Select Acme 0' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Beta 1' }));
    await user.click(screen.getByRole('searchbox', { name: 'Filter' }));
    await user.keyboard('{Escape}');
    expect(store.size).toBe(2);
    screen.getByRole('checkbox', { name: 'Select Beta 1' }).focus();
    await user.keyboard('{Escape}');
    expect(store.size).toBe(0);
    expect(screen.getByRole('checkbox', { name: 'Select Beta 1' })).not.toBeChecked();
  });

  it('on a paged list, "all matching" loads the remaining pages first and says so', async () => {
    const user = userEvent.setup();
    const store = selecting();
    function Paged() {
      const [data, setData] = useState(orgs(4));
      const [more, setMore] = useState(true);
      return (
        <DataTable<Org>
          data={data}
          columns={COLUMNS}
          getRowId={(row) => row.id}
          title="Users"
          urlState={false}
          selection={{
            store,
            rowLabel: (org) => org.name,
            more: more
              ? {
                  label: 'Select all matching users (loads the rest)',
                  note: 'Only loaded users are on this page.',
                  loadAll: async () => {
                    setData(orgs(10));
                    setMore(false);
                  },
                }
              : undefined,
          }}
        />
      );
    }
    renderInTestStore(<Paged />);
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(store.size).toBe(4);
    expect(screen.getByText('Only loaded users are on this page.')).toBeVisible();
    await user.click(
      screen.getByRole('button', { name: 'Select all matching users (loads the rest)' }),
    );
    // Testing Library's waitFor, not vi.waitFor: loadAll's updates land after the click's act
    // on a busy machine, and only this waitFor lets React render them without an act warning.
    await waitFor(() => expect(status()).toHaveTextContent('10 selected'));
    expect(store.size).toBe(10);
  });

  it('a toggle re-renders the one row, not every row', async () => {
    const user = userEvent.setup();
    renderTable(orgs(60));
    // Every row is in (the rows past the first screenful follow its paint).
    expect(await screen.findByText('Beta 59')).toBeInTheDocument();
    const before = nameRenders;
    await user.click(screen.getByRole('checkbox', { name: 'Select Beta 7' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Acme 8' }));
    expect(nameRenders - before).toBe(0);
    expect(status()).toHaveTextContent('2 selected');
  });

  it('offers Export selected while rows are selected, with only those rows', async () => {
    const user = userEvent.setup();
    const store = renderTable(orgs(4));
    expect(screen.queryByRole('button', { name: /Export selected/ })).toBeNull();
    act(() => store.setMany(['o-1', 'o-3'], true));
    await user.click(screen.getByRole('button', { name: 'Export selected (2)' }));
    expect(downloadCsv).toHaveBeenCalledWith(
      'organizations-selected.csv',
      'Organization\r\nBeta 1\r\nBeta 3\r\n',
    );
  });

  it('drops rows that left the list from the selection', () => {
    const store = selecting();
    store.setMany(['o-1', 'gone'], true);
    renderTable(orgs(3), store);
    expect([...store.selected()]).toEqual(['o-1']);
    expect(
      within(screen.getByRole('table')).getByRole('checkbox', { name: 'Select Beta 1' }),
    ).toBeChecked();
  });
});
