// A bar per day (DESIGN resolution 27). The bars are drawn by uPlot in a chunk of their own
// (draw-day-bars.ts, loaded when a chart first shows); over them lies a link per day to the list
// filtered to it (one tab stop, arrow keys move between days); the day under the pointer or
// focus is read out above; and the numbers are a table, visually hidden for screen readers
// until "Show as table" shows it.
import { useRouter } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { formatCount, formatQuantity } from '../../lib/format';
import { dateOfDay } from '../../lib/local-day';
import { ChartLegend, type ChartSeries } from './chart-legend';
import type { PlotBox } from './draw-day-bars';

export interface ChartDay {
  /** The viewer's calendar day, YYYY-MM-DD. */
  day: string;
  values: Record<string, number>;
  total: number;
  /** The list filtered to this day. */
  href: string;
  /** The list filtered to this day and one series (a table cell's link), by series key. */
  hrefs?: Record<string, string>;
}

export interface DayBarChartProps {
  title: string;
  /** What one unit is, singular and plural ("event", "events"). */
  noun: [string, string];
  series: ChartSeries[];
  days: ChartDay[];
  /** What a day's link opens, after the day's numbers ("Open the activity of that day"). */
  linkText: string;
  headingLevel?: 2 | 3;
  height?: number;
}

const longDay = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});
const shortDay = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });

export const dayLabel = (day: string) => longDay.format(dateOfDay(day));

/** "Tue 12 Nov: 3 completed, 1 failed" (the series with a count), or "…: no pipelines". */
export function dayText(day: ChartDay, series: ChartSeries[], noun: [string, string]): string {
  const parts =
    series.length === 1
      ? day.total > 0
        ? [formatQuantity(day.total, ...noun)]
        : []
      : series
          .filter((one) => (day.values[one.key] ?? 0) > 0)
          .map((one) => `${formatCount(day.values[one.key] ?? 0)} ${one.label.toLowerCase()}`);
  return `${dayLabel(day.day)}: ${parts.length ? parts.join(', ') : `no ${noun[1]}`}`;
}

type Drawing = 'loading' | 'drawn' | 'failed';

function useDayBars(props: DayBarChartProps) {
  const target = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState<PlotBox | null>(null);
  const [drawing, setDrawing] = useState<Drawing>('loading');
  const { days, series, height = 180 } = props;
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('./draw-day-bars')
      .then(({ drawDayBars }) => {
        if (cancelled || !target.current) return;
        stop = drawDayBars(target.current, {
          labels: days.map((day) => shortDay.format(dateOfDay(day.day))),
          series: series.map((one) => ({
            color: one.color,
            values: days.map((day) => day.values[one.key] ?? 0),
          })),
          height,
          onLayout: (next) =>
            setBox((previous) =>
              previous &&
              previous.left === next.left &&
              previous.top === next.top &&
              previous.width === next.width &&
              previous.height === next.height
                ? previous
                : next,
            ),
        });
        setDrawing('drawn');
      })
      .catch(() => {
        if (!cancelled) setDrawing('failed');
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [days, series, height]);
  return { target, box, drawing };
}

export function DayBarChart(props: DayBarChartProps) {
  const { title, noun, series, days, linkText, headingLevel = 2, height = 180 } = props;
  const router = useRouter();
  const id = useId();
  const { target, box, drawing } = useDayBars(props);
  const [active, setActive] = useState<number | null>(null);
  const [focusIndex, setFocusIndex] = useState(days.length - 1);
  const [tableShown, setTableShown] = useState(false);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const total = days.reduce((sum, day) => sum + day.total, 0);
  const showTable = tableShown || drawing === 'failed';

  const follow = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    void router.navigate({ href });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const next =
      event.key === 'ArrowRight'
        ? index + 1
        : event.key === 'ArrowLeft'
          ? index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? days.length - 1
              : null;
    if (next === null || next < 0 || next >= days.length) return;
    event.preventDefault();
    setFocusIndex(next);
    links.current[next]?.focus();
  };
  const shown = active === null ? null : days[active];

  return (
    <figure className="day-chart" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className="day-chart__title">
        {title}
      </Heading>
      {series.length > 1 ? <ChartLegend series={series} /> : null}
      <p className="day-chart__readout" aria-hidden="true">
        {shown
          ? dayText(shown, series, noun)
          : `${formatQuantity(total, ...noun)} in ${formatQuantity(days.length, 'day', 'days')}`}
      </p>
      <div className="day-chart__plot" data-drawing={drawing}>
        <div ref={target} className="day-chart__canvas" style={{ minHeight: height }} />
        {box && drawing === 'drawn' ? (
          <div
            className="day-chart__days"
            role="group"
            aria-label={`${title}: a link per day`}
            style={{ left: box.left, top: box.top, width: box.width, height: box.height }}
            onMouseLeave={() => setActive(null)}
          >
            {days.map((day, index) => (
              <a
                key={day.day}
                ref={(element) => {
                  links.current[index] = element;
                }}
                href={day.href}
                className="day-chart__day"
                style={{
                  left: `${(index / days.length) * 100}%`,
                  width: `${100 / days.length}%`,
                }}
                tabIndex={index === focusIndex ? 0 : -1}
                aria-label={`${dayText(day, series, noun)}. ${linkText}`}
                onClick={(event) => follow(event, day.href)}
                onKeyDown={(event) => onKeyDown(event, index)}
                onMouseEnter={() => setActive(index)}
                onFocus={() => {
                  setActive(index);
                  setFocusIndex(index);
                }}
                onBlur={() => setActive(null)}
              />
            ))}
          </div>
        ) : null}
      </div>
      {/* Beside the table it shows, under the chart: on a narrow screen it has its own line. */}
      <button
        type="button"
        className="button button--ghost button--sm day-chart__toggle"
        aria-expanded={showTable}
        aria-controls={`${id}-table`}
        onClick={() => setTableShown((shownNow) => !shownNow)}
      >
        {showTable ? 'Hide table' : 'Show as table'}
      </button>
      <ChartTable
        id={`${id}-table`}
        title={title}
        series={series}
        days={days}
        shown={showTable}
        follow={follow}
      />
    </figure>
  );
}

function ChartTable({
  id,
  title,
  series,
  days,
  shown,
  follow,
}: {
  id: string;
  title: string;
  series: ChartSeries[];
  days: ChartDay[];
  shown: boolean;
  follow: (event: MouseEvent<HTMLAnchorElement>, href: string) => void;
}) {
  // Hidden, it is for screen readers: its links stay out of the tab order (the chart's own day
  // links serve the keyboard), so no invisible element takes the focus.
  return (
    <div id={id} className={shown ? 'day-chart__table-wrap' : 'visually-hidden'}>
      <table className="day-chart__table">
        <caption>{title}, by day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            {series.length > 1
              ? series.map((one) => (
                  <th key={one.key} scope="col">
                    {one.label}
                  </th>
                ))
              : null}
            <th scope="col">{series.length > 1 ? 'Total' : series[0]?.label}</th>
          </tr>
        </thead>
        <tbody>
          {[...days].reverse().map((day) => (
            <tr key={day.day}>
              <th scope="row">
                <a
                  href={day.href}
                  tabIndex={shown ? undefined : -1}
                  onClick={(event) => follow(event, day.href)}
                >
                  {dayLabel(day.day)}
                </a>
              </th>
              {series.length > 1
                ? series.map((one) => {
                    const count = day.values[one.key] ?? 0;
                    const href = day.hrefs?.[one.key];
                    return (
                      <td key={one.key}>
                        {count > 0 && href ? (
                          <a
                            href={href}
                            tabIndex={shown ? undefined : -1}
                            aria-label={`${formatCount(count)} ${one.label.toLowerCase()} on ${dayLabel(day.day)}`}
                            onClick={(event) => follow(event, href)}
                          >
                            {formatCount(count)}
                          </a>
                        ) : (
                          formatCount(count)
                        )}
                      </td>
                    );
                  })
                : null}
              <td>{formatCount(day.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
