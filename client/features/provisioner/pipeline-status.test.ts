import { describe, expect, it } from 'vitest';
import {
  PIPELINE_STATUS_FILTERS,
  countPipelineStatuses,
  filterPipelinesByStatus,
  normalisePipelineStatus,
  parsePipelineStatusFilter,
} from './pipeline-status';

describe('normalisePipelineStatus', () => {
  it.each([
    ['pending', 'pending'],
    ['running', 'running'],
    ['in_progress', 'running'],
    ['in-progress', 'running'],
    ['In Progress', 'running'],
    ['IN_PROGRESS', 'running'],
    ['inprogress', 'running'],
    ['completed', 'completed'],
    ['Completed ', 'completed'],
    ['failed', 'failed'],
    ['FAILED', 'failed'],
    ['cancelled', 'cancelled'],
    ['canceled', 'cancelled'],
  ])('%j is %s', (raw, status) => {
    expect(normalisePipelineStatus(raw)).toBe(status);
  });

  it.each([['retrying'], ['unknown'], [''], [null], [undefined], [42]])(
    '%j is no known status',
    (raw) => {
      expect(normalisePipelineStatus(raw)).toBeNull();
    },
  );
});

describe('status filter', () => {
  it('offers the chips of the spec in order', () => {
    expect(PIPELINE_STATUS_FILTERS.map((filter) => filter.label)).toEqual([
      'All',
      'Pending',
      'Running',
      'Completed',
      'Failed',
      'Cancelled',
    ]);
  });

  it('reads a filter from the URL, aliases included', () => {
    expect(parsePipelineStatusFilter('failed')).toBe('failed');
    expect(parsePipelineStatusFilter('in_progress')).toBe('running');
    expect(parsePipelineStatusFilter('ALL')).toBe('all');
    expect(parsePipelineStatusFilter('nonsense')).toBe('all');
    expect(parsePipelineStatusFilter(undefined)).toBe('all');
  });
});

const PIPELINES = [
  { status: 'pending' },
  { status: 'running' },
  { status: 'in_progress' },
  { status: 'In-Progress' },
  { status: 'completed' },
  { status: 'completed' },
  { status: 'failed' },
  { status: 'cancelled' },
  { status: 'paused' },
  {},
];

describe('counts and filtering', () => {
  it('counts every pipeline under All and in_progress as running; unknown under Other', () => {
    expect(countPipelineStatuses(PIPELINES)).toEqual({
      all: 10,
      other: 2,
      pending: 1,
      running: 3,
      completed: 2,
      failed: 1,
      cancelled: 1,
    });
    expect(countPipelineStatuses([])).toEqual({
      all: 0,
      other: 0,
      pending: 0,
      running: 0,
      completed: 0,
      failed: 0,
      cancelled: 0,
    });
  });

  it('filters by the same rule the counts use', () => {
    const counts = countPipelineStatuses(PIPELINES);
    for (const { value } of PIPELINE_STATUS_FILTERS) {
      expect(filterPipelinesByStatus(PIPELINES, value)).toHaveLength(counts[value]);
    }
    expect(filterPipelinesByStatus(PIPELINES, 'running').map((p) => p.status)).toEqual([
      'running',
      'in_progress',
      'In-Progress',
    ]);
  });
});
