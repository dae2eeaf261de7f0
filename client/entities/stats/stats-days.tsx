// From a stats answer (DESIGN resolution 27) to a day chart's days, and what a chart's place
// shows before or instead of it. Shared by the dashboard and an organization's Overview.
import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { StatsAnswer } from '@shared/stats';
import { errorText } from '../../lib/api-client';
import { bucketDay, type StatsRead } from './get-stats';
import type { ChartSeries } from '../../components/charts/chart-legend';
import type { ChartDay } from '../../components/charts/day-bar-chart';
import { DayChartPlaceholder } from '../../components/charts/day-chart-placeholder';

/**
 * The chart's days; `hrefOf` gives a day's filtered list, and with `byKey` each count's own
 * (a pipeline outcome's) for the table. Without `byKey` a day holds its total alone.
 */
export function chartDays(
  answer: StatsAnswer,
  hrefOf: (day: string, key?: string) => string,
  byKey: boolean,
): ChartDay[] {
  return answer.buckets.map((bucket) => {
    const day = bucketDay(bucket.start);
    return {
      day,
      values: byKey ? bucket.counts : { total: bucket.total },
      total: bucket.total,
      href: hrefOf(day),
      hrefs: byKey
        ? Object.fromEntries(Object.keys(bucket.counts).map((key) => [key, hrefOf(day, key)]))
        : undefined,
    };
  });
}

/**
 * An activity stats read as a chart's days, each day a link to `activityList` narrowed to that
 * day (a one-day custom range); null until there is an answer (or none is offered).
 */
export function useActivityDays(
  read: { data?: StatsRead },
  activityList: '/global/activity' | '/organization/activity',
): ChartDay[] | null {
  const router = useRouter();
  const answer = read.data === 'not-offered' ? undefined : read.data;
  return useMemo(
    () =>
      answer
        ? chartDays(
            answer,
            (day) =>
              router.buildLocation({
                to: activityList,
                search: { range: 'custom', from: day, to: day },
              }).href,
            false,
          )
        : null,
    [answer, router, activityList],
  );
}

/**
 * Loading or failed: the chart's place held, with a line saying which (day-chart-placeholder).
 * Not offered: nothing (the figures stay).
 */
export function StatsChartNote({
  read,
  title,
  series,
  headingLevel,
}: {
  read: { data?: StatsRead; error: unknown };
  title: string;
  series?: readonly ChartSeries[];
  headingLevel?: 2 | 3;
}) {
  if (read.data === 'not-offered') return null;
  return (
    <DayChartPlaceholder
      title={title}
      series={series}
      headingLevel={headingLevel}
      text={
        read.error
          ? `${title}: ${errorText(read.error, 'Failed to load')}`
          : `Loading ${title.toLowerCase()}…`
      }
    />
  );
}
