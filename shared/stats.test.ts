// The stats contract both sides read (DESIGN resolution 27): the range's rules, the buckets it
// makes, and the keys counts go under.
import { describe, expect, it } from 'vitest';
import { actionCategory, bucketStarts, parseStatsRange, pipelineOutcome } from './stats';

const DAY = 86_400_000;

describe('parseStatsRange', () => {
  it('takes dates and date-times, a day bucket by default, and makes one bucket a day', () => {
    const parsed = parseStatsRange({ from: '2026-11-01', to: '2026-11-03T12:00:00Z' });
    if (!('range' in parsed)) throw new Error(parsed.problem);
    expect(parsed.range.bucket).toBe('day');
    expect(bucketStarts(parsed.range)).toEqual([
      Date.parse('2026-11-01'),
      Date.parse('2026-11-01') + DAY,
      Date.parse('2026-11-01') + 2 * DAY,
    ]);
  });

  it('says what is wrong with a range', () => {
    const problem = (query: Record<string, string | undefined>) =>
      (parseStatsRange(query) as { problem?: string }).problem;
    expect(problem({ to: '2026-11-01' })).toBe('from is required (an ISO 8601 date or date-time)');
    expect(problem({ from: '11/01/2026', to: '2026-11-02' })).toMatch(/^from must be an ISO 8601/);
    expect(problem({ from: '2026-11-02', to: '2026-11-02' })).toBe('from must be earlier than to');
    expect(problem({ from: '2025-01-01', to: '2026-01-03' })).toBe(
      'from and to may be at most 366 days apart',
    );
    expect(problem({ from: '2026-01-01', to: '2026-01-02', bucket: 'hour' })).toBe(
      'bucket must be one of: day',
    );
    expect(problem({ from: '2025-01-01', to: '2026-01-02' })).toBeUndefined();
  });
});

describe('the keys of the counts', () => {
  it("are a pipeline's outcome among SPEC §4's statuses, spellings included, else other", () => {
    expect(
      ['completed', 'In-Progress', 'canceled', ' FAILED ', 'paused', undefined].map(
        pipelineOutcome,
      ),
    ).toEqual(['completed', 'running', 'cancelled', 'failed', 'other', 'other']);
  });

  it("are an activity event's category, its action up to the first dot", () => {
    expect(
      ['session.signed_in', 'organization.domain_added', 'custom'].map(actionCategory),
    ).toEqual(['session', 'organization', 'custom']);
  });
});
