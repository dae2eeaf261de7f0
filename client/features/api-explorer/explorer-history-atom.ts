// The history kept in localStorage through a validated jotai storage atom: whatever is
// stored there (an older shape, hand edits) becomes a clean list of at most 10 entries.
import { atom } from 'jotai';
import { RESET, atomWithStorage } from 'jotai/utils';
import { validatedStorage } from '../../lib/validated-storage';
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

export const explorerHistoryAtom = atomWithStorage(
  EXPLORER_HISTORY_STORAGE_KEY,
  EMPTY_STORED_HISTORY,
  validatedStorage(validStoredHistory),
  { getOnInit: true },
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
