// Pipeline statuses of SPEC §4: one normaliser decides which filter a pipeline belongs to, so
// the chips, their counts and the list can never disagree. `in_progress` counts as running.
import { PIPELINE_STATUSES, type PipelineStatus } from '../../../shared/constants';
import type { Pipeline } from '../../../shared/schemas';

export type PipelineStatusFilter = 'all' | PipelineStatus;

export const PIPELINE_STATUS_LABELS: Record<PipelineStatus, string> = {
  pending: 'Pending',
  running: 'Running',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** The filter chips in the order SPEC §2 lists them. */
export const PIPELINE_STATUS_FILTERS: readonly { value: PipelineStatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...PIPELINE_STATUSES.map((status) => ({ value: status, label: PIPELINE_STATUS_LABELS[status] })),
];

// Keys after lower-casing and turning spaces and hyphens into underscores. `in_progress` is the
// spec's alias; `inprogress` and `canceled` are spellings of the same words.
const ALIASES: Record<string, PipelineStatus> = {
  pending: 'pending',
  running: 'running',
  in_progress: 'running',
  inprogress: 'running',
  completed: 'completed',
  failed: 'failed',
  cancelled: 'cancelled',
  canceled: 'cancelled',
};

/** The known status for a raw value, or null for a missing or unknown one (shown neutral). */
export function normalisePipelineStatus(raw: unknown): PipelineStatus | null {
  if (typeof raw !== 'string') return null;
  const key = raw
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return ALIASES[key] ?? null;
}

/** A filter from the URL: 'all', a status or an alias of one; anything else is All. */
export function parsePipelineStatusFilter(value: unknown): PipelineStatusFilter {
  if (typeof value === 'string' && value.trim().toLowerCase() === 'all') return 'all';
  return normalisePipelineStatus(value) ?? 'all';
}

export type PipelineStatusCounts = Record<PipelineStatusFilter, number>;

/** Counts per chip: every pipeline counts under All; an unknown status only there. */
export function countPipelineStatuses(
  pipelines: readonly Pick<Pipeline, 'status'>[],
): PipelineStatusCounts {
  const counts: PipelineStatusCounts = {
    all: pipelines.length,
    pending: 0,
    running: 0,
    completed: 0,
    failed: 0,
    cancelled: 0,
  };
  for (const pipeline of pipelines) {
    const status = normalisePipelineStatus(pipeline.status);
    if (status) counts[status] += 1;
  }
  return counts;
}

export function filterPipelinesByStatus<T extends Pick<Pipeline, 'status'>>(
  pipelines: readonly T[],
  filter: PipelineStatusFilter,
): T[] {
  if (filter === 'all') return [...pipelines];
  return pipelines.filter((pipeline) => normalisePipelineStatus(pipeline.status) === filter);
}
