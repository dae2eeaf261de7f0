// Draws a day chart's bars with uPlot (DESIGN resolution 27; about 23 KB gzip, in this lazily
// loaded chunk only). Canvas, so the console's CSP holds (uPlot sets styles through the CSSOM,
// never a style attribute), colours are read from base.css's tokens at each draw, and a change
// of theme draws again. Stacks are drawn by overdraw: the whole stack first, then each lower
// part over it. Reports the plotting area so the day links can lie over the bars.
import uPlot from 'uplot';
import { formatCount } from '../../lib/format';

export interface PlotBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface DayBarsInput {
  /** An axis label per day ("12 Nov"). */
  labels: string[];
  /** Bottom to top; `color` is a token of base.css such as '--success'. */
  series: { color: string; values: number[] }[];
  height: number;
  onLayout: (box: PlotBox) => void;
}

const token = (element: Element, name: string) =>
  getComputedStyle(element).getPropertyValue(name).trim() || 'currentColor';

/** A label every `step` days, counted back from the last (today always has one). */
function daySplits(count: number, plotWidth: number): number[] {
  const perDay = plotWidth / Math.max(count, 1);
  const step = [1, 2, 5, 7, 10, 15].find((candidate) => candidate * perDay >= 52) ?? 30;
  const splits: number[] = [];
  for (let index = count - 1; index >= 0; index -= step) splits.unshift(index);
  return splits;
}

function options(target: HTMLElement, input: DayBarsInput, width: number): uPlot.Options {
  const count = input.labels.length;
  const text = () => token(target, '--text-muted');
  const grid = () => token(target, '--border');
  const font = `12px ${getComputedStyle(target).fontFamily || 'sans-serif'}`;
  const bars = uPlot.paths.bars!({ size: [0.72, 48], align: 0 });
  // Top of the stack first: each later series paints its lower part over the earlier.
  const stacked = [...input.series].reverse();
  return {
    width,
    height: input.height,
    legend: { show: false },
    cursor: { show: false },
    select: { show: false, left: 0, top: 0, width: 0, height: 0 },
    // Room on the right for today's label, centred under the last bar.
    padding: [8, 20, 0, 0],
    scales: {
      x: { time: false, range: [-0.5, count - 0.5] },
      y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] },
    },
    axes: [
      {
        stroke: text,
        font,
        grid: { show: false },
        ticks: { show: false },
        gap: 4,
        size: 28,
        splits: (u) => daySplits(count, u.bbox.width / uPlot.pxRatio),
        values: (_u, splits) => splits.map((index) => input.labels[index] ?? ''),
      },
      {
        stroke: text,
        font,
        grid: { stroke: grid, width: 1 },
        ticks: { show: false },
        gap: 6,
        size: 44,
        space: 28,
        incrs: [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10_000],
        values: (_u, splits) => splits.map((value) => formatCount(value)),
      },
    ],
    series: [
      {},
      ...stacked.map((series) => ({
        fill: () => token(target, series.color),
        stroke: () => token(target, series.color),
        width: 0,
        paths: bars,
        points: { show: false },
      })),
    ],
    hooks: {
      draw: [
        (u) => {
          const ratio = uPlot.pxRatio;
          input.onLayout({
            left: u.bbox.left / ratio,
            top: u.bbox.top / ratio,
            width: u.bbox.width / ratio,
            height: u.bbox.height / ratio,
          });
        },
      ],
    },
  };
}

function chartData(input: DayBarsInput): uPlot.AlignedData {
  const days = input.labels.map((_label, index) => index);
  const running = days.map(() => 0);
  const cumulative = input.series.map((series) =>
    series.values.map((value, index) => (running[index]! += value)),
  );
  return [days, ...cumulative.reverse()];
}

/** Draws into `target` and follows its width and the theme; returns how to stop. */
export function drawDayBars(target: HTMLElement, input: DayBarsInput): () => void {
  let plot: uPlot | undefined;
  const draw = () => {
    plot?.destroy();
    plot = new uPlot(options(target, input, target.clientWidth), chartData(input), target);
  };
  draw();
  const resize = new ResizeObserver(() => {
    const width = target.clientWidth;
    if (plot && width > 0 && width !== plot.width) plot.setSize({ width, height: input.height });
  });
  resize.observe(target);
  // data-theme on <html> (the preference) and the system's scheme (for 'system').
  const theme = new MutationObserver(draw);
  theme.observe(document.documentElement, { attributeFilter: ['data-theme'] });
  const scheme = window.matchMedia('(prefers-color-scheme: dark)');
  scheme.addEventListener('change', draw);
  return () => {
    resize.disconnect();
    theme.disconnect();
    scheme.removeEventListener('change', draw);
    plot?.destroy();
  };
}
