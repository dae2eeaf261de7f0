// The one list component: TanStack Table (sort, global filter, column visibility) with
// virtualized rows, a cards view, CSV export of what is shown, and URL-kept state.
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
} from '@tanstack/react-table';
import type {
  Column,
  ColumnDef,
  FilterFn,
  Row,
  RowData,
  Table,
  VisibilityState,
} from '@tanstack/react-table';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useDeferredValue, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { downloadCsv, toCsv, type CsvColumn } from '../../lib/csv';
import { EmptyState } from '../empty-state';
import { ErrorBanner } from '../error-banner';
import { Loading } from '../loading';
import { ColumnHeader } from './column-header';
import { TableToolbar, type ColumnOption } from './table-toolbar';
import type { TableStateDefaults } from './table-search';
import {
  useLocalTableState,
  useTableUrlState,
  type TableStateController,
} from './use-table-url-state';

declare module '@tanstack/react-table' {
  // Column options the DataTable understands (all optional).
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Name in the Columns menu and CSV header when `header` is not a string. */
    label?: string;
    /** CSV text of the cell, given the row and its accessor value; default: that value. */
    csv?: (row: TData, value: TValue) => string;
    /** CSV header; default: label, string header, then column id. */
    csvHeader?: string;
    /** Leave the column out of the CSV. */
    csvExclude?: boolean;
    /** Text the filter matches; default: csv(), then the accessor value. */
    filterValue?: (row: TData) => string;
    /** Class on the column's <td>. */
    className?: string;
    /** Class on the column's <th>. */
    headerClassName?: string;
  }
}

export interface DataTableExtraView<T> {
  id: string;
  label: string;
  /** Receives the rows as shown (filtered and sorted). */
  render: (rows: T[]) => ReactNode;
}

export interface DataTableProps<T> {
  data: readonly T[] | undefined;
  columns: ColumnDef<T, unknown>[];
  getRowId: (row: T, index: number) => string;
  title?: string;
  headingLevel?: 1 | 2 | 3;
  /** Accessible name of the table when there is no title. */
  ariaLabel?: string;
  /** Total to show when the server knows more than `data` holds; default data.length. */
  count?: number;
  countLabel?: string;
  isLoading?: boolean;
  error?: string | null;
  onDismissError?: () => void;
  onRefresh?: () => void;
  refreshing?: boolean;
  emptyTitle?: ReactNode;
  emptyMessage?: ReactNode;
  /** Card content for the Cards view; default: the visible columns as label/value pairs. */
  renderCard?: (row: T) => ReactNode;
  csvFileName?: string;
  toolbarExtra?: ReactNode;
  /** Last column ('Actions') in the table, and a footer on every card. */
  rowActions?: (row: T) => ReactNode;
  rowActionsLabel?: string;
  /** Keep sort/filter/view/hidden columns in the URL (sort, q, view, hide). Default true. */
  urlState?: boolean;
  defaultView?: string;
  extraViews?: readonly DataTableExtraView<T>[];
  /** Column ids hidden until the user shows them. */
  defaultHidden?: readonly string[];
  /** Cards rendered before 'Show more'. */
  cardsPageSize?: number;
}

export const ACTIONS_COLUMN_ID = 'actions';
/** Tables up to this many rows render every row; longer ones are virtualized. */
export const VIRTUALIZE_AFTER = 100;
const DEFAULT_ROW_HEIGHT = 44;
const UNMEASURED_ROWS = 15;
const NO_ROWS: never[] = [];

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(valueText).join(' ');
  if (value instanceof Date) return value.toISOString();
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return String(value);
  }
}

function columnLabel<T>(column: Column<T, unknown>): string {
  const header = column.columnDef.header;
  return column.columnDef.meta?.label ?? (typeof header === 'string' ? header : column.id);
}

// The ids TanStack gives columns (id, else accessorKey with dots as underscores, else header).
function leafColumnIds<T>(defs: readonly ColumnDef<T, unknown>[]): Set<string> {
  const ids = new Set<string>();
  for (const def of defs) {
    if ('columns' in def && def.columns) {
      for (const id of leafColumnIds(def.columns)) ids.add(id);
      continue;
    }
    const key = 'accessorKey' in def ? def.accessorKey : undefined;
    const id =
      def.id ??
      (typeof key === 'string' ? key.replaceAll('.', '_') : undefined) ??
      (typeof def.header === 'string' ? def.header : undefined);
    if (id) ids.add(id);
  }
  return ids;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function DataTable<T>(props: DataTableProps<T>) {
  const { defaultView = 'table', extraViews, defaultHidden } = props;
  // Callers may pass fresh arrays each render: the defaults follow their contents, as JSON.
  const viewsJson = JSON.stringify([
    'table',
    'cards',
    ...(extraViews ?? []).map((view) => view.id),
  ]);
  const hiddenJson = JSON.stringify(defaultHidden ?? []);
  const defaults = useMemo<TableStateDefaults>(
    () => ({
      view: defaultView,
      views: JSON.parse(viewsJson) as string[],
      hidden: JSON.parse(hiddenJson) as string[],
    }),
    [defaultView, viewsJson, hiddenJson],
  );
  // Two components so the router hooks are only called when the URL is used.
  return props.urlState === false ? (
    <LocalStateDataTable {...props} defaults={defaults} />
  ) : (
    <UrlStateDataTable {...props} defaults={defaults} />
  );
}

type InnerProps<T> = DataTableProps<T> & { defaults: TableStateDefaults };

function UrlStateDataTable<T>(props: InnerProps<T>) {
  return <DataTableBody {...props} controller={useTableUrlState(props.defaults)} />;
}

function LocalStateDataTable<T>(props: InnerProps<T>) {
  return <DataTableBody {...props} controller={useLocalTableState(props.defaults)} />;
}

function DataTableBody<T>({
  data,
  columns,
  getRowId,
  title,
  headingLevel,
  ariaLabel,
  count,
  countLabel,
  isLoading = false,
  error,
  onDismissError,
  onRefresh,
  refreshing,
  emptyTitle = 'No items found.',
  emptyMessage,
  renderCard,
  csvFileName,
  toolbarExtra,
  rowActions,
  rowActionsLabel = 'Actions',
  extraViews,
  cardsPageSize = 200,
  controller,
}: InnerProps<T> & { controller: TableStateController }) {
  const { state } = controller;
  const titleId = useId();
  const rows0 = (data ?? NO_ROWS) as T[];

  // Keeps typing smooth on big lists: the input updates first, the filtering follows.
  const filter = useDeferredValue(state.filter).trim().toLowerCase();
  const hiddenKey = state.hidden.join(',');
  const columnVisibility = useMemo<VisibilityState>(
    () => Object.fromEntries(state.hidden.map((id) => [id, false])),
    [state.hidden],
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
    };
    return [...columns, actions];
  }, [columns, hasActions, rowActionsLabel]);

  const metaById = useRef(new Map<string, ColumnDef<T, unknown>['meta']>());
  const globalFilterFn = useMemo<FilterFn<T>>(
    () => (row, columnId, value: { text: string } | undefined) => {
      if (!value) return true;
      const meta = metaById.current.get(columnId);
      const text = meta?.filterValue
        ? meta.filterValue(row.original)
        : meta?.csv
          ? meta.csv(row.original, row.getValue(columnId))
          : valueText(row.getValue(columnId));
      return text.toLowerCase().includes(value.text);
    },
    [],
  );

  // A hand-edited URL may name a column that does not exist; drop it instead of warning.
  const knownIds = useMemo(() => leafColumnIds(allColumns), [allColumns]);
  const sorting = useMemo(
    () => state.sorting.filter((sort) => knownIds.has(sort.id)),
    [state.sorting, knownIds],
  );

  const table = useReactTable<T>({
    data: rows0,
    columns: allColumns,
    getRowId: (row, index) => getRowId(row, index),
    state: { sorting, columnVisibility, globalFilter },
    onSortingChange: (updater) =>
      controller.setSorting(typeof updater === 'function' ? updater(sorting) : updater),
    onColumnVisibilityChange: (updater) => {
      const next = typeof updater === 'function' ? updater(columnVisibility) : updater;
      controller.setHidden(Object.keys(next).filter((id) => next[id] === false));
    },
    globalFilterFn,
    getColumnCanGlobalFilter: (column) => column.getIsVisible(),
    enableMultiSort: false,
    sortDescFirst: false,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  metaById.current = new Map(
    table.getAllLeafColumns().map((column) => [column.id, column.columnDef.meta]),
  );

  const rows = table.getRowModel().rows;
  const total = count ?? rows0.length;
  const label = countLabel ?? (total === 1 ? 'item' : 'items');
  const countText =
    rows0.length === 0 && isLoading
      ? undefined
      : `${filter && rows.length !== rows0.length ? `${rows.length} of ${total}` : total} ${label}`;

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

  const exportCsv = () => {
    const csvColumns: CsvColumn<Row<T>>[] = table
      .getVisibleLeafColumns()
      .filter((column) => {
        const meta = column.columnDef.meta;
        return !meta?.csvExclude && (column.accessorFn !== undefined || meta?.csv !== undefined);
      })
      .map((column) => {
        const meta = column.columnDef.meta;
        return {
          header: meta?.csvHeader ?? columnLabel(column),
          value: (row: Row<T>) =>
            meta?.csv ? meta.csv(row.original, row.getValue(column.id)) : row.getValue(column.id),
        };
      });
    downloadCsv(csvFileName ?? ((title && slug(title)) || 'export'), toCsv(rows, csvColumns));
  };

  const name = title ? undefined : (ariaLabel ?? 'Data table');
  let body: ReactNode;
  if (rows0.length === 0 && isLoading) body = <Loading />;
  else if (rows0.length === 0 && error) body = null;
  else if (rows0.length === 0) body = <EmptyState title={emptyTitle} message={emptyMessage} />;
  else if (rows.length === 0) {
    body = (
      <EmptyState
        title="No matching results."
        message={`Nothing matches "${state.filter.trim()}".`}
      >
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => controller.setFilter('')}
        >
          Clear filter
        </button>
      </EmptyState>
    );
  } else if (state.view === 'cards') {
    body = (
      <CardsView
        table={table}
        rows={rows}
        renderCard={renderCard}
        rowActions={rowActions}
        pageSize={cardsPageSize}
        labelledBy={title ? titleId : undefined}
        label={name}
      />
    );
  } else {
    const extra = extraViews?.find((view) => view.id === state.view);
    body = extra ? (
      extra.render(rows.map((row) => row.original))
    ) : (
      <TableView table={table} rows={rows} labelledBy={title ? titleId : undefined} label={name} />
    );
  }

  return (
    <div className="data-table">
      <TableToolbar
        title={title}
        titleId={titleId}
        headingLevel={headingLevel}
        countText={countText}
        filter={state.filter}
        onFilterChange={controller.setFilter}
        views={views}
        view={state.view}
        onViewChange={controller.setView}
        columns={columnOptions}
        onColumnVisibilityChange={(id, visible) => table.getColumn(id)?.toggleVisibility(visible)}
        onExport={exportCsv}
        exportDisabled={rows.length === 0}
        onRefresh={onRefresh}
        refreshing={refreshing}
        extra={toolbarExtra}
      />
      {error ? (
        <ErrorBanner message={error} onDismiss={onDismissError} onRetry={onRefresh} />
      ) : null}
      {body}
    </div>
  );
}

function readRowHeight(element: HTMLElement): number {
  const value = Number.parseFloat(getComputedStyle(element).getPropertyValue('--row-height'));
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_ROW_HEIGHT;
}

function TableView<T>({
  table,
  rows,
  labelledBy,
  label,
}: {
  table: Table<T>;
  rows: Row<T>[];
  labelledBy?: string;
  label?: string;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [rowHeight, setRowHeight] = useState(DEFAULT_ROW_HEIGHT);
  useLayoutEffect(() => {
    if (scrollRef.current) setRowHeight(readRowHeight(scrollRef.current));
  }, []);

  const virtualize = rows.length > VIRTUALIZE_AFTER;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    enabled: virtualize,
    // A box with no height yet (hidden, or no layout as in jsdom) still shows a first screenful.
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) =>
        callback(
          rect.height > 0 ? rect : { width: rect.width, height: rowHeight * UNMEASURED_ROWS },
        ),
      ),
  });

  const headerGroups = table.getHeaderGroups();
  const leafColumns = table.getVisibleLeafColumns();
  const headerRows = headerGroups.length;
  const items = virtualize
    ? virtualizer
        .getVirtualItems()
        .map((item) => ({ index: item.index, start: item.start, end: item.end }))
    : rows.map((_, index) => ({ index, start: 0, end: 0 }));
  const first = items[0];
  const last = items[items.length - 1];
  const paddingTop = virtualize && first ? first.start : 0;
  const paddingBottom = virtualize && last ? virtualizer.getTotalSize() - last.end : 0;
  const minWidth = leafColumns.reduce((sum, column) => sum + (column.columnDef.size ?? 140), 0);

  return (
    <div
      className="data-table__scroll"
      ref={scrollRef}
      // Focusable so the keyboard can scroll it; named like the table it holds.
      tabIndex={0}
      role="region"
      aria-labelledby={labelledBy}
      aria-label={label}
    >
      <table
        className="data-table__table"
        aria-labelledby={labelledBy}
        aria-label={label}
        aria-rowcount={rows.length + headerRows}
        style={{ minWidth }}
      >
        <colgroup>
          {leafColumns.map((column) => (
            <col
              key={column.id}
              style={column.columnDef.size ? { width: column.columnDef.size } : undefined}
            />
          ))}
        </colgroup>
        <thead>
          {headerGroups.map((group, index) => (
            <tr key={group.id} aria-rowindex={index + 1}>
              {group.headers.map((header) => (
                <ColumnHeader key={header.id} header={header} />
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {paddingTop > 0 ? (
            <tr className="data-table__spacer" aria-hidden="true">
              <td colSpan={leafColumns.length} style={{ height: paddingTop }} />
            </tr>
          ) : null}
          {items.map(({ index }) => {
            const row = rows[index];
            if (!row) return null;
            return (
              <tr key={row.id} className="data-table__row" aria-rowindex={index + headerRows + 1}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className={cell.column.columnDef.meta?.className}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            );
          })}
          {paddingBottom > 0 ? (
            <tr className="data-table__spacer" aria-hidden="true">
              <td colSpan={leafColumns.length} style={{ height: paddingBottom }} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

function CardsView<T>({
  table,
  rows,
  renderCard,
  rowActions,
  pageSize,
  labelledBy,
  label,
}: {
  table: Table<T>;
  rows: Row<T>[];
  renderCard?: (row: T) => ReactNode;
  rowActions?: (row: T) => ReactNode;
  pageSize: number;
  labelledBy?: string;
  label?: string;
}) {
  // Windowing by pages keeps thousands of cards cheap without measuring a grid.
  const [limit, setLimit] = useState(pageSize);
  const shown = rows.slice(0, limit);
  const fields = table.getVisibleLeafColumns().filter((column) => column.id !== ACTIONS_COLUMN_ID);
  return (
    <div className="data-table__cards-view">
      <ul className="data-table__cards" aria-labelledby={labelledBy} aria-label={label}>
        {shown.map((row) => (
          <li key={row.id} className="data-table__card">
            {renderCard ? (
              renderCard(row.original)
            ) : (
              <dl className="data-table__card-fields">
                {row
                  .getVisibleCells()
                  .filter((cell) => fields.includes(cell.column))
                  .map((cell) => (
                    <div key={cell.id} className="data-table__card-field">
                      <dt>{columnLabel(cell.column)}</dt>
                      <dd>{flexRender(cell.column.columnDef.cell, cell.getContext())}</dd>
                    </div>
                  ))}
              </dl>
            )}
            {rowActions ? (
              <div className="data-table__card-actions">{rowActions(row.original)}</div>
            ) : null}
          </li>
        ))}
      </ul>
      {rows.length > limit ? (
        <div className="data-table__more">
          <span>
            Showing {limit} of {rows.length}
          </span>
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => setLimit((value) => value + pageSize)}
          >
            Show more
          </button>
        </div>
      ) : null}
    </div>
  );
}
