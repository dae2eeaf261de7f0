// A header cell; sortable columns get a real button inside <th aria-sort>.
import { flexRender } from '@tanstack/react-table';
import type { Header } from '@tanstack/react-table';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const ICON = { asc: '▲', desc: '▼' } as const;

export function ColumnHeader<T>({ header }: { header: Header<T, unknown> }) {
  const column = header.column;
  const content = header.isPlaceholder
    ? null
    : flexRender(column.columnDef.header, header.getContext());
  const className = column.columnDef.meta?.headerClassName;
  if (header.isPlaceholder || !column.getCanSort()) {
    return (
      <th scope="col" colSpan={header.colSpan} className={className}>
        {content}
      </th>
    );
  }
  const sorted = column.getIsSorted();
  return (
    <th
      scope="col"
      colSpan={header.colSpan}
      className={className}
      aria-sort={sorted ? ARIA_SORT[sorted] : 'none'}
    >
      <button
        type="button"
        className="column-header__button"
        onClick={column.getToggleSortingHandler()}
      >
        <span className="column-header__label">{content}</span>
        <span
          className={
            sorted ? 'column-header__icon column-header__icon--active' : 'column-header__icon'
          }
          aria-hidden="true"
        >
          {sorted ? ICON[sorted] : '↕'}
        </span>
      </button>
    </th>
  );
}
