// TanStack's core row model, except that each row object is made when it is first read rather
// than all at once. A row is a dozen closures: making 10,000 of them before the first paint
// cost about 20 ms, and as much again in garbage collection, though the first screen shows 20.
// The filtered and sorted models (row-models.ts) work on positions in the data and give views
// of these rows (rowsAt), so a filter or a sort does not make them either: only what is shown,
// exported or selected is. Rows with sub-rows are not supported (no list here has them).
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

/** The data positions behind a row model made by rowsAt (absent: every position, in order). */
const positionsOf = new WeakMap<RowModel<unknown>, Int32Array>();

/** Which data positions a row model shows, in its order; undefined for the core model's all. */
export function modelPositions<T>(model: RowModel<T>): Int32Array | undefined {
  return positionsOf.get(model as RowModel<unknown>);
}

function modelOf<T>(rows: Row<T>[]): RowModel<T> {
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
}

/** The core's rows at these data positions, in this order, each made when first read. */
export function rowsAt<T>(core: Row<T>[], positions: Int32Array): RowModel<T> {
  const model = modelOf(lazyArray(positions.length, (k) => core[positions[k]!]!));
  positionsOf.set(model as RowModel<unknown>, positions);
  return model;
}

export function lazyCoreRowModel<T>(): (table: Table<T>) => () => RowModel<T> {
  return (table) =>
    memo(
      () => [table.options.data],
      (data) =>
        modelOf(
          lazyArray<Row<T>>(data.length, (index) =>
            createRow(table, table._getRowId(data[index]!, index), data[index]!, index, 0),
          ),
        ),
      getMemoOptions(table.options, 'debugTable', 'getRowModel', () => table._autoResetPageIndex()),
    );
}
