// What the organization picker lists for a query: pinned organizations first, then the recently
// used ones, then all the others (alphabetical, best matches first), each filtered by the query.
// Built for thousands of organizations: names are normalized once per list, and a keystroke is
// one linear pass with no sorting.
import type { ContextOrganization } from '../../entities/organization/get-organization-context';
import { lookalikeNames } from '@shared/name-skeleton';

export type SectionId = 'pinned' | 'recent' | 'all';

export const SECTION_LABELS: Record<SectionId, string> = {
  pinned: 'Pinned',
  recent: 'Recent',
  all: 'All organizations',
};

export interface PickerEntry {
  organization: ContextOrganization;
  /** Position in alphabetical order: a stable key for the option's element id. */
  order: number;
  /** The name lower-cased and without accents, for matching. */
  search: string;
  /** The id lower-cased (an administrator may paste one). */
  idSearch: string;
}

export interface PickerIndex {
  entries: PickerEntry[];
  byId: Map<string, PickerEntry>;
  /** Names that more than one organization bears (their options also show a short id). */
  sharedNames: Set<string>;
}

export interface PickerOption {
  entry: PickerEntry;
  section: SectionId;
}

export type PickerRow =
  | { kind: 'header'; section: SectionId }
  | {
      kind: 'option';
      option: PickerOption;
      optionIndex: number;
      /** 1-based position inside its section (aria-posinset). */
      position: number;
    };

export interface PickerRows {
  rows: PickerRow[];
  options: PickerOption[];
  /** Sections in display order with their option counts (for aria-setsize). */
  sectionSizes: Map<SectionId, number>;
  /** Whether section headers are shown (only when pins or recents exist). */
  grouped: boolean;
}

export function normalizeText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

// The list object from the query cache is stable until it is refetched, so reopening the picker
// reuses its index instead of sorting thousands of names again.
const indexes = new WeakMap<readonly ContextOrganization[], PickerIndex>();

export function indexOrganizations(organizations: readonly ContextOrganization[]): PickerIndex {
  let index = indexes.get(organizations);
  if (!index) {
    index = buildIndex(organizations);
    indexes.set(organizations, index);
  }
  return index;
}

function buildIndex(organizations: readonly ContextOrganization[]): PickerIndex {
  const sorted = [...organizations].sort((a, b) => collator.compare(a.name, b.name));
  const entries = sorted.map((organization, order) => ({
    organization,
    order,
    search: normalizeText(organization.name),
    idSearch: organization.id.toLowerCase(),
  }));
  // Same or look-alike names ('Acme' and a Cyrillic 'Аcme') are told apart by their id.
  const sharedNames = lookalikeNames(sorted.map(({ name }) => name));
  return {
    entries,
    byId: new Map(entries.map((entry) => [entry.organization.id, entry])),
    sharedNames,
  };
}

interface Query {
  words: string[];
  whole: string;
}

function parseQuery(text: string): Query | null {
  const whole = normalizeText(text.trim());
  if (!whole) return null;
  return { words: whole.split(/\s+/), whole };
}

/** 0 name starts with the query, 1 a word of the name does, 2 matches elsewhere; -1 no match. */
function rank(entry: PickerEntry, query: Query): number {
  const { search } = entry;
  if (search.startsWith(query.whole)) return 0;
  if (query.words.every((word) => search.includes(word))) {
    const first = query.words[0] ?? '';
    return search.startsWith(first) || search.includes(` ${first}`) ? 1 : 2;
  }
  return entry.idSearch.includes(query.whole) ? 2 : -1;
}

/** The parts of the name the query's words matched, [start, end) in order, for highlighting. */
export function matchRanges(entry: PickerEntry, text: string): [number, number][] {
  const query = parseQuery(text);
  // Normalizing can change a name's length (rare ligatures); then no highlight rather than a
  // wrong one.
  if (!query || entry.search.length !== entry.organization.name.length) return [];
  const ranges: [number, number][] = [];
  for (const word of query.words) {
    const at = entry.search.indexOf(word);
    if (at >= 0) ranges.push([at, at + word.length]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  // Overlapping words ("acme", "acm") make one highlight.
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

export function pickerRows(
  index: PickerIndex,
  picks: { pinned: readonly string[]; recent: readonly string[] },
  text: string,
): PickerRows {
  const query = parseQuery(text);
  const taken = new Set<string>();
  const sections: Record<SectionId, PickerEntry[]> = { pinned: [], recent: [], all: [] };
  const keep = (entry: PickerEntry | undefined, section: SectionId) => {
    if (!entry || taken.has(entry.organization.id)) return;
    taken.add(entry.organization.id);
    if (!query || rank(entry, query) >= 0) sections[section].push(entry);
  };
  for (const id of picks.pinned) keep(index.byId.get(id), 'pinned');
  for (const id of picks.recent) keep(index.byId.get(id), 'recent');
  if (query) {
    // Three buckets keep alphabetical order inside each rank without sorting.
    const buckets: PickerEntry[][] = [[], [], []];
    for (const entry of index.entries) {
      if (taken.has(entry.organization.id)) continue;
      const r = rank(entry, query);
      if (r >= 0) buckets[r]!.push(entry);
    }
    sections.all = buckets.flat();
  } else {
    sections.all = taken.size
      ? index.entries.filter((entry) => !taken.has(entry.organization.id))
      : index.entries;
  }

  const grouped = sections.pinned.length > 0 || sections.recent.length > 0;
  const rows: PickerRow[] = [];
  const options: PickerOption[] = [];
  const sectionSizes = new Map<SectionId, number>();
  for (const section of ['pinned', 'recent', 'all'] as const) {
    const entries = sections[section];
    if (entries.length === 0) continue;
    sectionSizes.set(section, entries.length);
    if (grouped) rows.push({ kind: 'header', section });
    entries.forEach((entry, at) => {
      const option = { entry, section };
      rows.push({ kind: 'option', option, optionIndex: options.length, position: at + 1 });
      options.push(option);
    });
  }
  return { rows, options, sectionSizes, grouped };
}
