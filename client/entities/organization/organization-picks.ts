// The organization picker's pinned and recently used organizations, remembered per signed-in
// user (keyed by their sub) in localStorage: people who share a browser keep their own lists,
// and signing out (which clears the selection, SPEC §4) leaves them for the next sign-in.
import { useAtom, type WritableAtom } from 'jotai';
import { atomWithReset, atomWithStorage, type RESET } from 'jotai/utils';
import { useCallback, useMemo } from 'react';
import { STORAGE_KEYS } from '@shared/constants';
import { validatedStorage } from '../../lib/validated-storage';

export interface OrganizationPicks {
  /** Pinned organization ids, in the order they were pinned. */
  pinned: string[];
  /** Recently selected organization ids, the latest first. */
  recent: string[];
}

export const RECENT_LIMIT = 5;
/** Enough for any real use; keeps a hand-edited or runaway value from growing without end. */
export const PIN_LIMIT = 100;

const NO_PICKS: OrganizationPicks = { pinned: [], recent: [] };

function idList(value: unknown, limit: number): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const ids = value.filter((id): id is string => typeof id === 'string' && id.length > 0);
  return [...new Set(ids)].slice(0, limit);
}

/** A stored value, or undefined when it is not one (storage atoms then use the default). */
export function validatePicks(value: unknown): OrganizationPicks | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const pinned = idList(record.pinned ?? [], PIN_LIMIT);
  const recent = idList(record.recent ?? [], RECENT_LIMIT);
  return pinned && recent ? { pinned, recent } : undefined;
}

export const organizationPicksKey = (sub: string) => `${STORAGE_KEYS.organizationPicks}:${sub}`;

/** `id` moved to the front of the recents (the same object when it already leads). */
export function withRecent(picks: OrganizationPicks, id: string): OrganizationPicks {
  if (picks.recent[0] === id) return picks;
  const recent = [id, ...picks.recent.filter((other) => other !== id)].slice(0, RECENT_LIMIT);
  return { ...picks, recent };
}

/** `id` pinned (at the end) when it was not, unpinned when it was. */
export function withPinToggled(picks: OrganizationPicks, id: string): OrganizationPicks {
  const pinned = picks.pinned.includes(id)
    ? picks.pinned.filter((other) => other !== id)
    : [...picks.pinned, id].slice(-PIN_LIMIT);
  return { ...picks, pinned };
}

type PicksUpdate =
  | OrganizationPicks
  | typeof RESET
  | ((current: OrganizationPicks) => OrganizationPicks | typeof RESET);
type PicksAtom = WritableAtom<OrganizationPicks, [PicksUpdate], void>;
const atomsBySub = new Map<string, PicksAtom>();
// Without a sub (no user yet) picks live for the page only.
const unsavedPicksAtom: PicksAtom = atomWithReset(NO_PICKS);
const picksStorage = validatedStorage(validatePicks);

export function organizationPicksAtom(sub: string | null | undefined): PicksAtom {
  if (!sub) return unsavedPicksAtom;
  let picks = atomsBySub.get(sub);
  if (!picks) {
    picks = atomWithStorage(organizationPicksKey(sub), NO_PICKS, picksStorage, { getOnInit: true });
    atomsBySub.set(sub, picks);
  }
  return picks;
}

export interface OrganizationPicksValue extends OrganizationPicks {
  togglePin: (id: string) => void;
  recordRecent: (id: string) => void;
}

export function useOrganizationPicks(sub: string | null | undefined): OrganizationPicksValue {
  const [picks, setPicks] = useAtom(organizationPicksAtom(sub));
  // Updaters, not the rendered picks: a write from the first render's effects must build on
  // what the store read from storage when the atom mounted, not on the default it began with.
  const togglePin = useCallback(
    (id: string) => setPicks((current) => withPinToggled(current, id)),
    [setPicks],
  );
  const recordRecent = useCallback(
    (id: string) => setPicks((current) => withRecent(current, id)),
    [setPicks],
  );
  return useMemo(() => ({ ...picks, togglePin, recordRecent }), [picks, togglePin, recordRecent]);
}
