import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnDef } from '@tanstack/react-table';
import { downloadCsv } from '../../lib/csv';
import type * as CsvModule from '../../lib/csv';
import { DataTable, type DataTableProps } from './data-table';
import { renderInTestStore } from '../../test/render-in-test-store';

vi.mock('../../lib/csv', async (importOriginal) => ({
  ...(await importOriginal<typeof CsvModule>()),
  downloadCsv: vi.fn(),
}));

interface Org {
  id: string;
  name: string;
  status?: string;
  users: number;
  domains: string[];
}

const ORGS: Org[] = [
  { id: 'o-2', name: 'Beta, LLC', status: 'inactive', users: 12, domains: ['beta.io'] },
  { id: 'o-1', name: 'Acme', status: 'active', users: 3, domains: ['acme.com', 'acme.org'] },
  { id: 'o-3', name: 'Cobalt', users: 40, domains: [] },
];

const COLUMNS: ColumnDef<Org, unknown>[] = [
  { accessorKey: 'name', header: 'Organization' },
  {
    accessorKey: 'status',
    header: 'Status',
    cell: ({ getValue }) => <em>{getValue<string | undefined>() ?? 'active'}</em>,
    meta: { csv: (row) => row.status ?? 'active' },
  },
  { accessorKey: 'users', header: 'Users' },
  {
    id: 'domains',
    accessorFn: (row) => row.domains.join(', '),
    header: () => <span>Domains</span>,
    meta: { label: 'Domains', csvHeader: 'Domain list' },
  },
];

function renderTable(props: Partial<DataTableProps<Org>> = {}) {
  return renderInTestStore(
    <DataTable<Org>
      data={ORGS}
      columns={COLUMNS}
      getRowId={(row) => row.id}
      title="Organizations"
      countLabel="organizations"
      urlState={false}
      {...props}
    />,
  );
}

function firstColumn(): string[] {
  const table = screen.getByRole('table', { name: 'Organizations' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

function lastCsv(): string {
  const calls = vi.mocked(downloadCsv).mock.calls;
  return calls[calls.length - 1]?.[1] ?? '';
}

afterEach(() => vi.mocked(downloadCsv).mockClear());

describe('DataTable', () => {
  it('renders a titled table with a count and row semantics', () => {
    renderTable();
    expect(screen.getByRole('heading', { name: 'Organizations', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('3 organizations')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Organizations' });
    expect(table).toHaveAttribute('aria-rowcount', '4');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.getAttribute('aria-rowindex'))).toEqual(['1', '2', '3', '4']);
    expect(firstColumn()).toEqual(['Beta, LLC', 'Acme', 'Cobalt']);
  });

  it('sorts on header click, cycling ascending → descending → off, with aria-sort', async () => {
    const user = userEvent.setup();
    renderTable();
    const header = screen.getByRole('columnheader', { name: /Organization/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    const button = within(header).getByRole('button');
    await user.click(button);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(firstColumn()).toEqual(['Acme', 'Beta, LLC', 'Cobalt']);
    await user.click(button);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(firstColumn()).toEqual(['Cobalt', 'Beta, LLC', 'Acme']);
    await user.click(button);
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(firstColumn()).toEqual(['Beta, LLC', 'Acme', 'Cobalt']);
  });

  it('sorts numbers as numbers', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(screen.getByRole('button', { name: /Users/ }));
    expect(firstColumn()).toEqual(['Acme', 'Beta, LLC', 'Cobalt']);
    expect(screen.getByRole('columnheader', { name: /Users/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('filters on the text of the visible columns, case-insensitively', async () => {
    const user = userEvent.setup();
    renderTable();
    const filter = screen.getByRole('searchbox', { name: 'Filter' });
    await user.type(filter, 'ACME.O');
    expect(firstColumn()).toEqual(['Acme']);
    expect(screen.getByText('1 of 3 organizations')).toBeInTheDocument();
    fireEvent.change(filter, { target: { value: 'active' } });
    // csv() text counts: Cobalt has no status but shows 'active'.
    expect(firstColumn()).toEqual(['Beta, LLC', 'Acme', 'Cobalt']);
    fireEvent.change(filter, { target: { value: 'zzz' } });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No matching results.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filter' }));
    expect(filter).toHaveValue('');
    expect(firstColumn()).toHaveLength(3);
  });

  it('hides a column from the table, the filter and the CSV', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    expect(screen.getByRole('button', { name: 'Columns' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Domains' }));
    expect(screen.queryByRole('columnheader', { name: 'Domains' })).toBeNull();
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter' }), {
      target: { value: 'beta.io' },
    });
    expect(screen.getByText('No matching results.')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter' }), { target: { value: '' } });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(lastCsv().split('\r\n')[0]).toBe('Organization,Status,Users');

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(screen.getByRole('checkbox', { name: 'Domains' }));
    expect(screen.getByRole('columnheader', { name: 'Domains' })).toBeInTheDocument();
  });

  it('never lets the last visible column be hidden', async () => {
    const user = userEvent.setup();
    renderTable({ defaultHidden: ['status', 'users', 'domains'] });
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    expect(screen.getByRole('checkbox', { name: 'Organization' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Users' })).not.toBeChecked();
  });

  it('gives the Actions column the width asked for, so its buttons are not cut off on a narrow screen', () => {
    renderTable({
      rowActions: (row) => <button type="button">Open {row.name}</button>,
      rowActionsSize: 170,
    });
    const table = screen.getByRole('table', { name: 'Organizations' });
    const columns = table.querySelectorAll('col');
    expect(columns).toHaveLength(COLUMNS.length + 1);
    expect(columns[columns.length - 1]).toHaveStyle({ width: '170px' });
  });

  it('exports the rows shown (filtered and sorted) as CSV with csv() and csvHeader', async () => {
    const user = userEvent.setup();
    renderTable({ rowActions: (row) => <button type="button">View {row.name}</button> });
    await user.click(screen.getByRole('button', { name: /Users/ }));
    await user.click(screen.getByRole('button', { name: /Users/ }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(downloadCsv).toHaveBeenCalledWith('organizations', expect.any(String));
    expect(lastCsv()).toBe(
      [
        'Organization,Status,Users,Domain list',
        'Cobalt,active,40,',
        '"Beta, LLC",inactive,12,beta.io',
        'Acme,active,3,"acme.com, acme.org"',
        '',
      ].join('\r\n'),
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter' }), {
      target: { value: 'acme' },
    });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(lastCsv().trim().split('\r\n')).toHaveLength(2);
  });

  it('uses csvFileName and disables export when nothing is shown', async () => {
    const user = userEvent.setup();
    renderTable({ csvFileName: 'orgs.csv' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(downloadCsv).toHaveBeenCalledWith('orgs.csv', expect.any(String));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter' }), {
      target: { value: 'nothing matches' },
    });
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('toggles to cards with aria-pressed, using renderCard and row actions', async () => {
    const user = userEvent.setup();
    const onView = vi.fn();
    renderTable({
      renderCard: (row) => <h3>{row.name}</h3>,
      rowActions: (row) => (
        <button type="button" onClick={() => onView(row.id)}>
          View
        </button>
      ),
    });
    const tableButton = screen.getByRole('button', { name: 'Table' });
    const cardsButton = screen.getByRole('button', { name: 'Cards' });
    expect(tableButton).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    await user.click(cardsButton);
    expect(cardsButton).toHaveAttribute('aria-pressed', 'true');
    expect(tableButton).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Organizations' })).getAllByRole(
      'listitem',
    );
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Beta, LLC',
      'Acme',
      'Cobalt',
    ]);
    await user.click(within(cards[1] as HTMLElement).getByRole('button', { name: 'View' }));
    expect(onView).toHaveBeenCalledWith('o-1');
  });

  it('opens on cards where the window leaves less room than the columns need (a 1024 px laptop), unless the list names another view', () => {
    // The test DOM lays nothing out: the room the list's root measures is given here.
    const room = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(500);
    try {
      const { unmount } = renderTable({ rowActions: () => <button type="button">View</button> });
      expect(screen.getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.queryByRole('table')).toBeNull();
      unmount();
      const named = renderTable({ narrowView: 'table' });
      expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
      named.unmount();
      // Room for every column (4 × 150 px): the table.
      room.mockReturnValue(1_000);
      renderTable({ rowActions: () => <button type="button">View</button> });
      expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('table')).toBeInTheDocument();
    } finally {
      room.mockRestore();
    }
  });

  it('opens on cards on a phone (≤ 640 px), where a row’s actions stay on screen, unless the list names another view', () => {
    const phone = vi.fn((query: string) => ({ matches: query === '(max-width: 640px)' }));
    vi.stubGlobal('matchMedia', phone);
    try {
      const { unmount } = renderTable({ rowActions: () => <button type="button">View</button> });
      expect(screen.getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.queryByRole('table')).toBeNull();
      unmount();
      renderTable({ narrowView: 'table' });
      expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    } finally {
      vi.unstubAllGlobals();
    }
    // A wider screen keeps the table.
    renderTable();
    expect(screen.getAllByRole('button', { name: 'Table' }).at(-1)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows visible columns as label/value pairs when there is no renderCard', async () => {
    const user = userEvent.setup();
    renderTable({ defaultView: 'cards', defaultHidden: ['domains'] });
    const cards = screen.getAllByRole('listitem');
    expect(within(cards[0] as HTMLElement).getByText('Organization')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText('Beta, LLC')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).queryByText('Domains')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Table' }));
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it("pages big card lists with 'Show more'", async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 45 }, (_, i) => ({
      id: `o${i}`,
      name: `Org ${i}`,
      users: i,
      domains: [],
    }));
    renderTable({
      data: many,
      defaultView: 'cards',
      renderCard: (row) => row.name,
      cardsPageSize: 20,
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByText('Showing 20 of 45')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(45);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('marks a created row in the Cards view too, showing a page around it when it is past the first', async () => {
    const user = userEvent.setup();
    const many: Org[] = Array.from({ length: 45 }, (_, i) => ({
      id: `o-${i}`,
      name: `Org ${i}`,
      users: i,
      domains: [],
    }));
    renderTable({
      data: many,
      defaultView: 'cards',
      renderCard: (row) => row.name,
      cardsPageSize: 20,
      highlightRowId: 'o-30',
    });
    const marked = screen.getByText('Org 30').closest('li');
    expect(marked).toHaveAttribute('data-new', 'true');
    expect(document.querySelectorAll('[data-new]')).toHaveLength(1);
    // A page around it, not every card before it: 21–40.
    const names = () => screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(names()).toHaveLength(20);
    expect(names()[0]).toBe('Org 20');
    expect(screen.getByText('Showing 21–40 of 45')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show earlier' }));
    expect(names()).toHaveLength(40);
    expect(names()[0]).toBe('Org 0');
    expect(screen.queryByRole('button', { name: 'Show earlier' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(names()).toHaveLength(45);
    expect(screen.getByText('Org 30').closest('li')).toHaveAttribute('data-new', 'true');
  });

  it('shows a whole page of cards around a created row that is among the last', () => {
    renderTable({
      data: Array.from({ length: 45 }, (_, i) => ({
        id: `o-${i}`,
        name: `Org ${i}`,
        users: i,
        domains: [],
      })),
      defaultView: 'cards',
      renderCard: (row) => row.name,
      cardsPageSize: 20,
      highlightRowId: 'o-44',
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByText('Showing 26–45 of 45')).toBeInTheDocument();
    expect(screen.getByText('Org 44').closest('li')).toHaveAttribute('data-new', 'true');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('offers extra views with the shown rows', async () => {
    const user = userEvent.setup();
    renderTable({
      extraViews: [
        {
          id: 'timeline',
          label: 'Timeline',
          render: (rows) => (
            <ol aria-label="Timeline">
              {rows.map((r) => (
                <li key={r.id}>{r.name}</li>
              ))}
            </ol>
          ),
        },
      ],
    });
    await user.type(screen.getByRole('searchbox', { name: 'Filter' }), 'cob');
    await user.click(screen.getByRole('button', { name: 'Timeline' }));
    expect(screen.getByRole('button', { name: 'Timeline' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const items = within(screen.getByRole('list', { name: 'Timeline' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Cobalt']);
  });

  it('shows loading, then the empty state with its texts', () => {
    const { rerender } = renderTable({ data: undefined, isLoading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('table')).toBeNull();
    rerender(
      <DataTable<Org>
        data={[]}
        columns={COLUMNS}
        getRowId={(row) => row.id}
        urlState={false}
        emptyTitle="No organizations found."
        emptyMessage="You may not have access to any organizations."
      />,
    );
    expect(screen.getByText('No organizations found.')).toBeInTheDocument();
    expect(screen.getByText('You may not have access to any organizations.')).toBeInTheDocument();
    expect(screen.getByText('0 items')).toBeInTheDocument();
  });

  it('shows an error banner with Retry and Dismiss, keeping rows already loaded', async () => {
    const user = userEvent.setup();
    const onRefresh = vi.fn();
    const onDismissError = vi.fn();
    renderTable({ error: 'Failed to load pipelines', onRefresh, onDismissError });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load pipelines');
    expect(firstColumn()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(onDismissError).toHaveBeenCalledTimes(1);
  });

  it('shows only the banner when loading failed with no rows', () => {
    renderTable({ data: [], error: 'boom' });
    expect(screen.getByRole('alert')).toHaveTextContent('boom');
    expect(screen.queryByText('No items found.')).toBeNull();
    // Nothing was counted: no "0 organizations" beside the title.
    expect(screen.queryByText(/^0 organizations$/)).toBeNull();
  });

  it('has a Refresh button that is disabled while refreshing', async () => {
    const user = userEvent.setup();
    const onRefresh = vi.fn();
    const { rerender } = renderTable({ onRefresh });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    rerender(
      <DataTable<Org>
        data={ORGS}
        columns={COLUMNS}
        getRowId={(row) => row.id}
        urlState={false}
        onRefresh={onRefresh}
        refreshing
        count={57}
        countLabel="users"
        toolbarExtra={<span>(more available)</span>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeDisabled();
    expect(screen.getByText('57 users')).toBeInTheDocument();
    expect(screen.getByText('(more available)')).toBeInTheDocument();
  });
});

describe('DataTable first screenful', () => {
  it('renders 15 of 40 rows first and the rest after that paint, all counted from the start', async () => {
    const forty: Org[] = Array.from({ length: 40 }, (_, i) => ({
      id: `f${i}`,
      name: `Org ${String(i).padStart(2, '0')}`,
      users: i,
      domains: [],
    }));
    renderTable({ data: forty });
    expect(firstColumn()).toHaveLength(15);
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '41');
    expect(screen.getByText('40 organizations')).toBeInTheDocument();
    expect(await screen.findByText('Org 39')).toBeInTheDocument();
    expect(firstColumn()).toHaveLength(40);
  });
});

describe('DataTable virtualization', () => {
  const rowHeight = 44;
  let restore: () => void;
  beforeEach(() => {
    // The test DOM has no layout: give the scroll box a height so the virtualizer has a window.
    const original = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight');
    Object.defineProperty(Element.prototype, 'clientHeight', {
      configurable: true,
      get(this: Element) {
        return this.classList.contains('data-table__scroll') ? rowHeight * 10 : 0;
      },
    });
    restore = () => {
      if (original) Object.defineProperty(Element.prototype, 'clientHeight', original);
    };
  });
  afterEach(() => restore());

  const many: Org[] = Array.from({ length: 10_000 }, (_, i) => ({
    id: `o${i}`,
    name: `Org ${String(i).padStart(5, '0')}`,
    users: i,
    domains: [],
  }));

  it('renders only the rows in view for 10,000 rows, and follows the scroll', () => {
    renderTable({ data: many });
    const table = screen.getByRole('table', { name: 'Organizations' });
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    const rendered = () => table.querySelectorAll('tbody tr.data-table__row');
    expect(rendered().length).toBeGreaterThan(5);
    expect(rendered().length).toBeLessThan(40);
    expect(rendered()[0]).toHaveAttribute('aria-rowindex', '2');
    expect(screen.getByText('10,000 organizations')).toBeInTheDocument();

    const region = screen.getByRole('region', { name: 'Organizations' });
    region.scrollTop = rowHeight * 5000;
    fireEvent.scroll(region);
    const indexes = [...rendered()].map((row) => Number(row.getAttribute('aria-rowindex')));
    expect(rendered().length).toBeLessThan(40);
    expect(indexes).toContain(5002);
    expect(screen.getByText('Org 05000')).toBeInTheDocument();
    expect(screen.queryByText('Org 00000')).toBeNull();
    // Spacer rows keep the scroll height of the whole list.
    const spacers = table.querySelectorAll<HTMLElement>('tr.data-table__spacer td');
    const spaced = [...spacers].reduce((sum, td) => sum + Number.parseFloat(td.style.height), 0);
    expect(spaced + rendered().length * rowHeight).toBe(10_000 * rowHeight);
  });

  it('filters and sorts every row, not only those rendered', async () => {
    const user = userEvent.setup();
    renderTable({ data: many.slice(0, 2000) });
    await user.click(screen.getByRole('button', { name: /Organization/ }));
    await user.click(screen.getByRole('button', { name: /Organization/ }));
    expect(firstColumn()[0]).toBe('Org 01999');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter' }), {
      target: { value: 'Org 0199' },
    });
    expect(await screen.findByText('10 of 2,000 organizations')).toBeInTheDocument();
    expect(firstColumn()).toHaveLength(10);
  });
});

describe('DataTable virtualization without layout', () => {
  it('still shows a first screenful when the scroll box has no height yet', () => {
    const many: Org[] = Array.from({ length: 5000 }, (_, i) => ({
      id: `o${i}`,
      name: `Org ${i}`,
      users: i,
      domains: [],
    }));
    renderTable({ data: many });
    const rows = screen.getByRole('table').querySelectorAll('tbody tr.data-table__row');
    expect(rows.length).toBeGreaterThanOrEqual(15);
    expect(rows.length).toBeLessThan(40);
  });
});
