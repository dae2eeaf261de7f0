import { describe, expect, it } from 'vitest';
import { createStatusSet } from './status-set';

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

  it('counts every row under all and unknown ones only there, and filters by the same rule', () => {
    const rows = [{ status: 'open' }, { status: 'done' }, { status: 'weird' }, {}];
    expect(set.count(rows)).toEqual({ all: 4, open: 1, closed: 1 });
    expect(set.filter(rows, 'closed')).toEqual([{ status: 'done' }]);
    expect(set.filter(rows, 'all')).toHaveLength(4);
    expect(set.parseFilter('DONE')).toBe('closed');
    expect(set.parseFilter('nonsense')).toBe('all');
  });
});
