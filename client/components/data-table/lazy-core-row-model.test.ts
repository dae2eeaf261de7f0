// The lazy core row model: TanStack's rows, made only when read.
import { createTable, getCoreRowModel, type TableOptionsResolved } from '@tanstack/react-table';
import { describe, expect, it, vi } from 'vitest';
import { lazyCoreRowModel } from './lazy-core-row-model';

interface Item {
  id: string;
  name: string;
}

const data: Item[] = Array.from({ length: 1000 }, (_, index) => ({
  id: `id-${index}`,
  name: `Name ${index}`,
}));

function tableOf(getCoreRowModelOption: TableOptionsResolved<Item>['getCoreRowModel']) {
  const getRowId = vi.fn((item: Item) => item.id);
  const table = createTable({
    data,
    columns: [{ id: 'name', accessorFn: (item: Item) => item.name }],
    getRowId,
    state: {},
    onStateChange: () => {},
    renderFallbackValue: null,
    getCoreRowModel: getCoreRowModelOption,
  } as TableOptionsResolved<Item>);
  return { table, getRowId };
}

describe('lazyCoreRowModel', () => {
  it('makes a row only when it is read', () => {
    const { table, getRowId } = tableOf(lazyCoreRowModel<Item>());
    const { rows } = table.getCoreRowModel();
    expect(rows).toHaveLength(1000);
    expect(getRowId).not.toHaveBeenCalled();
    expect(rows[998]!.id).toBe('id-998');
    expect(rows.slice(0, 3).map((row) => row.id)).toEqual(['id-0', 'id-1', 'id-2']);
    expect(getRowId).toHaveBeenCalledTimes(4);
    // A row read twice is the same object (memoized rows keep their identity).
    expect(rows[998]).toBe(rows[998]);
    expect(getRowId).toHaveBeenCalledTimes(4);
  });

  it('gives the rows TanStack gives, through every way an array is read', () => {
    const lazy = tableOf(lazyCoreRowModel<Item>()).table.getCoreRowModel();
    const eager = tableOf(getCoreRowModel<Item>()).table.getCoreRowModel();
    const view = (row: {
      id: string;
      index: number;
      original: Item;
      getValue: (id: string) => unknown;
    }) => [row.id, row.index, row.original, row.getValue('name')];
    expect(lazy.rows.map(view)).toEqual(eager.rows.map(view));
    expect([...lazy.rows].map(view)).toEqual(eager.rows.map(view));
    expect(lazy.rows.filter((row) => row.index % 100 === 0).map(view)).toEqual(
      eager.rows.filter((row) => row.index % 100 === 0).map(view),
    );
    expect(lazy.rows.some((row) => row.id === 'id-999')).toBe(true);
    expect(Object.keys(lazy.rowsById)).toEqual(Object.keys(eager.rowsById));
    expect(lazy.rowsById['id-5']).toBe(lazy.rows[5]);
    expect(lazy.flatRows).toBe(lazy.rows);
  });

  it('starts over when the data changes, and keeps its rows while it does not', () => {
    const { table } = tableOf(lazyCoreRowModel<Item>());
    const first = table.getCoreRowModel();
    expect(table.getCoreRowModel()).toBe(first);
    table.setOptions((options) => ({ ...options, data: data.slice(0, 2) }));
    expect(table.getCoreRowModel().rows.map((row) => row.id)).toEqual(['id-0', 'id-1']);
  });
});
