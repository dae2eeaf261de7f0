import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TableToolbar, type TableToolbarProps } from './table-toolbar';

function setup(props: Partial<TableToolbarProps> = {}) {
  const handlers = {
    onFilterChange: vi.fn(),
    onViewChange: vi.fn(),
    onColumnVisibilityChange: vi.fn(),
    onExport: vi.fn(),
  };
  render(
    <>
      <TableToolbar
        title="Users"
        countText="20 users"
        filter=""
        views={[
          { id: 'table', label: 'Table' },
          { id: 'cards', label: 'Cards' },
        ]}
        view="table"
        columns={[
          { id: 'name', label: 'User', visible: true },
          { id: 'status', label: 'Status', visible: false },
        ]}
        {...handlers}
        {...props}
      />
      <button type="button">Elsewhere</button>
    </>,
  );
  return handlers;
}

describe('TableToolbar', () => {
  it('shows title and count and passes filter typing on', async () => {
    const { onFilterChange } = setup();
    expect(screen.getByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(screen.getByText('20 users')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter' }), 'a');
    expect(onFilterChange).toHaveBeenCalledWith('a');
  });

  it('opens the Columns menu, toggles a column, and closes on Escape or a click elsewhere', async () => {
    const user = userEvent.setup();
    const { onColumnVisibilityChange } = setup();
    const button = screen.getByRole('button', { name: 'Columns' });
    expect(screen.queryByRole('checkbox', { name: 'Status' })).toBeNull();
    await user.click(button);
    await user.click(screen.getByRole('checkbox', { name: 'Status' }));
    expect(onColumnVisibilityChange).toHaveBeenCalledWith('status', true);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await user.click(button);
    expect(screen.getByRole('group', { name: 'Show columns' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('has Export CSV and, only when asked, Refresh', async () => {
    const onRefresh = vi.fn();
    const { onExport } = setup({ onRefresh });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onExport).toHaveBeenCalledTimes(1);
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('has no Refresh without onRefresh and a disabled export when told', () => {
    setup({ exportDisabled: true });
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });
});
