// Test-only: answers of the stats calls (DESIGN resolution 27) for the console's own range, the
// viewer's last 30 days, with the counts a test names per day (0 = the oldest, 29 = today).
import type { StatsAnswer } from '@shared/stats';
import { CHART_DAYS, lastDays } from '../entities/stats/get-stats';

const DAY_MS = 86_400_000;

export function statsAnswer(countsOf: (index: number) => Record<string, number>): StatsAnswer {
  const range = lastDays();
  const from = Date.parse(range.from);
  return {
    bucket: 'day',
    from: range.from,
    to: range.to,
    buckets: Array.from({ length: CHART_DAYS }, (_, index) => {
      const counts = countsOf(index);
      return {
        start: new Date(from + index * DAY_MS).toISOString(),
        counts,
        total: Object.values(counts).reduce((sum, count) => sum + count, 0),
      };
    }),
  };
}
