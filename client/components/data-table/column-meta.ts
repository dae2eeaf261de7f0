// The column options the DataTable understands, and how it names and identifies columns.
import type { Column, ColumnDef, RowData } from '@tanstack/react-table';

declare module '@tanstack/react-table' {
  // Column options the DataTable understands (all optional).
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Name in the Columns menu and CSV header when `header` is not a string. */
    label?: string;
    /** CSV text of the cell, from the row and the cell's accessor value; default: that value. */
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
    /**
     * The column takes the width the others leave (its `size` only counts toward the table's
     * minimum width); without it, every column grows in proportion to its size.
     */
    grow?: boolean;
  }
}

/** The id of the 'Actions' column the table adds when rows have actions. */
export const ACTIONS_COLUMN_ID = 'actions';

export function columnLabel<T>(column: Column<T, unknown>): string {
  const header = column.columnDef.header;
  return column.columnDef.meta?.label ?? (typeof header === 'string' ? header : column.id);
}

// The ids TanStack gives columns (id, else accessorKey with dots as underscores, else header).
export function leafColumnIds<T>(defs: readonly ColumnDef<T, unknown>[]): Set<string> {
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
