// The line under a selectable list's toolbar: the selected count (announced politely), the
// feature's bulk actions, Export selected, "Select all … matching", "Clear selection", and
// Escape to clear.
// "On this page" is what the list holds and shows; a paged list whose server holds more
// (organization users) offers loading the rest first, and says so.
import type { Row, Table } from '@tanstack/react-table';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { formatCount } from '../../lib/format';
import { selectedAmong } from './selection-column';
import type { SelectionStore } from './selection-store';
import { useSelectionSize } from './use-selection';

export interface DataTableSelection<T> {
  store: SelectionStore;
  /** Names a row's checkbox: "Select {rowLabel}". */
  rowLabel: (row: T) => string;
  /** The bulk action buttons, shown while rows are selected. */
  actions?: ReactNode;
  /** A paged list whose server holds rows not loaded yet. */
  more?: {
    /** Loads every remaining page; the rows matching the filter are then selected. */
    loadAll: () => Promise<void>;
    /** The button that loads the rest and selects what matches. */
    label: string;
    /** Says what "all matching" reaches, under the count. */
    note: string;
  };
}

function isTextEntry(element: Element): boolean {
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement)
    return !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(element.type);
  return element instanceof HTMLElement && element.isContentEditable;
}

/** Escape clears the selection, unless it belongs to a dialog, a menu or a text field. */
function useEscapeClears(store: SelectionStore, active: boolean) {
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target && (isTextEntry(target) || target.closest('dialog, [role="menu"]'))) return;
      if (document.querySelector('dialog[open]')) return;
      store.clear();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [store, active]);
}

export function SelectionBar<T>({
  selection,
  table,
  rows,
  filtered,
  isLoading,
  onExport,
}: {
  selection: DataTableSelection<T>;
  table: Table<T>;
  /** The rows as shown (loaded, matching the filter). */
  rows: Row<T>[];
  filtered: boolean;
  isLoading: boolean;
  /** Writes the selected rows as CSV. */
  onExport: (ids: ReadonlySet<string>) => void;
}) {
  const { store, actions, more } = selection;
  const size = useSelectionSize(store);
  useEscapeClears(store, size > 0);

  // Rows that left the list (deleted here or elsewhere) leave the selection too.
  const core = table.getCoreRowModel();
  useEffect(() => {
    if (!isLoading) store.retain((id) => id in core.rowsById);
  }, [store, core, isLoading]);

  // "All matching" on a paged list: load the rest, then select what the list then shows.
  const [loadingAll, setLoadingAll] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const selectWhenLoaded = useRef(false);
  useEffect(() => {
    if (!selectWhenLoaded.current || loadingAll || more) return;
    selectWhenLoaded.current = false;
    store.setMany(
      rows.map((row) => row.id),
      true,
    );
  }, [store, rows, more, loadingAll]);
  const selectAllMatching = (loadAll: () => Promise<void>) => {
    setLoadingAll(true);
    setLoadError(null);
    loadAll()
      .then(() => {
        selectWhenLoaded.current = true;
      })
      .catch((error: unknown) =>
        setLoadError(error instanceof Error ? error.message : String(error)),
      )
      .finally(() => setLoadingAll(false));
  };

  const onPage = selectedAmong(store, rows);
  const allOnPage = rows.length > 0 && onPage === rows.length;
  const matching = filtered ? 'matching' : 'shown';
  return (
    <div className={size > 0 ? 'selection-bar selection-bar--active' : 'selection-bar'}>
      <span className="selection-bar__count" role="status">
        {size > 0 ? `${formatCount(size)} selected` : store.version > 0 ? 'No rows selected' : ''}
      </span>
      {size > 0 ? (
        <>
          {actions ? <div className="selection-bar__actions">{actions}</div> : null}
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => onExport(store.selected())}
          >
            Export selected ({formatCount(size)})
          </button>
          {!allOnPage ? (
            <button
              type="button"
              className="button button--secondary button--sm"
              onClick={() =>
                store.setMany(
                  rows.map((row) => row.id),
                  true,
                )
              }
            >
              Select all {formatCount(rows.length)} {matching}
            </button>
          ) : null}
          {more ? (
            <button
              type="button"
              className="button button--secondary button--sm"
              onClick={() => selectAllMatching(more.loadAll)}
              disabled={loadingAll}
              aria-busy={loadingAll || undefined}
            >
              {loadingAll ? 'Loading all…' : more.label}
            </button>
          ) : null}
          <button
            type="button"
            className="button button--ghost button--sm"
            onClick={() => store.clear()}
          >
            Clear selection
          </button>
          {more ? <p className="selection-bar__note">{more.note}</p> : null}
          {loadError ? (
            <p className="selection-bar__note" role="alert">
              {loadError}
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
