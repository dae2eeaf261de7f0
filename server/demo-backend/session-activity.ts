// A session's last-seen time, which the user page's Sessions list shows: moved by a request at
// most once a minute per session, so a request is not a write each time.
import type { RequestHandler } from 'express';
import { callerOf, sessionOf } from './access';
import type { DataStore, DemoLogger } from './data-store';

export const LAST_SEEN_EVERY_MS = 60_000;

export function touchSession(store: DataStore, logger: DemoLogger): RequestHandler {
  return async (_req, res, next) => {
    const caller = callerOf(res);
    const session = sessionOf(store, caller);
    const now = Date.now();
    const seen = Date.parse(session?.lastSeenAt ?? session?.createdAt ?? '');
    if (session && !(now - seen < LAST_SEEN_EVERY_MS)) {
      try {
        await store.update((draft) => {
          const stored = draft.sessions.find((s) => s.key === caller.sessionKey);
          if (stored) stored.lastSeenAt = new Date(now).toISOString();
        });
      } catch (error) {
        // A last-seen time is not worth failing the request it rode on.
        logger.warn(
          `demo backend: could not store a session's last-seen time: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    next();
  };
}
