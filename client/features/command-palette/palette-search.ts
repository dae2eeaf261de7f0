// Fuzzy, typo-tolerant ranking of the palette's items with uFuzzy (@leeoniya/ufuzzy, ~4 KB
// gzip, measured against fuse.js and match-sorter in docs/design.md): one error per term
// (a missing, extra, swapped or wrong letter) is forgiven, and 10,000 organizations search
// in about a millisecond. The haystack is built once per item list, not per keystroke.
import uFuzzy from '@leeoniya/ufuzzy';

/** Above this many matches uFuzzy skips its ranking pass: then haystack order stands. */
const RANK_LIMIT = 250;

const fuzzy = new uFuzzy({ intraMode: 1 });

export interface SearchResult<T> {
  /** At most `limit` items, best first. */
  items: T[];
  /** How many matched in all. */
  total: number;
}

export interface SearchIndex<T> {
  search(query: string, limit: number): SearchResult<T>;
}

/**
 * Items are searched by `text(item)`; among equally good matches (and past RANK_LIMIT
 * matches) earlier items come first, so callers put screens and actions before records.
 */
export function createSearchIndex<T>(
  items: readonly T[],
  text: (item: T) => string,
): SearchIndex<T> {
  const haystack = items.map(text);
  return {
    search(query, limit) {
      const needle = query.trim();
      if (!needle) return { items: items.slice(0, limit), total: items.length };
      const [indexes, info, order] = fuzzy.search(haystack, needle, 0, RANK_LIMIT);
      if (!indexes) return { items: [], total: 0 };
      const ranked = info && order ? order.map((position) => info.idx[position]!) : [...indexes];
      return {
        items: ranked.slice(0, limit).map((index) => items[index]!),
        total: indexes.length,
      };
    },
  };
}
