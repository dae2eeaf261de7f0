// An organization's Overview, drawn (DESIGN resolution 27): its members' activity per day over
// the last 30 days, each day a link to the organization's Activity list for that day. Shown only
// to who may read this organization's record; a BFF without the stats call shows nothing.
import type { ChartSeries } from '../../components/charts/chart-legend';
import { DayBarChart } from '../../components/charts/day-bar-chart';
import { StatsChartNote, useActivityDays } from '../../entities/stats/stats-days';
import { useCanReadActivityOf } from '../../entities/activity/activity-access';
import { useActivityStats } from '../../entities/stats/get-stats';

const EVENTS: ChartSeries[] = [{ key: 'total', label: 'Events', color: '--primary' }];
const TITLE = "Members' activity per day";

export function MembersActivityChart({ organizationId }: { organizationId: string }) {
  // The record's read scope (audit:read; a Manager their own organization only) is also what
  // the organization's Activity list, the links' target, asks.
  const canRead = useCanReadActivityOf(organizationId);
  const read = useActivityStats(organizationId, canRead);
  const days = useActivityDays(read, '/organization/activity');
  if (!canRead || read.data === 'not-offered') return null;
  return (
    <div className="organization-overview__panel">
      {days ? (
        <DayBarChart
          title={TITLE}
          noun={['event', 'events']}
          series={EVENTS}
          days={days}
          linkText="Open the organization's activity of that day"
        />
      ) : (
        <StatsChartNote read={read} title={TITLE} />
      )}
    </div>
  );
}
