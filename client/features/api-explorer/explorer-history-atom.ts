// The history kept in localStorage through the console's validated storage atoms: whatever is
// stored there (an older shape, hand edits) becomes a clean list of at most 10 entries.
import { atom } from '../../lib/atoms';
import { RESET, storageAtom } from '../../lib/storage-atom';
import {
  EMPTY_STORED_HISTORY,
  EXPLORER_HISTORY_STORAGE_KEY,
  recordEntry,
  storedHistorySchema,
  type HistoryEntry,
  type StoredHistory,
} from './explorer-history';

function validStoredHistory(value: unknown): StoredHistory | undefined {
  const parsed = storedHistorySchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

export const explorerHistoryAtom = storageAtom<StoredHistory>(
  EXPLORER_HISTORY_STORAGE_KEY,
  validStoredHistory,
  EMPTY_STORED_HISTORY,
);

/** Adds a finished request, reading the current list in the store (never a stale copy). */
export const recordHistoryEntryAtom = atom(
  null,
  (get, set, { owner, entry }: { owner: string; entry: HistoryEntry }) => {
    set(explorerHistoryAtom, recordEntry(get(explorerHistoryAtom), owner, entry));
  },
);

/** Clear History: removes the key altogether. */
export const clearHistoryAtom = atom(null, (_get, set) => set(explorerHistoryAtom, RESET));
