// The quick filter: a row matches when the text of any visible column contains the filter.
import type { ColumnDef, FilterFn } from '@tanstack/react-table';

/** What the table's global filter holds; `hidden` makes a change of columns a new filter. */
export interface GlobalFilterValue {
  text: string;
  hidden: string;
}

/** The text a cell value is matched by. */
export function valueText(value: unknown): string {
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

/**
 * The filter function; it reads each column's meta through `metaOf` (filterValue, else csv,
 * else the accessor value), so the function itself never changes identity.
 */
export function createGlobalFilterFn<T>(
  metaOf: (columnId: string) => ColumnDef<T, unknown>['meta'],
): FilterFn<T> {
  return (row, columnId, value: GlobalFilterValue | undefined) => {
    if (!value) return true;
    const meta = metaOf(columnId);
    const text = meta?.filterValue
      ? meta.filterValue(row.original)
      : meta?.csv
        ? meta.csv(row.original, row.getValue(columnId))
        : valueText(row.getValue(columnId));
    return text.toLowerCase().includes(value.text);
  };
}
