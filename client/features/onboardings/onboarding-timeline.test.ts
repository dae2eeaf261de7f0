import { describe, expect, it } from 'vitest';
import { sortByCreatedAscending } from './onboarding-timeline';

describe('sortByCreatedAscending', () => {
  it('orders by createdDate, oldest first, whatever the offset notation', () => {
    const sorted = sortByCreatedAscending([
      { id: 'c', createdDate: '2024-03-01T00:00:00Z' },
      { id: 'a', createdDate: '2023-12-31T23:00:00Z' },
      { id: 'b', createdDate: '2024-01-01T01:30:00+02:00' },
    ]);
    expect(sorted.map((o) => o.id)).toEqual(['a', 'b', 'c']);
  });

  it('keeps list order for equal dates and puts missing or bad dates last', () => {
    const sorted = sortByCreatedAscending([
      { id: 'none' },
      { id: 'x', createdDate: '2024-05-01T00:00:00Z' },
      { id: 'bad', createdDate: 'not a date' },
      { id: 'y', createdDate: '2024-05-01T00:00:00Z' },
      { id: 'early', createdDate: '2020-01-01' },
    ]);
    expect(sorted.map((o) => o.id)).toEqual(['early', 'x', 'y', 'none', 'bad']);
  });

  it('does not change the list it was given', () => {
    const list = [{ createdDate: '2024-02-01' }, { createdDate: '2024-01-01' }];
    sortByCreatedAscending(list);
    expect(list[0]!.createdDate).toBe('2024-02-01');
  });
});
