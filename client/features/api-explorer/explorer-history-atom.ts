// The history kept in localStorage, read on init and validated: whatever is stored there
// (an older shape, hand edits, another tab) becomes a clean list of at most 10 entries.
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { atom } from 'jotai';
import {
  EXPLORER_HISTORY_STORAGE_KEY,
  addHistoryEntry,
  historySchema,
  type HistoryEntry,
} from './explorer-history';

const json = createJSONStorage<unknown>(() => localStorage);

function clean(value: unknown): HistoryEntry[] {
  const parsed = historySchema.safeParse(value);
  return parsed.success ? parsed.data : [];
}

const historyStorage = {
  getItem: (key: string): HistoryEntry[] => clean(json.getItem(key, [])),
  setItem: (key: string, value: HistoryEntry[]) => json.setItem(key, value),
  removeItem: (key: string) => json.removeItem(key),
  subscribe: (key: string, callback: (value: HistoryEntry[]) => void) =>
    json.subscribe?.(key, (value) => callback(clean(value)), []) ?? (() => {}),
};

export const explorerHistoryAtom = atomWithStorage<HistoryEntry[]>(
  EXPLORER_HISTORY_STORAGE_KEY,
  [],
  historyStorage,
  { getOnInit: true },
);

/** Adds a finished request, reading the current list in the store (never a stale copy). */
export const recordHistoryEntryAtom = atom(null, (get, set, entry: HistoryEntry) => {
  set(explorerHistoryAtom, addHistoryEntry(get(explorerHistoryAtom), entry));
});
