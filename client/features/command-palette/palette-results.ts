// What the palette lists for a query: recent items first while the query is empty, else the
// ranked matches, capped so that a keystroke renders a few dozen options and not thousands.
// With no match it looks among the hidden items for the reason to give.
import type { HiddenItem, PaletteCatalogue, PaletteItem } from './palette-items';
import { searchTextOf } from './palette-items';
import { createSearchIndex, type SearchIndex } from './palette-search';

/** Rendered options at most; the count of all matches is shown beside them. */
export const RESULT_LIMIT = 50;

export interface PaletteModel {
  catalogue: PaletteCatalogue;
  index: SearchIndex<PaletteItem>;
  hiddenIndex: SearchIndex<HiddenItem>;
  byId: Map<string, PaletteItem>;
}

/** Built once per catalogue (the haystack of 10,000 organizations is made here, not per key). */
export function createPaletteModel(catalogue: PaletteCatalogue): PaletteModel {
  return {
    catalogue,
    index: createSearchIndex(catalogue.items, searchTextOf),
    hiddenIndex: createSearchIndex(catalogue.hidden, searchTextOf),
    byId: new Map(catalogue.items.map((item) => [item.id, item])),
  };
}

export interface PaletteResults {
  items: PaletteItem[];
  /** Every match, also those past the cap. */
  total: number;
  /** How many of `items` are recent ones (empty query only). */
  recentCount: number;
  /** With no match: a hidden item the query names, and what it needs. */
  hiddenMatch: HiddenItem | null;
}

export function paletteResults(
  model: PaletteModel,
  query: string,
  recents: readonly string[],
  limit = RESULT_LIMIT,
): PaletteResults {
  if (!query.trim()) {
    const recent = recents
      .map((id) => model.byId.get(id))
      .filter((item): item is PaletteItem => item !== undefined);
    const recentIds = new Set(recent.map((item) => item.id));
    const rest = model.catalogue.items.filter((item) => !recentIds.has(item.id));
    const items = [...recent, ...rest].slice(0, limit);
    return {
      items,
      total: model.catalogue.items.length,
      recentCount: recent.length,
      hiddenMatch: null,
    };
  }
  const { items, total } = model.index.search(query, limit);
  const hiddenMatch = total === 0 ? (model.hiddenIndex.search(query, 1).items[0] ?? null) : null;
  return { items, total, recentCount: 0, hiddenMatch };
}

/**
 * The local results with the people the server found for the same query that they lack, after
 * them (a name found in all users, not only the loaded ones).
 */
export function withPeople(
  results: PaletteResults,
  people: readonly PaletteItem[],
): PaletteResults {
  if (people.length === 0) return results;
  const listed = new Set(results.items.map((item) => item.id));
  const added = people.filter((item) => !listed.has(item.id));
  if (added.length === 0) return results;
  return {
    ...results,
    items: [...results.items, ...added],
    total: results.total + added.length,
    hiddenMatch: null,
  };
}
