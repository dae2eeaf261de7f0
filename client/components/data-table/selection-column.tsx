// The selection column a DataTable adds when it is given a SelectionStore: a named checkbox per
// row (its own subscription, so a click re-renders one cell) and, in the header, the box that
// selects every row on the page (the rows the list shows: loaded and matching the filter).
import { flexRender, type ColumnDef, type Row, type Table } from '@tanstack/react-table';
import { useEffect, useRef, type RefObject } from 'react';
import type { SelectionStore } from './selection-store';
import { useRowSelected, useSelectionSize } from './use-selection';

/** The id of the selection column (first in the table, a corner box on each card). */
export const SELECT_COLUMN_ID = 'select';
/** The checkbox column's width, which select mode adds to the table's. */
export const SELECT_COLUMN_SIZE = 44;

function RowCheckbox({ store, id, label }: { store: SelectionStore; id: string; label: string }) {
  const checked = useRowSelected(store, id);
  return (
    <input
      type="checkbox"
      className="row-select"
      aria-label={label}
      checked={checked}
      onChange={(event) => store.toggle(id, event.target.checked)}
    />
  );
}

/** How many of `rows` are selected. */
export function selectedAmong<T>(store: SelectionStore, rows: readonly Row<T>[]): number {
  if (store.size === 0) return 0;
  let count = 0;
  for (const row of rows) if (store.has(row.id)) count += 1;
  return count;
}

function PageCheckbox<T>({ store, table }: { store: SelectionStore; table: Table<T> }) {
  useSelectionSize(store);
  const rows = table.getRowModel().rows;
  const selected = selectedAmong(store, rows);
  const all = rows.length > 0 && selected === rows.length;
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = selected > 0 && !all;
  }, [selected, all]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="row-select"
      aria-label="Select all on this page"
      checked={all}
      disabled={rows.length === 0}
      onChange={() =>
        store.setMany(
          rows.map((row) => row.id),
          !all,
        )
      }
    />
  );
}

/** A card's corner checkbox: the row's selection cell, when the list has one. */
export function CardSelect<T>({ row }: { row: Row<T> }) {
  const cell = row.getAllCells().find((candidate) => candidate.column.id === SELECT_COLUMN_ID);
  if (!cell) return null;
  return (
    <div className="data-table__card-select">
      {flexRender(cell.column.columnDef.cell, cell.getContext())}
    </div>
  );
}

export function selectionColumn<T>(
  store: SelectionStore,
  rowLabel: RefObject<(row: T) => string>,
): ColumnDef<T, unknown> {
  return {
    id: SELECT_COLUMN_ID,
    header: ({ table }) => <PageCheckbox store={store} table={table} />,
    cell: ({ row }) => (
      <RowCheckbox store={store} id={row.id} label={`Select ${rowLabel.current(row.original)}`} />
    ),
    size: SELECT_COLUMN_SIZE,
    enableSorting: false,
    enableHiding: false,
    enableGlobalFilter: false,
    meta: {
      label: 'Select',
      csvExclude: true,
      className: 'data-table__select-cell',
      headerClassName: 'data-table__select-cell',
    },
  };
}
