// A day chart's series and its legend, shared by the drawn chart (day-bar-chart.tsx) and the
// place held for it before it is drawn (day-chart-placeholder.tsx).
export interface ChartSeries {
  key: string;
  label: string;
  /** A colour token of base.css, such as '--success'. */
  color: string;
}

export function ChartLegend({ series }: { series: readonly ChartSeries[] }) {
  return (
    <ul className="day-chart__legend" aria-label="Legend">
      {series.map((one) => (
        <li key={one.key}>
          <span
            className="day-chart__swatch"
            style={{ background: `var(${one.color})` }}
            aria-hidden
          />
          {one.label}
        </li>
      ))}
    </ul>
  );
}
