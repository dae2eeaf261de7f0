// TanStack's core row model, except that each row object is made when it is first read rather
// than all at once. A row is a dozen closures: making 10,000 of them before the first paint
// cost about 20 ms, and as much again in garbage collection, though the first screen shows 20.
// Reading every row (a sort, the search texts prepared while idle, an export) makes them all,
// as TanStack's own would. Rows with sub-rows are not supported (no list here has them).
import {
  createRow,
  getMemoOptions,
  memo,
  type Row,
  type RowModel,
  type Table,
} from '@tanstack/react-table';

/** The index an array property key names, or -1 ('length', 'map', a symbol…). */
function indexOf(key: string | symbol, length: number): number {
  if (typeof key !== 'string') return -1;
  const first = key.charCodeAt(0);
  if (first < 48 || first > 57) return -1;
  const index = Number(key);
  return Number.isInteger(index) && index < length ? index : -1;
}

/** An array whose elements are made on first read; every index is present (map, some, slice…). */
function lazyArray<T>(length: number, make: (index: number) => T): T[] {
  const made = new Array<T | undefined>(length).fill(undefined);
  return new Proxy(made as T[], {
    get(target, key, receiver) {
      const index = indexOf(key, length);
      if (index === -1) return Reflect.get(target, key, receiver);
      return target[index] ?? (target[index] = make(index));
    },
  });
}

export function lazyCoreRowModel<T>(): (table: Table<T>) => () => RowModel<T> {
  return (table) =>
    memo(
      () => [table.options.data],
      (data) => {
        const rows = lazyArray<Row<T>>(data.length, (index) =>
          createRow(table, table._getRowId(data[index]!, index), data[index]!, index, 0),
        );
        let byId: Record<string, Row<T>> | undefined;
        return {
          rows,
          flatRows: rows,
          // Built when asked (table.getRow, a selection's clean-up): it reads every row.
          get rowsById() {
            byId ??= Object.fromEntries(rows.map((row) => [row.id, row]));
            return byId;
          },
        };
      },
      getMemoOptions(table.options, 'debugTable', 'getRowModel', () => table._autoResetPageIndex()),
    );
}
