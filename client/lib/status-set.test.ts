import { describe, expect, it } from 'vitest';
import { createStatusSet, statusChips } from './status-set';

const set = createStatusSet(['open', 'closed'] as const, {
  open: 'open',
  closed: 'closed',
  done: 'closed',
});

describe('createStatusSet', () => {
  it('folds case, spaces, hyphens and aliases; unknown and inherited keys are null', () => {
    expect(set.normalise(' OPEN ')).toBe('open');
    expect(set.normalise('Done')).toBe('closed');
    expect(set.normalise('on-hold')).toBeNull();
    expect(set.normalise('__proto__')).toBeNull();
    expect(set.normalise('constructor')).toBeNull();
    expect(set.normalise(undefined)).toBeNull();
  });

  it('counts unknown and missing statuses under other, so the chips add up to all', () => {
    const rows = [{ status: 'open' }, { status: 'done' }, { status: 'on_hold' }, {}];
    const counts = set.count(rows);
    expect(counts).toEqual({ all: 4, open: 1, closed: 1, other: 2 });
    expect(counts.open + counts.closed + counts.other).toBe(counts.all);
  });

  it('filters by the same rule the counts use', () => {
    const rows = [{ status: 'open' }, { status: 'done' }, { status: 'on_hold' }, {}];
    expect(set.filter(rows, 'closed')).toEqual([{ status: 'done' }]);
    expect(set.filter(rows, 'other')).toEqual([{ status: 'on_hold' }, {}]);
    expect(set.filter(rows, 'all')).toHaveLength(4);
    expect(set.parseFilter('DONE')).toBe('closed');
    expect(set.parseFilter('other')).toBe('other');
    expect(set.parseFilter('nonsense')).toBe('all');
  });

  it('shows the Other chip only while a row needs it or it is the chosen filter', () => {
    const known = [{ value: 'all', label: 'All' }] as const;
    const none = { all: 1, other: 0 };
    expect(statusChips(known, none, 'all').map((c) => c.label)).toEqual(['All']);
    expect(statusChips(known, { all: 1, other: 1 }, 'all').map((c) => c.label)).toEqual([
      'All',
      'Other',
    ]);
    expect(statusChips(known, none, 'other').map((c) => c.label)).toEqual(['All', 'Other']);
    expect(statusChips(known, null, 'all').map((c) => c.label)).toEqual(['All']);
  });
});
