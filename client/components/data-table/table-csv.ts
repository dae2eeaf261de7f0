// CSV export of what the table shows: the visible columns that have a value, the rows as
// filtered and sorted.
import type { Row, Table } from '@tanstack/react-table';
import { downloadCsv, toCsv, type CsvColumn } from '../../lib/csv';
import { columnLabel } from './column-meta';

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function tableCsvColumns<T>(table: Table<T>): CsvColumn<Row<T>>[] {
  return table
    .getVisibleLeafColumns()
    .filter((column) => {
      const meta = column.columnDef.meta;
      return !meta?.csvExclude && (column.accessorFn !== undefined || meta?.csv !== undefined);
    })
    .map((column) => {
      const meta = column.columnDef.meta;
      return {
        header: meta?.csvHeader ?? columnLabel(column),
        value: (row: Row<T>) =>
          meta?.csv ? meta.csv(row.original, row.getValue(column.id)) : row.getValue(column.id),
      };
    });
}

/** What an export wrote: the file's name and how many rows, for the confirmation toast. */
export interface CsvExport {
  fileName: string;
  rows: number;
}

/** Downloads the selected rows (in the list's order, filtered out or not), as `exportTableCsv`. */
export function exportSelectedCsv<T>(
  table: Table<T>,
  ids: ReadonlySet<string>,
  fileName: string | undefined,
  title: string | undefined,
): CsvExport {
  const rows = table.getPreFilteredRowModel().rows.filter((row) => ids.has(row.id));
  const base = (fileName ?? ((title && slug(title)) || 'export')).replace(/\.csv$/, '');
  const name = downloadCsv(`${base}-selected.csv`, toCsv(rows, tableCsvColumns(table)));
  return { fileName: name, rows: rows.length };
}

/** Downloads `rows`; the file is named `fileName`, else after the title, else 'export'. */
export function exportTableCsv<T>(
  table: Table<T>,
  rows: Row<T>[],
  fileName: string | undefined,
  title: string | undefined,
): CsvExport {
  const name = downloadCsv(
    fileName ?? ((title && slug(title)) || 'export'),
    toCsv(rows, tableCsvColumns(table)),
  );
  return { fileName: name, rows: rows.length };
}
