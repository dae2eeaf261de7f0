// The history kept in localStorage through the console's validated storage atoms: whatever is
// stored there (an older shape, hand edits) becomes a clean list of at most 10 entries.
import { atom } from 'jotai';
import { storageAtom } from '../../lib/storage-atom';
import {
  EXPLORER_HISTORY_STORAGE_KEY,
  addHistoryEntry,
  historySchema,
  type HistoryEntry,
} from './explorer-history';

function validHistory(value: unknown): HistoryEntry[] | undefined {
  const parsed = historySchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

export const explorerHistoryAtom = storageAtom<HistoryEntry[]>(
  EXPLORER_HISTORY_STORAGE_KEY,
  validHistory,
  [],
);

/** Adds a finished request, reading the current list in the store (never a stale copy). */
export const recordHistoryEntryAtom = atom(null, (get, set, entry: HistoryEntry) => {
  set(explorerHistoryAtom, addHistoryEntry(get(explorerHistoryAtom), entry));
});
