// The DataTable's row models (its lazy core included) give the same rows, in the same order, as TanStack's own: checked
// on random lists (names with digits, case, accents and punctuation; missing values; numbers),
// random filters and every sort direction, including typing on and a filtered sorted list.
import {
  createTable,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  type ColumnDef,
  type FilterFn,
  type SortingState,
  type TableOptionsResolved,
} from '@tanstack/react-table';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { lazyCoreRowModel } from './lazy-core-row-model';
import { naturalOrder, naturalSortingFn } from './natural-sort';
import { fastFilteredRowModel, fastSortedRowModel } from './row-models';
import { columnFilterText, type GlobalFilterValue } from './table-filter';

interface Item {
  id: string;
  name: string;
  status?: string;
  count?: number;
}

const columns: ColumnDef<Item, unknown>[] = [
  { id: 'name', accessorFn: (item) => item.name, sortingFn: naturalSortingFn<Item>() },
  { id: 'status', accessorFn: (item) => item.status },
  { id: 'count', accessorFn: (item) => item.count, enableGlobalFilter: false },
  { id: 'plain', accessorFn: (item) => item.name, sortingFn: 'alphanumeric' },
];

// TanStack's global filter with the DataTable's text rule, as the DataTable had it before.
const tanstackFilter: FilterFn<Item> = (row, columnId, value: GlobalFilterValue) => {
  const column = row.getAllCells().find((cell) => cell.column.id === columnId)!.column;
  return columnFilterText(column, row.original, row.index).toLowerCase().includes(value.text);
};

function rowIds(data: Item[], sorting: SortingState, filters: string[], fast: boolean) {
  let state = {
    sorting,
    globalFilter: undefined as GlobalFilterValue | undefined,
    columnVisibility: {},
  };
  const options = {
    data,
    columns,
    getRowId: (item: Item) => item.id,
    state,
    onStateChange: () => {},
    renderFallbackValue: null,
    enableMultiSort: false,
    getColumnCanGlobalFilter: () => true,
    globalFilterFn: tanstackFilter,
    getCoreRowModel: fast ? lazyCoreRowModel<Item>() : getCoreRowModel<Item>(),
    getFilteredRowModel: fast ? fastFilteredRowModel<Item>() : getFilteredRowModel<Item>(),
    getSortedRowModel: fast ? fastSortedRowModel<Item>() : getSortedRowModel<Item>(),
  } as TableOptionsResolved<Item>;
  const table = createTable(options);
  const results: string[][] = [];
  for (const filter of ['', ...filters]) {
    state = { ...state, globalFilter: filter ? { text: filter, hidden: '' } : undefined };
    table.setOptions((previous) => ({ ...previous, state }));
    results.push(table.getRowModel().rows.map((row) => row.id));
  }
  return results;
}

const words = [
  'Acme',
  'acme',
  'Ácme',
  'Org 9',
  'Org 10',
  'org 010',
  'Beta-2',
  'beta 2',
  '_x',
  'Zed',
];
const item = fc.record(
  {
    name: fc.oneof(fc.constantFrom(...words), fc.string({ maxLength: 6 })),
    status: fc.constantFrom('active', 'Inactive', 'pending'),
    count: fc.integer({ min: 0, max: 5 }),
  },
  { requiredKeys: ['name'] },
);

describe('fast row models', () => {
  it('filter and sort like TanStack, typing on included', () => {
    fc.assert(
      fc.property(
        fc.array(item, { maxLength: 60 }),
        fc.constantFrom('name', 'status', 'count', 'plain'),
        fc.boolean(),
        fc.array(fc.constantFrom('a', 'c', 'm', 'e', '1', '0', ' ', 'org', 'ac'), {
          maxLength: 4,
        }),
        (items, id, desc, typed) => {
          const data = items.map((value, index) => ({ ...value, id: `r${index}` }));
          // Each filter extends the last (typing on), then a fresh one.
          const filters = typed.map((_, index) => typed.slice(0, index + 1).join(''));
          if (typed.length) filters.push(typed[typed.length - 1]!);
          for (const sorting of [[], [{ id, desc }]]) {
            expect(rowIds(data, sorting, filters, true)).toEqual(
              rowIds(data, sorting, filters, false),
            );
          }
        },
      ),
      { numRuns: 200 },
    );
  }, 30_000);
});

describe('rows made only when read', () => {
  it('a filter and a natural sort over 1,000 items make no row until the shown ones are read', () => {
    const data: Item[] = Array.from({ length: 1000 }, (_, index) => ({
      id: `r${index}`,
      name: `Org ${1000 - index}`,
      status: index % 2 ? 'active' : 'pending',
    }));
    const getRowId = vi.fn((row: Item) => row.id);
    const table = createTable({
      data,
      columns,
      getRowId,
      state: {
        sorting: [{ id: 'name', desc: false }],
        globalFilter: { text: 'org 1', hidden: '' },
      },
      onStateChange: () => {},
      renderFallbackValue: null,
      enableMultiSort: false,
      getColumnCanGlobalFilter: () => true,
      getCoreRowModel: lazyCoreRowModel<Item>(),
      getFilteredRowModel: fastFilteredRowModel<Item>(),
      getSortedRowModel: fastSortedRowModel<Item>(),
    } as TableOptionsResolved<Item>);
    const { rows } = table.getRowModel();
    // Org 1, Org 10…19, Org 100…199, Org 1000: 112 matches.
    expect(rows).toHaveLength(112);
    expect(getRowId).not.toHaveBeenCalled();
    expect(rows.slice(0, 3).map((row) => row.original.name)).toEqual(['Org 1', 'Org 10', 'Org 11']);
    expect(getRowId).toHaveBeenCalledTimes(3);
  });
});

describe('naturalOrder', () => {
  it('orders like the collator, ties in index order', () => {
    const values = ['Org 10', 'org 9', 'Org 9', 'Ácme', 'acme', 'Org 09', 'b'];
    const { order } = naturalOrder(values);
    expect([...order].map((index) => values[index])).toEqual([
      'Ácme',
      'acme',
      'b',
      'org 9',
      'Org 9',
      'Org 09',
      'Org 10',
    ]);
  });
});
