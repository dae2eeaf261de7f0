// The Cards view: one card per row (the feature's own card, else the visible columns as
// label/value pairs) with the row's actions as a footer, a page at a time (page-window.tsx).
import { flexRender, type Row, type Table } from '@tanstack/react-table';
import { useEffect, useRef, type ReactNode } from 'react';
import { ACTIONS_COLUMN_ID, columnLabel } from './column-meta';
import { ShowEarlier, ShowMore, usePageWindow } from './page-window';
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
  const highlightIndex = highlightRowId ? rows.findIndex((row) => row.id === highlightRowId) : -1;
  const pages = usePageWindow(
    rows.length,
    pageSize,
    highlightRowId ? { key: highlightRowId, index: highlightIndex } : undefined,
  );
  const shown = rows.slice(pages.start, pages.end);
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
      <ShowEarlier pages={pages} />
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
      <ShowMore pages={pages} total={rows.length} />
    </div>
  );
}
