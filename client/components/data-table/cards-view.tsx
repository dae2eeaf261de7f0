// The Cards view: one card per row (the feature's own card, else the visible columns as
// label/value pairs) with the row's actions as a footer.
import { flexRender, type Row, type Table } from '@tanstack/react-table';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { formatCount } from '../../lib/format';
import { ACTIONS_COLUMN_ID, columnLabel } from './column-meta';
import { CardSelect, SELECT_COLUMN_ID } from './selection-column';

export function CardsView<T>({
  table,
  rows,
  renderCard,
  rowActions,
  pageSize,
  labelledBy,
  label,
  highlightRowId,
}: {
  table: Table<T>;
  rows: Row<T>[];
  renderCard?: (row: T) => ReactNode;
  rowActions?: (row: T) => ReactNode;
  pageSize: number;
  labelledBy?: string;
  label?: string;
  /** A row just created (issue #34 item 5): marked as in the table and brought into view. */
  highlightRowId?: string | null;
}) {
  // Windowing by pages keeps thousands of cards cheap without measuring a grid. A created row
  // past the window moves the window around it rather than drawing every card before it
  // (5,000 cards froze a phone for seconds); Show earlier and Show more widen it from there.
  const highlightIndex = highlightRowId ? rows.findIndex((row) => row.id === highlightRowId) : -1;
  const [range, setRange] = useState({ start: 0, end: pageSize });
  const [placedFor, setPlacedFor] = useState<string | null>(null);
  if (highlightRowId && highlightIndex >= 0 && placedFor !== highlightRowId) {
    setPlacedFor(highlightRowId);
    if (highlightIndex < range.start || highlightIndex >= range.end) {
      // Half a page of neighbours before it, and a whole page even when it is among the last.
      const start = Math.max(
        0,
        Math.min(highlightIndex - Math.floor(pageSize / 2), rows.length - pageSize),
      );
      setRange({ start, end: start + pageSize });
    }
  }
  // A filter that leaves fewer rows than the window's start shows them from the first.
  const start = range.start < rows.length ? range.start : 0;
  const end = Math.min(rows.length, start === range.start ? range.end : pageSize);
  const shown = rows.slice(start, end);
  const list = useRef<HTMLUListElement>(null);
  const broughtIntoView = useRef<string | null>(null);
  useEffect(() => {
    if (!highlightRowId || highlightIndex < 0 || broughtIntoView.current === highlightRowId) return;
    broughtIntoView.current = highlightRowId;
    list.current?.querySelector('[data-new="true"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [highlightRowId, highlightIndex]);
  const fields = table
    .getVisibleLeafColumns()
    .filter((column) => column.id !== ACTIONS_COLUMN_ID && column.id !== SELECT_COLUMN_ID);
  return (
    <div className="data-table__cards-view">
      {start > 0 ? (
        <div className="data-table__more">
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => setRange({ start: Math.max(0, start - pageSize), end })}
          >
            Show earlier
          </button>
        </div>
      ) : null}
      <ul ref={list} className="data-table__cards" aria-labelledby={labelledBy} aria-label={label}>
        {shown.map((row) => (
          <li
            key={row.id}
            className={
              row.id === highlightRowId
                ? 'data-table__card data-table__card--new'
                : 'data-table__card'
            }
            data-new={row.id === highlightRowId ? 'true' : undefined}
          >
            <CardSelect row={row} />
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
      {start > 0 || end < rows.length ? (
        <div className="data-table__more">
          <span>
            Showing {start > 0 ? `${formatCount(start + 1)}–${formatCount(end)}` : formatCount(end)}{' '}
            of {formatCount(rows.length)}
          </span>
          {end < rows.length ? (
            <button
              type="button"
              className="button button--secondary button--sm"
              onClick={() => setRange({ start, end: end + pageSize })}
            >
              Show more
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
