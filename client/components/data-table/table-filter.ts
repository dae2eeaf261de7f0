// The quick filter: a row matches when the text of any visible column contains the filter
// (row-models.ts does the matching).
import type { Column } from '@tanstack/react-table';

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
 * The text the quick filter matches in one column of the item at `index` of the data: the
 * column's meta.filterValue, else its csv text, else its accessor value. It reads the item
 * itself, not its TanStack row: rows are made only for what is shown (lazy-core-row-model.ts).
 */
export function columnFilterText<T>(column: Column<T, unknown>, item: T, index: number): string {
  const meta = column.columnDef.meta;
  if (meta?.filterValue) return meta.filterValue(item);
  const value = column.accessorFn?.(item, index);
  if (meta?.csv) return meta.csv(item, value);
  return valueText(value);
}
