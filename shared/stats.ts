// Counts per time bucket (DESIGN resolution 27): the query and the answer of
// GET /api/v1/audit-events/stats and GET /api/v1/provisioner/stats, for BFF and console.
import { PIPELINE_STATUSES, type PipelineStatus } from './constants';
import { statusByAlias } from './status-alias';
import * as z from './zod';

export const AUDIT_STATS_PATH = '/api/v1/audit-events/stats';
export const PIPELINE_STATS_PATH = '/api/v1/provisioner/stats';

export const STATS_BUCKETS = ['day'] as const;
export type StatsBucket = (typeof STATS_BUCKETS)[number];
export const STATS_BUCKET_MS: Record<StatsBucket, number> = { day: 86_400_000 };
/** The widest range one request may ask for. */
export const STATS_MAX_DAYS = 366;

const ISO_START = /^\d{4}-\d{2}-\d{2}(?:$|T)/;

const instant = (name: string) =>
  z
    .string({ error: `${name} is required (an ISO 8601 date or date-time)` })
    .refine((value) => ISO_START.test(value) && !Number.isNaN(Date.parse(value)), {
      error: `${name} must be an ISO 8601 date or date-time such as 2026-01-31T00:00:00Z`,
    })
    .transform((value) => Date.parse(value));

/**
 * `from` (inclusive) and `to` (exclusive) as instants; `bucket` (default day). Buckets are
 * consecutive from `from`, each one bucket long (a day is 24 hours, so a console that wants its
 * own calendar days sends its local midnight as `from`); the last one ends at `to`.
 */
export const statsRangeSchema = z
  .object({
    from: instant('from'),
    to: instant('to'),
    bucket: z
      .enum(STATS_BUCKETS, { error: `bucket must be one of: ${STATS_BUCKETS.join(', ')}` })
      .default('day'),
  })
  .superRefine(({ from, to }, context) => {
    if (from >= to) context.addIssue({ code: 'custom', message: 'from must be earlier than to' });
    else if (to - from > STATS_MAX_DAYS * STATS_BUCKET_MS.day)
      context.addIssue({
        code: 'custom',
        message: `from and to may be at most ${STATS_MAX_DAYS} days apart`,
      });
  });
export type StatsRange = z.output<typeof statsRangeSchema>;

/** The problem with a stats query's range, in the words of its first issue, or the range. */
export function parseStatsRange(
  query: Record<string, string | undefined>,
): { range: StatsRange } | { problem: string } {
  const result = statsRangeSchema.safeParse({
    from: query.from,
    to: query.to,
    bucket: query.bucket === '' ? undefined : query.bucket,
  });
  return result.success
    ? { range: result.data }
    : { problem: result.error.issues[0]?.message ?? 'Invalid range' };
}

/** The buckets' start times of a range, oldest first. */
export function bucketStarts({ from, to, bucket }: StatsRange): number[] {
  const size = STATS_BUCKET_MS[bucket];
  const starts: number[] = [];
  for (let start = from; start < to; start += size) starts.push(start);
  return starts;
}

// Loose: a BFF may add fields; counts may name keys this console does not know yet.
export const statsBucketSchema = z.looseObject({
  /** ISO 8601 instant the bucket starts at. */
  start: z.string(),
  /** Counts by key: a pipeline's outcome, or an activity event's category. */
  counts: z.record(z.string(), z.number()),
  total: z.number(),
});
export type StatsBucketCounts = z.infer<typeof statsBucketSchema>;

export const statsAnswerSchema = z.looseObject({
  bucket: z.string(),
  from: z.string(),
  to: z.string(),
  buckets: z.array(statsBucketSchema),
});
export type StatsAnswer = z.infer<typeof statsAnswerSchema>;

/** An activity event's category, the key of its count: the action up to its first dot. */
export function actionCategory(action: string): string {
  const dot = action.indexOf('.');
  return dot < 0 ? action : action.slice(0, dot);
}

const OUTCOME_ALIASES: Record<string, PipelineStatus> = {
  ...Object.fromEntries(PIPELINE_STATUSES.map((status) => [status, status])),
  in_progress: 'running',
  inprogress: 'running',
  canceled: 'cancelled',
};

/** A pipeline's outcome, the key of its count: one of SPEC §4's statuses, else 'other'. */
export function pipelineOutcome(status: unknown): PipelineStatus | 'other' {
  return statusByAlias(OUTCOME_ALIASES, status) ?? 'other';
}
