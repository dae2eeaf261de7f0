// The DataTable's URL contract: search params sort, q, view, hide, and the pure mapping
// between them and table state. Routes spread tableSearchSchema.shape into their schema.
import * as z from '@shared/zod';
import type { SortingState } from '@tanstack/react-table';

// The router parses search values as JSON, so a hand-typed ?q=123 arrives as a number.
const text = z
  .union([z.string(), z.number(), z.boolean()])
  .transform((value) => String(value))
  .optional()
  .catch(undefined);

export const tableSearchSchema = z.object({
  /** `column.asc` or `column.desc` */
  sort: text,
  /** text filter */
  q: text,
  /** 'table', 'cards' or an extra view id */
  view: text,
  /** comma list of hidden column ids ('' = none hidden) */
  hide: text,
});

export type TableSearch = z.infer<typeof tableSearchSchema>;

export interface TableViewState {
  sorting: SortingState;
  filter: string;
  view: string;
  hidden: string[];
}

export interface TableStateDefaults {
  /** View used when the URL names none or an unknown one. */
  view: string;
  /** Every view the table offers. */
  views: readonly string[];
  /** Columns hidden until the user shows them. */
  hidden: readonly string[];
}

export const TABLE_SEARCH_KEYS = ['sort', 'q', 'view', 'hide'] as const;

function parseSort(value: string | undefined): SortingState {
  if (!value) return [];
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return [];
  const id = value.slice(0, dot);
  const direction = value.slice(dot + 1);
  if (direction !== 'asc' && direction !== 'desc') return [];
  return [{ id, desc: direction === 'desc' }];
}

function parseHidden(value: string | undefined, defaults: readonly string[]): string[] {
  if (value === undefined) return [...defaults];
  return [
    ...new Set(
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}

/** URL search (any shape, possibly hand-edited) → table state; bad parts fall back to defaults. */
export function parseTableSearch(
  search: Record<string, unknown>,
  defaults: TableStateDefaults,
): TableViewState {
  const parsed = tableSearchSchema.parse({
    sort: search.sort,
    q: search.q,
    view: search.view,
    hide: search.hide,
  });
  return {
    sorting: parseSort(parsed.sort),
    filter: parsed.q ?? '',
    view: parsed.view && defaults.views.includes(parsed.view) ? parsed.view : defaults.view,
    hidden: parseHidden(parsed.hide, defaults.hidden),
  };
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

/** Table state → search params; values equal to the defaults are left out to keep URLs short. */
export function serializeTableState(
  state: TableViewState,
  defaults: TableStateDefaults,
): TableSearch {
  const search: TableSearch = {};
  const first = state.sorting[0];
  if (first) search.sort = `${first.id}.${first.desc ? 'desc' : 'asc'}`;
  const filter = state.filter.trim() ? state.filter : '';
  if (filter) search.q = filter;
  if (state.view !== defaults.view && defaults.views.includes(state.view)) search.view = state.view;
  if (!sameSet(state.hidden, defaults.hidden)) search.hide = state.hidden.join(',');
  return search;
}

/** Replaces the table keys of a full search object, keeping every other param. */
export function mergeTableSearch(
  previous: Record<string, unknown>,
  table: TableSearch,
): Record<string, unknown> {
  const next: Record<string, unknown> = { ...previous };
  for (const key of TABLE_SEARCH_KEYS) delete next[key];
  for (const key of TABLE_SEARCH_KEYS) if (table[key] !== undefined) next[key] = table[key];
  return next;
}
