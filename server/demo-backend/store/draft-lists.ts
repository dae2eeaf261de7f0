// Searching a list inside a change (a draft) without copying it. Every element a search reads
// through the draft (find, filter, some) becomes a draft of its own, a copy: at DEMO_SCALE=large
// changing one of Acme's 5,000 users copied the users before it, and signing in copied every
// session. These read the list as it stands and hand back the draft only of what was found.
import { current, isDraft, type Draft } from 'immer';

/** The list as it stands now, its elements not drafted: for searching or filtering a draft's list. */
export function asItStands<T>(list: readonly T[]): readonly T[] {
  return isDraft(list) ? current<readonly T[]>(list as Draft<readonly T[]>) : list;
}

/** The element `test` picks, as the change may edit it (a draft's own), or undefined. */
export function findInDraft<T>(list: T[], test: (item: T) => boolean): T | undefined {
  const index = asItStands(list).findIndex(test);
  return index === -1 ? undefined : list[index];
}
