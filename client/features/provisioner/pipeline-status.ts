// Pipeline statuses of SPEC §4: one normaliser decides which filter a pipeline belongs to, so
// the chips, their counts and the list can never disagree. `in_progress` counts as running.
import { PIPELINE_STATUSES, type PipelineStatus } from '@shared/constants';
import { createStatusSet, type StatusCounts, type StatusFilter } from '../../lib/status-set';
import type { Pipeline } from '@shared/schemas';

export type PipelineStatusFilter = StatusFilter<PipelineStatus>;

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

const statusSet = createStatusSet(PIPELINE_STATUSES, ALIASES);

export const normalisePipelineStatus = statusSet.normalise;
export const parsePipelineStatusFilter = statusSet.parseFilter;

export type PipelineStatusCounts = StatusCounts<PipelineStatus>;

/** Counts per chip: every pipeline counts under All; an unknown status only there. */
export const countPipelineStatuses: (
  pipelines: readonly Pick<Pipeline, 'status'>[],
) => PipelineStatusCounts = statusSet.count;

export const filterPipelinesByStatus = statusSet.filter;
