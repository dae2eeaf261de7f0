// The row above every list: title and count, filter, view toggle, columns, export, refresh.
import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { ViewToggle, type ViewOption } from './view-toggle';

export interface ColumnOption {
  id: string;
  label: string;
  visible: boolean;
}

export interface TableToolbarProps {
  title?: string;
  titleId?: string;
  headingLevel?: 1 | 2 | 3;
  countText?: string;
  filter: string;
  /** Default 'Filter...'. */
  filterPlaceholder?: string;
  onFilterChange: (value: string) => void;
  views: readonly ViewOption[];
  view: string;
  onViewChange: (id: string) => void;
  columns: readonly ColumnOption[];
  onColumnVisibilityChange: (id: string, visible: boolean) => void;
  onExport: () => void;
  exportDisabled?: boolean;
  /** Beside Export CSV: the selection mode toggle and "Export selected". */
  selectionControls?: ReactNode;
  onRefresh?: () => void;
  refreshing?: boolean;
  extra?: ReactNode;
}

function ColumnsMenu({
  columns,
  onChange,
}: {
  columns: readonly ColumnOption[];
  onChange: (id: string, visible: boolean) => void;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const visibleCount = columns.filter((column) => column.visible).length;
  return (
    <div
      className="columns-menu"
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="button button--secondary button--sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        Columns
      </button>
      <fieldset className="columns-menu__panel" id={panelId} hidden={!open}>
        <legend className="columns-menu__legend">Show columns</legend>
        {columns.map((column) => (
          <label key={column.id} className="columns-menu__item">
            <input
              type="checkbox"
              checked={column.visible}
              // The last visible column stays: an empty table helps nobody.
              disabled={column.visible && visibleCount <= 1}
              onChange={(event) => onChange(column.id, event.target.checked)}
            />
            {column.label}
          </label>
        ))}
      </fieldset>
    </div>
  );
}

export function TableToolbar({
  title,
  titleId,
  headingLevel = 2,
  countText,
  filter,
  filterPlaceholder = 'Filter...',
  onFilterChange,
  views,
  view,
  onViewChange,
  columns,
  onColumnVisibilityChange,
  onExport,
  exportDisabled = false,
  selectionControls,
  onRefresh,
  refreshing = false,
  extra,
}: TableToolbarProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="table-toolbar">
      <div className="table-toolbar__lead">
        {title ? (
          <Heading className="table-toolbar__title" id={titleId}>
            {title}
          </Heading>
        ) : null}
        {/* Its line is there from the start, so the count arriving moves nothing. */}
        <span className="table-toolbar__count" aria-live="polite">
          {countText}
        </span>
      </div>
      <div className="table-toolbar__controls">
        <input
          type="search"
          className="table-toolbar__filter"
          aria-label="Filter"
          placeholder={filterPlaceholder}
          value={filter}
          onChange={(event) => onFilterChange(event.target.value)}
        />
        {views.length > 1 ? (
          <ViewToggle views={views} value={view} onChange={onViewChange} />
        ) : null}
        {columns.length > 0 ? (
          <ColumnsMenu columns={columns} onChange={onColumnVisibilityChange} />
        ) : null}
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={onExport}
          disabled={exportDisabled}
        >
          Export CSV
        </button>
        {selectionControls}
        {onRefresh ? (
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={onRefresh}
            disabled={refreshing}
            aria-busy={refreshing || undefined}
          >
            <span className={refreshing ? 'table-toolbar__spin' : undefined} aria-hidden="true">
              ↻
            </span>{' '}
            Refresh
          </button>
        ) : null}
        {extra}
      </div>
    </div>
  );
}
