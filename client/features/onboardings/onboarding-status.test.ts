import { describe, expect, it } from 'vitest';
import {
  ONBOARDING_STATUS_FILTERS,
  countOnboardingStatuses,
  filterOnboardingsByStatus,
  normaliseOnboardingStatus,
  onboardingStatusLabel,
  parseStatusFilter,
} from './onboarding-status';

describe('normaliseOnboardingStatus', () => {
  it.each([
    ['pending', 'pending'],
    ['in_progress', 'in_progress'],
    ['in-progress', 'in_progress'],
    ['In Progress', 'in_progress'],
    ['IN_PROGRESS', 'in_progress'],
    ['inprogress', 'in_progress'],
    ['completed', 'completed'],
    ['Completed', 'completed'],
    ['failed', 'failed'],
    ['error', 'failed'],
    ['ERROR', 'failed'],
    ['cancelled', 'cancelled'],
    ['canceled', 'cancelled'],
    ['  pending  ', 'pending'],
  ])('reads %j as %s', (raw, expected) => {
    expect(normaliseOnboardingStatus(raw)).toBe(expected);
  });

  it.each([['archived'], ['running'], [''], [undefined], [null], [42]])(
    'treats %j as unknown',
    (raw) => {
      expect(normaliseOnboardingStatus(raw)).toBeNull();
    },
  );
});

describe('onboardingStatusLabel', () => {
  it('labels known statuses and keeps unknown text', () => {
    expect(onboardingStatusLabel('in-progress')).toBe('In Progress');
    expect(onboardingStatusLabel('error')).toBe('Failed');
    expect(onboardingStatusLabel('archived')).toBe('archived');
    expect(onboardingStatusLabel(undefined)).toBe('Unknown');
  });
});

describe('status filters', () => {
  it('offers the spec chips in order', () => {
    expect(ONBOARDING_STATUS_FILTERS.map((f) => f.label)).toEqual([
      'All',
      'Pending',
      'In Progress',
      'Completed',
      'Failed',
      'Cancelled',
    ]);
  });

  it('parses a URL value, falling back to all', () => {
    expect(parseStatusFilter('failed')).toBe('failed');
    expect(parseStatusFilter('in-progress')).toBe('in_progress');
    expect(parseStatusFilter('bogus')).toBe('all');
    expect(parseStatusFilter(undefined)).toBe('all');
  });
});

const sample = [
  { id: '1', status: 'pending' },
  { id: '2', status: 'in_progress' },
  { id: '3', status: 'in-progress' },
  { id: '4', status: 'completed' },
  { id: '5', status: 'failed' },
  { id: '6', status: 'error' },
  { id: '7', status: 'cancelled' },
  { id: '8', status: 'archived' },
  { id: '9' },
];

describe('countOnboardingStatuses', () => {
  it('merges aliases and counts unknown values under Other', () => {
    expect(countOnboardingStatuses(sample)).toEqual({
      all: 9,
      other: 2,
      pending: 1,
      in_progress: 2,
      completed: 1,
      failed: 2,
      cancelled: 1,
    });
  });

  it('counts nothing for an empty list', () => {
    expect(countOnboardingStatuses([])).toEqual({
      all: 0,
      other: 0,
      pending: 0,
      in_progress: 0,
      completed: 0,
      failed: 0,
      cancelled: 0,
    });
  });
});

describe('filterOnboardingsByStatus', () => {
  it('keeps every onboarding for All, and both spellings for a merged status', () => {
    expect(filterOnboardingsByStatus(sample, 'all')).toHaveLength(9);
    expect(filterOnboardingsByStatus(sample, 'in_progress').map((o) => o.id)).toEqual(['2', '3']);
    expect(filterOnboardingsByStatus(sample, 'failed').map((o) => o.id)).toEqual(['5', '6']);
  });

  it('agrees with the counts for every chip', () => {
    const counts = countOnboardingStatuses(sample);
    for (const { value } of ONBOARDING_STATUS_FILTERS) {
      expect(filterOnboardingsByStatus(sample, value)).toHaveLength(counts[value]);
    }
  });
});
