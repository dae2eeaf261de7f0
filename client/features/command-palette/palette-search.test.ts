import { describe, expect, it } from 'vitest';
import { createSearchIndex } from './palette-search';

const labels = (items: readonly { label: string }[]) => items.map((item) => item.label);
const index = (names: string[]) =>
  createSearchIndex(
    names.map((label) => ({ label })),
    (item) => item.label,
  );

describe('palette ranking (uFuzzy)', () => {
  it('forgives one typo per word: a missing, swapped, extra or wrong letter', () => {
    const search = index(['Organizations', 'Users', 'Settings', 'Invite user', 'Sign out']);
    expect(labels(search.search('orgnizations', 5).items)).toEqual(['Organizations']);
    expect(labels(search.search('organizatoins', 5).items)).toEqual(['Organizations']);
    expect(labels(search.search('setings', 5).items)).toEqual(['Settings']);
    expect(labels(search.search('sing out', 5).items)).toEqual(['Sign out']);
    expect(labels(search.search('invte', 5).items)).toEqual(['Invite user']);
    expect(search.search('xyzzy', 5)).toEqual({ items: [], total: 0 });
  });

  it('puts the closer match first', () => {
    const search = index(['Umbrella Stark Holdings', 'Stark Industries', 'Starkville']);
    expect(labels(search.search('stark industries', 3).items)[0]).toBe('Stark Industries');
  });

  it('caps what it returns but counts every match, among 10,000 organizations', () => {
    const names = Array.from({ length: 10_000 }, (_, i) => `Organization ${i}`);
    names[7_777] = 'Wonka Chocolate Factory';
    const search = index(names);
    const all = search.search('organization', 50);
    expect(all.items).toHaveLength(50);
    expect(all.total).toBe(9_999);
    expect(labels(search.search('wonka choclate', 50).items)).toEqual(['Wonka Chocolate Factory']);
  });

  it('lists items in their own order for an empty query', () => {
    const search = index(['B', 'A', 'C']);
    expect(search.search('  ', 2)).toEqual({ items: [{ label: 'B' }, { label: 'A' }], total: 3 });
  });
});
