// The palette's recently chosen items, per user, in localStorage: shown first while the query
// is empty. Only ids are stored; an id that no longer resolves (an item now hidden, an
// organization gone) is simply not shown. A bad stored value falls back to none.
import { validatedStorage } from '../../lib/validated-storage';

export const RECENTS_LIMIT = 8;

export function recentsKey(userKey: string): string {
  return `command-palette-recents:${userKey}`;
}

function validIds(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter((id): id is string => typeof id === 'string').slice(0, RECENTS_LIMIT);
}

const storage = validatedStorage(validIds);

export function readRecents(userKey: string): string[] {
  return storage.getItem(recentsKey(userKey), []);
}

/** Puts `id` first and keeps the newest RECENTS_LIMIT. */
export function rememberRecent(userKey: string, id: string): string[] {
  const next = [id, ...readRecents(userKey).filter((other) => other !== id)].slice(
    0,
    RECENTS_LIMIT,
  );
  storage.setItem(recentsKey(userKey), next);
  return next;
}
