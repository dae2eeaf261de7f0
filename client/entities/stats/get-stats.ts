// Counts per day (DESIGN resolution 27), read by the dashboard's "Platform at a glance" and an
// organization's Overview: GET /api/v1/audit-events/stats and GET /api/v1/provisioner/stats over
// the viewer's last N calendar days. A BFF without them (404/405/501) answers 'not-offered', and
// the screens keep the figures they showed before.
import { useQuery } from '@tanstack/react-query';
import {
  AUDIT_STATS_PATH,
  PIPELINE_STATS_PATH,
  statsAnswerSchema,
  type StatsAnswer,
} from '@shared/stats';
import { api, isMissingEndpoint } from '../../lib/api-client';
import { localDay } from '../../lib/local-day';

export const CHART_DAYS = 30;
const DAY_MS = 86_400_000;

export type StatsRead = StatsAnswer | 'not-offered';

/**
 * The last `days` days up to today, from the viewer's midnight: buckets are 24 hours from
 * `from`, so they are the viewer's days (an hour off after a daylight-saving change).
 */
export function lastDays(days: number = CHART_DAYS, now: number = Date.now()) {
  const today = new Date(now);
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1));
  const from = start.getTime();
  return {
    from: new Date(from).toISOString(),
    to: new Date(from + days * DAY_MS).toISOString(),
    bucket: 'day' as const,
  };
}

/** The local day a bucket stands for: the day at its middle, safe from an hour's shift. */
export const bucketDay = (start: string) => localDay(Date.parse(start) + DAY_MS / 2);

const schema = statsAnswerSchema.describe('stats');

async function readStats(
  path: string,
  query: Record<string, string | undefined>,
  signal: AbortSignal,
): Promise<StatsRead> {
  try {
    return await api.get(path, { query, schema, signal });
  } catch (error) {
    if (isMissingEndpoint(error)) return 'not-offered';
    throw error;
  }
}

export const statsKeys = {
  all: ['stats'] as const,
  activity: (organizationId: string | undefined, from: string) =>
    [...statsKeys.all, 'activity', organizationId ?? 'every', from] as const,
  pipelines: (from: string) => [...statsKeys.all, 'pipelines', from] as const,
};

/** Activity events per day: one organization's, or (no id, Administrators) every one's. */
export function useActivityStats(organizationId: string | undefined, enabled: boolean) {
  const range = lastDays();
  return useQuery({
    queryKey: statsKeys.activity(organizationId, range.from),
    queryFn: ({ signal }) => readStats(AUDIT_STATS_PATH, { ...range, organizationId }, signal),
    enabled,
    retry: false,
  });
}

/** Pipelines created per day, by outcome. */
export function usePipelineStats(enabled: boolean) {
  const range = lastDays();
  return useQuery({
    queryKey: statsKeys.pipelines(range.from),
    queryFn: ({ signal }) => readStats(PIPELINE_STATS_PATH, range, signal),
    enabled,
    retry: false,
  });
}
