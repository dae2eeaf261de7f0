// The hook that wires a DataTable: TanStack Table over the rows with the URL-kept (or local)
// sort, filter and hidden columns, the actions column, and what the toolbar shows.
import {
  useReactTable,
  type ColumnDef,
  type SortingState,
  type VisibilityState,
} from '@tanstack/react-table';
import { useDeferredValue, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { formatCount, formatQuantity } from '../../lib/format';
import { useToast } from '../toast';
import { ACTIONS_COLUMN_ID, columnLabel, leafColumnIds } from './column-meta';
import { lazyCoreRowModel } from './lazy-core-row-model';
import { fastFilteredRowModel, fastSortedRowModel, prepareSearch } from './row-models';
import type { DataTableSelection } from './selection-bar';
import { selectionColumn } from './selection-column';
import { exportSelectedCsv, exportTableCsv, type CsvExport } from './table-csv';
import type { ColumnOption } from './table-toolbar';
import type { TableStateController } from './use-table-url-state';

const NO_ROWS: never[] = [];

export interface UseDataTableOptions<T> {
  data: readonly T[] | undefined;
  columns: ColumnDef<T, unknown>[];
  getRowId: (row: T, index: number) => string;
  controller: TableStateController;
  rowActions?: (row: T) => ReactNode;
  rowActionsLabel: string;
  rowActionsSize?: number;
  count?: number;
  countLabel?: string;
  extraViews?: readonly { id: string; label: string }[];
  csvFileName?: string;
  title?: string;
  selection?: DataTableSelection<T>;
  serverSearch?: ServerSearch;
}

/** A list the server filters and sorts: the table shows the rows as given and reports the choice. */
export interface ServerSearch {
  onChange: (search: { filter: string; sorting: SortingState }) => void;
}

export function useDataTable<T>({
  data,
  columns,
  getRowId,
  controller,
  rowActions,
  rowActionsLabel,
  rowActionsSize,
  count,
  countLabel,
  extraViews,
  csvFileName,
  title,
  selection,
  serverSearch,
}: UseDataTableOptions<T>) {
  const { state } = controller;
  const toast = useToast();
  const rows0 = (data ?? NO_ROWS) as T[];

  // Keeps typing smooth on big lists: the input updates first, the filtering follows.
  const filter = useDeferredValue(state.filter).trim().toLowerCase();
  const hiddenKey = JSON.stringify(state.hidden);
  // Keyed by the ids' text: a new array naming the same columns is the same visibility.
  const columnVisibility = useMemo<VisibilityState>(
    () => Object.fromEntries(JSON.parse(hiddenKey).map((id: string) => [id, false])),
    [hiddenKey],
  );
  // The filtered row model is memoised on the filter value, so hidden columns are part of it.
  const globalFilter = useMemo(
    () => (filter ? { text: filter, hidden: hiddenKey } : undefined),
    [filter, hiddenKey],
  );

  const actionsRef = useRef(rowActions);
  actionsRef.current = rowActions;
  const hasActions = Boolean(rowActions);
  const allColumns = useMemo(() => {
    if (!hasActions) return columns;
    const actions: ColumnDef<T, unknown> = {
      id: ACTIONS_COLUMN_ID,
      header: rowActionsLabel,
      cell: ({ row }) => (
        <div className="data-table__actions">{actionsRef.current?.(row.original)}</div>
      ),
      enableSorting: false,
      enableHiding: false,
      enableGlobalFilter: false,
      meta: { csvExclude: true, className: 'data-table__actions-cell' },
      ...(rowActionsSize ? { size: rowActionsSize } : {}),
    };
    return [...columns, actions];
  }, [columns, hasActions, rowActionsLabel, rowActionsSize]);
  // Opt-in selection: a first column of checkboxes bound to the feature's SelectionStore.
  const rowLabelRef = useRef(selection?.rowLabel ?? String);
  rowLabelRef.current = selection?.rowLabel ?? String;
  const store = selection?.store;
  const withSelection = useMemo(
    () => (store ? [selectionColumn<T>(store, rowLabelRef), ...allColumns] : allColumns),
    [store, allColumns],
  );

  // A hand-edited URL may name a column that does not exist; drop it instead of warning.
  const knownIds = useMemo(() => leafColumnIds(withSelection), [withSelection]);
  const sorting = useMemo(
    () => state.sorting.filter((sort) => knownIds.has(sort.id)),
    [state.sorting, knownIds],
  );

  const table = useReactTable<T>({
    data: rows0,
    columns: withSelection,
    getRowId: (row, index) => getRowId(row, index),
    state: { sorting, columnVisibility, globalFilter },
    onSortingChange: (updater) =>
      controller.setSorting(typeof updater === 'function' ? updater(sorting) : updater),
    onColumnVisibilityChange: (updater) => {
      const next = typeof updater === 'function' ? updater(columnVisibility) : updater;
      controller.setHidden(Object.keys(next).filter((id) => next[id] === false));
    },
    getColumnCanGlobalFilter: (column) => column.getIsVisible(),
    // A server search answers with its rows already filtered and in order.
    manualFiltering: !!serverSearch,
    manualSorting: !!serverSearch,
    enableMultiSort: false,
    sortDescFirst: false,
    // Built for 100,000 rows (lazy-core-row-model.ts, row-models.ts); same results as TanStack's.
    getCoreRowModel: lazyCoreRowModel<T>(),
    getFilteredRowModel: fastFilteredRowModel<T>(),
    getSortedRowModel: fastSortedRowModel<T>(),
  });

  // The quick filter's texts are computed while the browser is idle, before the first keystroke.
  useEffect(() => prepareSearch(table), [table, rows0, withSelection, hiddenKey]);

  // The server hears the filter as typed (not deferred): it decides its own pace.
  const onServerSearch = useRef(serverSearch?.onChange);
  onServerSearch.current = serverSearch?.onChange;
  useEffect(
    () => onServerSearch.current?.({ filter: state.filter, sorting }),
    [state.filter, sorting],
  );

  const rows = table.getRowModel().rows;
  const total = count ?? rows0.length;
  const label = countLabel ?? (total === 1 ? 'item' : 'items');
  // Filtered here, or loaded so far of what the server's search matches.
  const partial = serverSearch ? total > rows.length : filter && rows.length !== rows0.length;
  const shown = partial
    ? `${formatCount(rows.length)} of ${formatCount(total)}`
    : formatCount(total);
  const countText = `${shown} ${label}`;

  const views = [
    { id: 'table', label: 'Table' },
    { id: 'cards', label: 'Cards' },
    ...(extraViews ?? []).map(({ id, label: viewLabel }) => ({ id, label: viewLabel })),
  ];

  const columnOptions: ColumnOption[] = table
    .getAllLeafColumns()
    .filter((column) => column.getCanHide())
    .map((column) => ({
      id: column.id,
      label: columnLabel(column),
      visible: column.getIsVisible(),
    }));

  // A download is easy to miss (browsers may save it silently): say what was written.
  const confirmExport = ({ fileName, rows: written }: CsvExport) =>
    toast.success(`Exported ${formatQuantity(written, 'row', 'rows')} to ${fileName}`);

  return {
    table,
    /** Every row given, before filtering. */
    allRows: rows0,
    /** The rows as shown: filtered and sorted. */
    rows,
    countText,
    views,
    columnOptions,
    exportCsv: () => confirmExport(exportTableCsv(table, rows, csvFileName, title)),
    exportSelectedCsv: (ids: ReadonlySet<string>) =>
      confirmExport(exportSelectedCsv(table, ids, csvFileName, title)),
  };
}
