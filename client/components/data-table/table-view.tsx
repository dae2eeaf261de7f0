// The Table view: every row up to VIRTUALIZE_AFTER, then only the rows in sight (virtualized),
// with spacer rows keeping the scroll height and aria-rowindex telling where a row sits.
import {
  flexRender,
  type Cell,
  type Column,
  type HeaderGroup,
  type Row,
  type SortingState,
  type Table,
} from '@tanstack/react-table';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
} from 'react';
import { ColumnHeader } from './column-header';
import { prepareSorts } from './row-models';
import { useFirstScreenful } from './use-first-screenful';

/** Tables up to this many rows render every row; longer ones are virtualized. */
export const VIRTUALIZE_AFTER = 100;
const DEFAULT_ROW_HEIGHT = 44;
/** Rows in a first screenful: before the box is measured, and on a small table's first render. */
const UNMEASURED_ROWS = 15;
/** Rows rendered beyond each edge of the view: enough for a wheel notch, few for a fling. */
const OVERSCAN = 4;

interface TableRowProps<T> {
  row: Row<T>;
  /** row.getVisibleCells(): a new array when the columns or their visibility change. */
  cells: Cell<T, unknown>[];
  ariaRowIndex: number;
  /** Re-renders the row when its selection changes (a selection column reads it). */
  selected: boolean;
  /** Changes when the caller rendered the list again: then every row renders again. */
  version: unknown;
  /** The row just created (issue #34 item 5): marked until the next one. */
  highlighted: boolean;
}

// A row renders again only when one of its props changes: scrolling renders the rows that come
// into view, and typing in the filter box renders no row until the filtered list is ready.
const TableRow = memo(function TableRow({
  cells,
  ariaRowIndex,
  highlighted,
}: TableRowProps<unknown>) {
  return (
    <tr
      className={highlighted ? 'data-table__row data-table__row--new' : 'data-table__row'}
      aria-rowindex={ariaRowIndex}
      data-new={highlighted ? 'true' : undefined}
    >
      {cells.map((cell) => (
        <td key={cell.id} className={cell.column.columnDef.meta?.className}>
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </td>
      ))}
    </tr>
  );
}) as <T>(props: TableRowProps<T>) => ReactElement;

// The header renders again only when the columns, the sorting or the rows shown change (the
// selection column's page box counts them), not on every scroll frame.
const TableHead = memo(function TableHead({
  groups,
  onIntent,
}: {
  groups: HeaderGroup<unknown>[];
  sorting: SortingState;
  rows: unknown[];
  onIntent: () => void;
}) {
  return (
    <thead onPointerEnter={onIntent} onFocus={onIntent}>
      {groups.map((group, index) => (
        <tr key={group.id} aria-rowindex={index + 1}>
          {group.headers.map((header) => (
            <ColumnHeader key={header.id} header={header} />
          ))}
        </tr>
      ))}
    </thead>
  );
}) as <T>(props: {
  groups: HeaderGroup<T>[];
  sorting: SortingState;
  rows: Row<T>[];
  onIntent: () => void;
}) => ReactElement;

function readRowHeight(element: HTMLElement): number {
  const value = Number.parseFloat(getComputedStyle(element).getPropertyValue('--row-height'));
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_ROW_HEIGHT;
}

/** The least width a table of these columns takes: each column's size (140 px when unset). */
export function minTableWidth<T>(columns: readonly Column<T, unknown>[]): number {
  return columns.reduce((sum, column) => sum + (column.columnDef.size ?? 140), 0);
}

export function TableView<T>({
  table,
  rows,
  labelledBy,
  label,
  version,
  highlightRowId,
}: {
  table: Table<T>;
  rows: Row<T>[];
  labelledBy?: string;
  label?: string;
  /** Changes when the cells may show something new beyond their row and columns. */
  version?: unknown;
  /** The id of a row to mark and bring into view (a row just created). */
  highlightRowId?: string | null;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [rowHeight, setRowHeight] = useState(DEFAULT_ROW_HEIGHT);
  const virtualize = rows.length > VIRTUALIZE_AFTER;
  // Only the virtualizer needs the height; reading it forces a style pass before the paint.
  useLayoutEffect(() => {
    if (virtualize && scrollRef.current) setRowHeight(readRowHeight(scrollRef.current));
  }, [virtualize]);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    enabled: virtualize,
    // A box with no height yet (hidden, or no layout as in a test DOM) still shows a first screenful.
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) =>
        callback(
          rect.height > 0 ? rect : { width: rect.width, height: rowHeight * UNMEASURED_ROWS },
        ),
      ),
  });

  // A created row is brought into view once, wherever the list's order put it.
  const highlightIndex = highlightRowId ? rows.findIndex((row) => row.id === highlightRowId) : -1;
  const broughtIntoView = useRef<string | null>(null);
  useEffect(() => {
    if (!highlightRowId || highlightIndex < 0 || broughtIntoView.current === highlightRowId) return;
    broughtIntoView.current = highlightRowId;
    // The table's own box scrolls to the row; then the window, where the box starts below its
    // fold (a phone): the row is drawn a frame or two after the virtualizer has scrolled, and
    // centred, so the toast that announced it at the window's foot does not cover it.
    if (virtualize) virtualizer.scrollToIndex(highlightIndex, { align: 'center' });
    // Not cancelled when the rows change meanwhile: this runs once per created row.
    const showRow = (tries: number) => {
      const row = scrollRef.current?.querySelector('[data-new="true"]');
      if (row) row.scrollIntoView?.({ block: 'center' });
      else if (tries > 0) requestAnimationFrame(() => showRow(tries - 1));
    };
    requestAnimationFrame(() => showRow(5));
  }, [highlightRowId, highlightIndex, virtualize, virtualizer]);

  const rendered = useFirstScreenful(virtualize ? 0 : rows.length, UNMEASURED_ROWS);
  const headerGroups = table.getHeaderGroups();
  // The pointer or focus on the headers is the moment before a sort: the name orders are
  // computed while idle then, so the click only shows them (a server-sorted list has none).
  const cancelSorts = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => cancelSorts.current?.(), []);
  const prepareSortsNow = useCallback(() => {
    cancelSorts.current?.();
    cancelSorts.current = table.options.manualSorting ? undefined : prepareSorts(table);
  }, [table]);
  const leafColumns = table.getVisibleLeafColumns();
  const headerRows = headerGroups.length;
  const items = virtualize
    ? virtualizer
        .getVirtualItems()
        .map((item) => ({ index: item.index, start: item.start, end: item.end }))
    : rows.slice(0, rendered).map((_, index) => ({ index, start: 0, end: 0 }));
  const first = items[0];
  const last = items[items.length - 1];
  const paddingTop = virtualize && first ? first.start : 0;
  const paddingBottom = virtualize && last ? virtualizer.getTotalSize() - last.end : 0;
  const minWidth = minTableWidth(leafColumns);

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
              style={
                column.columnDef.size && !column.columnDef.meta?.grow
                  ? { width: column.columnDef.size }
                  : undefined
              }
            />
          ))}
        </colgroup>
        <TableHead
          groups={headerGroups}
          sorting={table.getState().sorting}
          rows={rows}
          onIntent={prepareSortsNow}
        />
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
              <TableRow
                key={row.id}
                row={row}
                cells={row.getVisibleCells()}
                ariaRowIndex={index + headerRows + 1}
                selected={row.getIsSelected()}
                version={version}
                highlighted={row.id === highlightRowId}
              />
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
