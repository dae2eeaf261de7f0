// A day chart's place before it is drawn (its numbers or its code still loading, or its read
// failed): the drawn chart's title, legend, line, plot area and button row, the line saying
// why, so nothing below moves when the chart arrives (a late chart pushed the dashboard's cards
// and the Overview's links ~250 px down under the pointer).
import { ChartLegend, type ChartSeries } from './chart-legend';

export interface DayChartPlaceholderProps {
  title: string;
  /** What the chart's place says meanwhile ("Loading …", or why it failed). */
  text: string;
  /** The series the drawn chart will show: a legend of more than one holds its lines too. */
  series?: readonly ChartSeries[];
  headingLevel?: 2 | 3;
  height?: number;
}

export function DayChartPlaceholder({
  title,
  text,
  series = [],
  headingLevel = 2,
  height = 180,
}: DayChartPlaceholderProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // Not yet a figure: the drawn chart is the one named by its title.
  return (
    <div className="day-chart day-chart--placeholder">
      <Heading className="day-chart__title">{title}</Heading>
      {series.length > 1 ? <ChartLegend series={series} /> : null}
      <p className="day-chart__note">{text}</p>
      <div className="day-chart__plot">
        <div className="day-chart__canvas" style={{ minHeight: height }} />
      </div>
      {/* The row of the drawn chart's "Show as table", held unseen. */}
      <span
        className="button button--ghost button--sm day-chart__toggle day-chart__held"
        aria-hidden
      >
        Show as table
      </span>
    </div>
  );
}
