// Export CSV says what it wrote (issue #24 item 8): a download may be saved silently, so a
// click with no visible answer looked like nothing happened.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnDef } from '@tanstack/react-table';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastViewport } from '../toast';
import { DataTable } from './data-table';
import { renderInTestStore } from '../../test/render-in-test-store';

interface Row {
  id: string;
  name: string;
}

const ROWS: Row[] = Array.from({ length: 1200 }, (_, index) => ({
  id: `r-${index}`,
  name: index % 2 ? `Beta ${index}` : `Acme ${index}`,
}));
const COLUMNS: ColumnDef<Row, unknown>[] = [{ accessorKey: 'name', header: 'Name' }];

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Export CSV', () => {
  it('confirms how many rows went to which file', async () => {
    const user = userEvent.setup();
    renderInTestStore(
      <>
        <DataTable<Row>
          data={ROWS}
          columns={COLUMNS}
          getRowId={(row) => row.id}
          title="Organizations"
          urlState={false}
        />
        <ToastViewport />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exported 1,200 rows to organizations.csv')).toBeVisible();

    await user.type(screen.getByRole('searchbox', { name: 'Filter' }), 'acme');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exported 600 rows to organizations.csv')).toBeVisible();
  });
});
