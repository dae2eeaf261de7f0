// DESIGN resolution 27's chart, without a canvas (the test DOM has none; the browser test draws it):
// the numbers as a table for screen readers, a link per day over the bars with one tab stop, and
// each link opening its list in the app.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/screen-harness';
import type { ChartSeries } from './chart-legend';
import { DayBarChart, type ChartDay } from './day-bar-chart';
import type { DayBarsInput } from './draw-day-bars';

const drawn: DayBarsInput[] = [];
vi.mock('./draw-day-bars', () => ({
  drawDayBars: (_target: HTMLElement, input: DayBarsInput) => {
    drawn.push(input);
    input.onLayout({ left: 40, top: 8, width: 300, height: 150 });
    return () => undefined;
  },
}));

const SERIES: ChartSeries[] = [
  { key: 'completed', label: 'Completed', color: '--success' },
  { key: 'failed', label: 'Failed', color: '--danger' },
];
const DAYS: ChartDay[] = [
  {
    day: '2026-11-25',
    values: { completed: 2, failed: 1 },
    total: 3,
    href: '/list?created=2026-11-25',
    hrefs: {
      completed: '/list?created=2026-11-25&status=completed',
      failed: '/list?created=2026-11-25&status=failed',
    },
  },
  { day: '2026-11-26', values: {}, total: 0, href: '/list?created=2026-11-26', hrefs: {} },
  {
    day: '2026-11-27',
    values: { failed: 4 },
    total: 4,
    href: '/list?created=2026-11-27',
    hrefs: { failed: '/list?created=2026-11-27&status=failed' },
  },
];

function renderChart(series = SERIES, days = DAYS) {
  return renderAt('/', () => (
    <DayBarChart
      title="Pipelines by outcome per day"
      noun={['pipeline', 'pipelines']}
      series={series}
      days={days}
      linkText="Open the pipelines created that day"
    />
  ));
}

describe('DayBarChart', () => {
  it('is a figure named by its visible title, drawn with each series bottom to top', async () => {
    renderChart();
    const figure = await screen.findByRole('figure', { name: 'Pipelines by outcome per day' });
    expect(within(figure).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Pipelines by outcome per day',
    );
    await waitFor(() => expect(drawn.at(-1)?.series).toHaveLength(2));
    expect(drawn.at(-1)?.series.map((series) => series.values)).toEqual([
      [2, 0, 0],
      [1, 0, 4],
    ]);
    expect(within(figure).getByText('7 pipelines in 3 days')).toBeInTheDocument();
  });

  it('gives screen readers the numbers as a table, newest day first, each day a link', async () => {
    renderChart();
    const table = await screen.findByRole('table', {
      name: 'Pipelines by outcome per day, by day',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DayCompletedFailedTotal',
      expect.stringMatching(/27.*0.*4.*4$/),
      expect.stringMatching(/26.*0.*0.*0$/),
      expect.stringMatching(/25.*2.*1.*3$/),
    ]);
    const day = within(rows[3]!).getAllByRole('link')[0]!;
    expect(day).toHaveAttribute('href', '/list?created=2026-11-25');
    expect(within(rows[3]!).getByRole('link', { name: /^1 failed on/ })).toHaveAttribute(
      'href',
      '/list?created=2026-11-25&status=failed',
    );
    // Hidden, its links stay out of the tab order; shown, they are ordinary links.
    expect(day).toHaveAttribute('tabindex', '-1');
    expect(table.closest('.visually-hidden')).not.toBeNull();
  });

  it('shows the table on request', async () => {
    const { user } = renderChart();
    const toggle = await screen.findByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide table' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const table = screen.getByRole('table');
    expect(table.closest('.visually-hidden')).toBeNull();
    expect(within(table).getAllByRole('link')[0]).not.toHaveAttribute('tabindex');
  });

  it('lays a link per day over the bars: one tab stop on today, arrow keys move, each says its numbers', async () => {
    const { user } = renderChart();
    const group = await screen.findByRole('group', {
      name: 'Pipelines by outcome per day: a link per day',
    });
    const links = within(group).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('tabindex'))).toEqual(['-1', '-1', '0']);
    expect(links[2]).toHaveAccessibleName(
      expect.stringMatching(/27.*: 4 failed\. Open the pipelines created that day$/),
    );
    expect(links[1]).toHaveAccessibleName(expect.stringMatching(/26.*: no pipelines\./));
    expect(links[0]).toHaveAccessibleName(expect.stringMatching(/25.*: 2 completed, 1 failed\./));
    await user.tab();
    expect(links[2]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(links[1]).toHaveFocus();
    expect(links.map((link) => link.getAttribute('tabindex'))).toEqual(['-1', '0', '-1']);
    await user.keyboard('{Home}');
    expect(links[0]).toHaveFocus();
    // The day in focus is read out above the chart for who sees it.
    expect(screen.getByText(/25.*: 2 completed, 1 failed$/)).toBeInTheDocument();
  });

  it("opens a day's list inside the app", async () => {
    const { user, router } = renderChart(SERIES, [{ ...DAYS[0]!, href: '/?created=2026-11-25' }]);
    const group = await screen.findByRole('group');
    await user.click(within(group).getAllByRole('link')[0]!);
    await waitFor(() => expect(router.state.location.href).toBe('/?created=2026-11-25'));
  });

  it('with one series, counts in its own words and keeps the table to day and count', async () => {
    await act(async () => {
      renderChart(
        [{ key: 'total', label: 'Events', color: '--primary' }],
        [{ day: '2026-11-27', values: { total: 1 }, total: 1, href: '/activity' }],
      );
    });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Day', 'Events']);
    expect(screen.getByRole('link', { name: /27.*: 1 pipeline\. Open/ })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Legend' })).toBeNull();
  });
});
