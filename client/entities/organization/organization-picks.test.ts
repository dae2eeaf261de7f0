// Pins and recents: how they change, and what a stored value must be to be believed.
import { describe, expect, it } from 'vitest';
import {
  PIN_LIMIT,
  RECENT_LIMIT,
  validatePicks,
  withPinToggled,
  withRecent,
  type OrganizationPicks,
} from './organization-picks';

describe('organization picks', () => {
  it('keeps the latest five recents, the newest first, each once', () => {
    let picks: OrganizationPicks = { pinned: [], recent: [] };
    for (const id of ['a', 'b', 'c', 'a', 'd', 'e', 'f']) picks = withRecent(picks, id);
    expect(picks.recent).toEqual(['f', 'e', 'd', 'a', 'c']);
    expect(picks.recent).toHaveLength(RECENT_LIMIT);
    // Selecting the latest again changes nothing (and writes nothing).
    expect(withRecent(picks, 'f')).toBe(picks);
  });

  it('toggles a pin, adding at the end', () => {
    const one = withPinToggled({ pinned: ['a'], recent: [] }, 'b');
    expect(one.pinned).toEqual(['a', 'b']);
    expect(withPinToggled(one, 'a').pinned).toEqual(['b']);
  });

  it('believes only lists of ids, dropping blanks and repeats, within the limits', () => {
    expect(validatePicks({ pinned: ['a', '', 'a', 7, 'b'], recent: ['c'] })).toEqual({
      pinned: ['a', 'b'],
      recent: ['c'],
    });
    expect(validatePicks({})).toEqual({ pinned: [], recent: [] });
    expect(validatePicks({ pinned: 'a' })).toBeUndefined();
    expect(validatePicks(null)).toBeUndefined();
    const many = Array.from({ length: PIN_LIMIT + 10 }, (_, i) => `id-${i}`);
    expect(validatePicks({ pinned: many, recent: many })).toEqual({
      pinned: many.slice(0, PIN_LIMIT),
      recent: many.slice(0, RECENT_LIMIT),
    });
  });
});
