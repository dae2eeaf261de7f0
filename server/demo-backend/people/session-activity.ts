// A session's last-seen time, which the user page's Sessions list shows. Kept in memory and
// moved at most once a minute per session: a read never writes the data file (the fuzz suite
// holds the store to "only an accepted write changes it"), so the stored `lastSeenAt` is the
// sign-in's (or the seed's) and a restart shows that until the session is used again.
import type { RequestHandler } from 'express';
import { callerOf } from '../http/access';
import type { DataStore } from '../store/data-store';
import type { StoredSession } from '../store/demo-data';

export const LAST_SEEN_EVERY_MS = 60_000;
/** Past this many remembered sessions, the ones no longer stored are forgotten. */
const PRUNE_AT = 5_000;

export class LastSeen {
  readonly #seen = new Map<string, number>();

  constructor(private readonly store: DataStore) {}

  /** Notes the caller's request (after requireSignIn). */
  readonly touch: RequestHandler = (_req, res, next) => {
    const key = callerOf(res).sessionKey;
    const now = Date.now();
    const last = this.#seen.get(key);
    if (last === undefined || now - last >= LAST_SEEN_EVERY_MS) {
      if (this.#seen.size >= PRUNE_AT) this.#prune();
      this.#seen.set(key, now);
    }
    next();
  };

  /** When `session` was last used: the later of what this process saw and what is stored. */
  of(session: StoredSession): string {
    const stored = session.lastSeenAt ?? session.createdAt;
    const seen = this.#seen.get(session.key);
    return seen !== undefined && seen > Date.parse(stored) ? new Date(seen).toISOString() : stored;
  }

  #prune(): void {
    const live = new Set(this.store.data.sessions.map((s) => s.key));
    for (const key of this.#seen.keys()) if (!live.has(key)) this.#seen.delete(key);
  }
}
