// The one list component: TanStack Table (sort, global filter, column visibility) with
// virtualized rows, a cards view, CSV export of what is shown, and URL-kept state. This file
// chooses where the state lives and lays the pieces out; each piece has its own file.
import type { ColumnDef } from '@tanstack/react-table';
import { useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { EmptyState } from '../empty-state';
import { ErrorBanner } from '../error-banner';
import { Loading } from '../loading';
import { CardsView } from './cards-view';
import { CARDS_PAGE_SIZE } from './page-window';
import { SelectionControls } from './selection-controls';
import { SelectionBar, type DataTableSelection } from './selection-bar';
import { SELECT_COLUMN_SIZE } from './selection-column';
import { TableToolbar } from './table-toolbar';
import type { TableStateDefaults } from './table-search';
import { minTableWidth, TableView } from './table-view';
import { useDataTable, type ServerSearch } from './use-data-table';
import { useSelectionActive } from './use-selection';
import {
  useLocalTableState,
  useTableUrlState,
  type TableStateController,
} from './use-table-url-state';

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
  /** Width of the 'Actions' column in px, enough for its buttons (unset: the default width). */
  rowActionsSize?: number;
  /** Keep sort/filter/view/hidden columns in the URL (sort, q, view, hide). Default true. */
  urlState?: boolean;
  defaultView?: string;
  extraViews?: readonly DataTableExtraView<T>[];
  /** Column ids hidden until the user shows them. */
  defaultHidden?: readonly string[];
  /** Cards rendered before 'Show more'. */
  cardsPageSize?: number;
  /** Row selection for bulk actions (a checkbox column and a selection bar); off when absent. */
  selection?: DataTableSelection<T>;
  /** A line under the toolbar saying something about the whole list (not an error). */
  notice?: ReactNode;
  /** The server filters and sorts `data` (`count` is how many match); absent: the table does. */
  serverSearch?: ServerSearch;
  /** A row just created (issue #34 item 5): marked and brought into view. */
  highlightRowId?: string | null;
  /**
   * The view a narrow screen opens on when the URL names none: a phone (≤ 640 px), or a window
   * that leaves the list less room than its columns need (a 1024 px laptop). Default 'cards':
   * in a table a row's key text (an email) ends in an ellipsis (issue #34 item 4) and its
   * actions sit past a sideways scroll; on a card both are on screen.
   */
  narrowView?: string;
  /** What the filter box says it filters, where another filter shares the screen. */
  filterPlaceholder?: string;
}

/** A phone's width: where a list opens on its `narrowView`. */
const NARROW = '(max-width: 640px)';

export function DataTable<T>(props: DataTableProps<T>) {
  const { extraViews, defaultHidden } = props;
  // Read once, and measured once (DataTableBody): turning a tablet or widening the window
  // does not switch the view under the reader's eyes.
  const [narrow, setNarrow] = useState(() => globalThis.matchMedia?.(NARROW).matches ?? false);
  const defaultView = (narrow && (props.narrowView ?? 'cards')) || props.defaultView || 'table';
  const viewIds = ['table', 'cards', ...(extraViews ?? []).map((view) => view.id)];
  // Callers may pass fresh arrays each render: the defaults change only when their text does.
  const defaultsText = JSON.stringify({
    view: defaultView,
    views: viewIds,
    hidden: defaultHidden ?? [],
  } satisfies TableStateDefaults);
  const defaults = useMemo(() => JSON.parse(defaultsText) as TableStateDefaults, [defaultsText]);
  // A new token each time the caller renders the list: cells may show anything the caller
  // holds (some read it through refs), so then every row renders again. The table's own
  // updates (scrolling, typing in its filter) keep the token and render only changed rows.
  const renderToken = {};
  // Two components so the router hooks are only called when the URL is used.
  const inner = {
    ...props,
    defaults,
    renderToken,
    onTooNarrow: narrow ? undefined : () => setNarrow(true),
  };
  // Found too narrow, the list starts again from its narrow defaults (before its first paint).
  const start = narrow ? 'narrow' : 'wide';
  return props.urlState === false ? (
    <LocalStateDataTable key={start} {...inner} />
  ) : (
    <UrlStateDataTable key={start} {...inner} />
  );
}

type InnerProps<T> = DataTableProps<T> & {
  defaults: TableStateDefaults;
  renderToken: object;
  /** Called at most once, before the first paint, when the list has less room than it needs. */
  onTooNarrow: (() => void) | undefined;
};

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
  rowActionsSize,
  extraViews,
  cardsPageSize = CARDS_PAGE_SIZE,
  renderToken,
  highlightRowId,
  filterPlaceholder,
  selection,
  serverSearch,
  notice,
  onTooNarrow,
  controller,
}: InnerProps<T> & { controller: TableStateController }) {
  const { state } = controller;
  const titleId = useId();
  // The checkbox column is there only in selection mode; this re-renders on the mode alone.
  const selecting = useSelectionActive(selection?.store);
  const dataTable = useDataTable({
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
    selection: selecting ? selection : undefined,
    serverSearch,
  });
  const { table, allRows, rows, countText, views, columnOptions, exportCsv } = dataTable;
  // The room the table needs in select mode too: its checkbox column must not push it sideways.
  const checkboxes = selection && !selecting ? SELECT_COLUMN_SIZE : 0;
  const root = useRoomForColumns(
    minTableWidth(table.getVisibleLeafColumns()) + checkboxes,
    onTooNarrow,
  );

  const name = title ? undefined : (ariaLabel ?? 'Data table');
  // A server search that matched nothing is "no match", not "no users yet".
  const searched = state.filter.trim() !== '' && !!serverSearch;
  let body: ReactNode;
  if (allRows.length === 0 && isLoading) body = <Loading />;
  else if (allRows.length === 0 && error) body = null;
  else if (allRows.length === 0 && !searched)
    body = <EmptyState title={emptyTitle} message={emptyMessage} />;
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
        highlightRowId={highlightRowId}
      />
    );
  } else {
    const extra = extraViews?.find((view) => view.id === state.view);
    body = extra ? (
      extra.render(rows.map((row) => row.original))
    ) : (
      <TableView
        table={table}
        rows={rows}
        labelledBy={title ? titleId : undefined}
        label={name}
        version={renderToken}
        highlightRowId={highlightRowId}
      />
    );
  }

  return (
    <div className="data-table" ref={root}>
      <TableToolbar
        title={title}
        titleId={titleId}
        headingLevel={headingLevel}
        // A first load still running or failed has counted nothing: no "0 users" beside either.
        countText={allRows.length === 0 && (isLoading || error) ? undefined : countText}
        filter={state.filter}
        filterPlaceholder={filterPlaceholder}
        onFilterChange={controller.setFilter}
        views={views}
        view={state.view}
        onViewChange={controller.setView}
        columns={columnOptions}
        onColumnVisibilityChange={(id, visible) => table.getColumn(id)?.toggleVisibility(visible)}
        onExport={exportCsv}
        exportDisabled={rows.length === 0}
        selectionControls={selection ? <SelectionControls store={selection.store} /> : null}
        onRefresh={onRefresh}
        refreshing={refreshing}
        extra={toolbarExtra}
      />
      {notice ? <p className="data-table__notice">{notice}</p> : null}
      {error ? (
        <ErrorBanner message={error} onDismiss={onDismissError} onRetry={onRefresh} />
      ) : null}
      {selection && selecting && allRows.length > 0 ? (
        <SelectionBar
          selection={selection}
          table={table}
          rows={rows}
          filtered={state.filter.trim() !== ''}
          isLoading={isLoading}
          onExport={dataTable.exportSelectedCsv}
        />
      ) : null}
      {body}
    </div>
  );
}

/**
 * Measures the list's room once, before its first paint: narrower than its columns' least
 * width (a test DOM measures 0: unknown), it calls `onTooNarrow` so the list opens on its narrow
 * view. Returns the ref for the list's root element.
 */
function useRoomForColumns(minWidth: number, onTooNarrow: (() => void) | undefined) {
  const root = useRef<HTMLDivElement>(null);
  const measured = useRef(false);
  useLayoutEffect(() => {
    if (measured.current) return;
    measured.current = true;
    const room = root.current?.clientWidth ?? 0;
    // The table's box draws a 1 px border each side inside the root.
    if (onTooNarrow && room > 0 && room - 2 < minWidth) onTooNarrow();
  }, [minWidth, onTooNarrow]);
  return root;
}
