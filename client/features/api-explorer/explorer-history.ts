// Request history: the latest EXPLORER_HISTORY_LIMIT requests, newest first. Entries keep the
// whole draft so that a click restores it; the schema validates what comes back from storage.
import * as z from '@shared/zod';
import { EXPLORER_HISTORY_LIMIT } from '@shared/constants';
import {
  HTTP_METHODS,
  QUERY_PARAM_NAMES,
  emptyQueryParams,
  type ExplorerDraft,
  type QueryParams,
} from './explorer-request';

export const EXPLORER_HISTORY_STORAGE_KEY = 'api-explorer-history';

const paramsSchema = z.object(
  Object.fromEntries(QUERY_PARAM_NAMES.map((name) => [name, z.string().catch('')])) as Record<
    keyof QueryParams,
    z.ZodCatch<z.ZodString>
  >,
);

export const historyEntrySchema = z.object({
  id: z.string(),
  method: z.enum(HTTP_METHODS),
  endpoint: z.string(),
  params: paramsSchema.catch(emptyQueryParams),
  body: z.string().catch(''),
  /** HTTP status, or 0 when the request never got an answer (network error). */
  status: z.number().int().min(0),
  statusText: z.string().catch(''),
  durationMs: z.number().min(0),
  /** ISO time the request was sent. */
  time: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** Stored history: bad entries are dropped one by one, never the whole list; capped. */
export const historySchema = z.array(z.unknown()).transform((items) =>
  items
    .map((item) => historyEntrySchema.safeParse(item))
    .flatMap((result) => (result.success ? [result.data] : []))
    .slice(0, EXPLORER_HISTORY_LIMIT),
);

/**
 * What localStorage holds: the history and whose it is (the user's `sub`), so that on a shared
 * browser the next person to sign in never sees the previous one's requests and bodies.
 */
export const storedHistorySchema = z.object({ owner: z.string(), entries: historySchema });
export type StoredHistory = z.infer<typeof storedHistorySchema>;
export const EMPTY_STORED_HISTORY: StoredHistory = { owner: '', entries: [] };

/** The owner's entries; nobody else's. */
export function historyOf(stored: StoredHistory, owner: string): HistoryEntry[] {
  return owner && stored.owner === owner ? stored.entries : [];
}

/** Records an entry for `owner`, starting afresh when the stored history is someone else's. */
export function recordEntry(
  stored: StoredHistory,
  owner: string,
  entry: HistoryEntry,
): StoredHistory {
  return { owner, entries: addHistoryEntry(historyOf(stored, owner), entry) };
}

export function addHistoryEntry(
  history: readonly HistoryEntry[],
  entry: HistoryEntry,
  limit: number = EXPLORER_HISTORY_LIMIT,
): HistoryEntry[] {
  return [entry, ...history].slice(0, limit);
}

export function draftFromHistory(entry: HistoryEntry): ExplorerDraft {
  return {
    method: entry.method,
    endpoint: entry.endpoint,
    params: { ...emptyQueryParams(), ...entry.params },
    body: entry.body,
  };
}

export function historyEntryFor(
  draft: ExplorerDraft,
  outcome: { status: number; statusText: string; durationMs: number; time: Date },
  id: string,
): HistoryEntry {
  return {
    id,
    method: draft.method,
    endpoint: draft.endpoint.trim(),
    params: { ...draft.params },
    // GET sends no body; keeping one would restore something that was never sent.
    body: draft.method === 'GET' ? '' : draft.body,
    status: outcome.status,
    statusText: outcome.statusText,
    durationMs: Math.max(0, Math.round(outcome.durationMs)),
    time: outcome.time.toISOString(),
  };
}
