import { describe, expect, it } from 'vitest';
import { analyseOnboardings, formatDuration } from './onboarding-analytics';

describe('analyseOnboardings', () => {
  it('counts by status and averages created → completed over onboardings that have both', () => {
    const result = analyseOnboardings([
      {
        status: 'completed',
        createdDate: '2024-01-01T00:00:00Z',
        completedDate: '2024-01-02T00:00:00Z',
      },
      {
        status: 'completed',
        createdDate: '2024-01-01T00:00:00Z',
        completedDate: '2024-01-04T00:00:00Z',
      },
      { status: 'in-progress', createdDate: '2024-01-01T00:00:00Z', completedDate: null },
      { status: 'error', createdDate: '2024-01-01T00:00:00Z' },
      { status: 'archived' },
      // completed before created: a data error, left out of the average
      {
        status: 'completed',
        createdDate: '2024-02-01T00:00:00Z',
        completedDate: '2024-01-01T00:00:00Z',
      },
    ]);
    expect(result.counts).toEqual({
      all: 6,
      other: 1,
      pending: 0,
      in_progress: 1,
      completed: 3,
      failed: 1,
      cancelled: 0,
    });
    expect(result.others).toEqual([{ label: 'Archived', count: 1 }]);
    expect(result.timed).toBe(2);
    expect(result.averageCompletionMs).toBe(2 * 86_400_000);
  });

  it('names each status outside the spec by its own words, most frequent first', () => {
    const result = analyseOnboardings([
      { status: 'on_hold' },
      { status: 'On Hold' },
      { status: 'paused' },
      { status: 'pending' },
      {},
    ]);
    expect(result.others).toEqual([
      { label: 'On Hold', count: 2 },
      { label: 'Paused', count: 1 },
      { label: 'Unknown', count: 1 },
    ]);
  });

  it('has no average when nothing completed', () => {
    expect(analyseOnboardings([{ status: 'pending' }]).averageCompletionMs).toBeNull();
  });
});

describe('formatDuration', () => {
  it.each([
    [30_000, '< 1 min'],
    [5 * 60_000, '5 min'],
    [2 * 3_600_000 + 5 * 60_000, '2 h 5 min'],
    [3 * 86_400_000 + 4 * 3_600_000 + 59 * 60_000, '3 d 4 h'],
    [2 * 86_400_000 + 10 * 60_000, '2 d'],
  ])('%i ms → %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});
