// "Platform at a glance", drawn (DESIGN resolution 27): pipelines created per day by outcome and
// activity per day over the last 30 days, each day a link to its list filtered to that day. A
// BFF without the stats calls (404/405/501) draws nothing and the figures above stay as they were.
import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { PIPELINE_STATUSES } from '@shared/constants';
import type { ChartSeries } from '../../components/charts/chart-legend';
import { DayBarChart } from '../../components/charts/day-bar-chart';
import { chartDays, StatsChartNote, useActivityDays } from '../../entities/stats/stats-days';
import { useActivityStats, usePipelineStats } from '../../entities/stats/get-stats';

const OUTCOMES: Record<string, ChartSeries> = {
  completed: { key: 'completed', label: 'Completed', color: '--success' },
  failed: { key: 'failed', label: 'Failed', color: '--danger' },
  cancelled: { key: 'cancelled', label: 'Cancelled', color: '--neutral' },
  running: { key: 'running', label: 'Running', color: '--primary' },
  pending: { key: 'pending', label: 'Pending', color: '--warning' },
  other: { key: 'other', label: 'Other', color: '--text-muted' },
};
const OUTCOME_ORDER = ['completed', 'failed', 'cancelled', 'running', 'pending', 'other'];
/** The legend the chart draws unless its answer holds an outcome beyond the statuses. */
const EXPECTED_OUTCOMES = OUTCOME_ORDER.filter((key) =>
  (PIPELINE_STATUSES as readonly string[]).includes(key),
).map((key) => OUTCOMES[key]!);
const EVENTS: ChartSeries[] = [{ key: 'total', label: 'Events', color: '--primary' }];

export function PipelineOutcomeChart() {
  const read = usePipelineStats(true);
  const router = useRouter();
  const answer = read.data === 'not-offered' ? undefined : read.data;
  const chart = useMemo(() => {
    if (!answer) return null;
    const keys = new Set(answer.buckets.flatMap((bucket) => Object.keys(bucket.counts)));
    const series = OUTCOME_ORDER.filter(
      (key) => keys.has(key) || (PIPELINE_STATUSES as readonly string[]).includes(key),
    ).map((key) => OUTCOMES[key]!);
    const hrefOf = (day: string, outcome?: string) =>
      router.buildLocation({
        to: '/global/provisioner',
        search:
          outcome && outcome !== 'other' ? { created: day, status: outcome } : { created: day },
      }).href;
    return { series, days: chartDays(answer, hrefOf, true) };
  }, [answer, router]);
  const title = 'Pipelines by outcome per day';
  if (!chart)
    return <StatsChartNote read={read} title={title} series={EXPECTED_OUTCOMES} headingLevel={3} />;
  return (
    <DayBarChart
      title={title}
      noun={['pipeline', 'pipelines']}
      series={chart.series}
      days={chart.days}
      linkText="Open the pipelines created that day"
      headingLevel={3}
    />
  );
}

export function ActivityPerDayChart() {
  const read = useActivityStats(undefined, true);
  const days = useActivityDays(read, '/global/activity');
  const title = 'Activity per day';
  if (!days) return <StatsChartNote read={read} title={title} headingLevel={3} />;
  return (
    <DayBarChart
      title={title}
      noun={['event', 'events']}
      series={EVENTS}
      days={days}
      linkText="Open the activity of that day"
      headingLevel={3}
    />
  );
}
