// DESIGN resolution 27 in a real browser: the Administrator's dashboard draws pipelines by
// outcome and activity per day, an organization's Overview its members' activity per day; a
// day's link opens the list filtered to that day; axe finds nothing in light and dark at 1280
// and 360 px; nothing on either page moves as its charts arrive; and a BFF without the stats
// calls keeps the figures with no error shown.
// With CHARTS_SCREENSHOTS=<folder> each look is also saved there as a PNG.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localDay } from '../../client/lib/local-day';
import { axeViolations, describeViolations } from './support/axe';
import { newWatchedPage, screenshotFolder } from './support/browser';
import { setUpConsoleFixture } from './support/console-fixture';
import { layoutShiftsInMain, watchLayoutShifts } from './support/layout-shifts';
import { createPipeline } from './support/pipelines';
import { signIn } from './support/sign-in';

// Short steps, so the pipelines made here reach their outcomes (a fail-… slug fails) at once.
const env = setUpConsoleFixture({ backendEnv: { PIPELINE_STEP_MS: '100' } });
const { problems } = env;

type Scheme = 'light' | 'dark';
const WIDTHS = [1280, 360];
const SCHEMES: Scheme[] = ['light', 'dark'];
const PIPELINES = 'Pipelines by outcome per day';
const ACTIVITY = 'Activity per day';
const MEMBERS = "Members' activity per day";

async function newPage(width: number): Promise<Page> {
  const context = await env.newContext({ viewport: { width, height: 900 } });
  const page = await newWatchedPage(context, problems);
  await watchLayoutShifts(page);
  return page;
}

/**
 * The page switched to `scheme` in place, as the system's setting changes it: every chart paints
 * its canvas again in the new colours (draw-day-bars.ts listens for the change), which each
 * canvas's pixels show.
 */
async function inScheme(page: Page, scheme: Scheme): Promise<void> {
  const pixels = () =>
    page
      .locator('figure canvas')
      .evaluateAll((canvases) =>
        canvases.map((canvas) => (canvas as HTMLCanvasElement).toDataURL()),
      );
  const before = await pixels();
  expect(before.length).toBeGreaterThan(0);
  await page.emulateMedia({ colorScheme: scheme });
  const repainted = async () => {
    const after = await pixels();
    return after.length === before.length && after.every((drawn, i) => drawn !== before[i]);
  };
  await expect
    .poll(repainted, { message: `every chart's canvas painted again in ${scheme}` })
    .toBe(true);
}

/** The chart's figure, once drawn: a canvas with a size and a link over each of the 30 days. */
async function drawnChart(page: Page, title: string) {
  const figure = page.getByRole('figure', { name: title });
  await figure.locator('canvas').first().waitFor();
  await expect.poll(() => figure.locator('.day-chart__day').count()).toBe(30);
  const size = await figure
    .locator('canvas')
    .first()
    .evaluate(
      (canvas) => (canvas as HTMLCanvasElement).width * (canvas as HTMLCanvasElement).height,
    );
  expect(size).toBeGreaterThan(0);
  return figure;
}

async function noAxeViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

async function look(page: Page, name: string): Promise<void> {
  const folder = await screenshotFolder('CHARTS_SCREENSHOTS');
  if (!folder) return;
  await page.screenshot({ path: path.join(folder, `charts-${name}.png`), fullPage: true });
  const figures = await page.getByRole('figure').all();
  for (const [index, figure] of figures.entries())
    await figure.screenshot({ path: path.join(folder, `charts-${name}-figure${index + 1}.png`) });
}

async function madePipeline(page: Page, title: string, slug: string): Promise<void> {
  expect((await createPipeline(page, title, slug)).status).toBe(201);
}

const today = () => localDay(Date.now());

describe('the dashboard and the Overview draw the last 30 days', () => {
  it('draws both dashboard charts with no axe violation, light and dark, 1280 and 360 px', async () => {
    for (const width of WIDTHS) {
      const page = await newPage(width);
      await signIn(page, env.gateway.url, 'admin', '/');
      if (width === 1280) {
        // The seed's pipelines are older than 30 days: today gets a completed and a failed one.
        await madePipeline(page, 'Charted Completed', 'charted-completed');
        await madePipeline(page, 'Charted Failure', 'fail-charted');
        await page.reload();
      }
      for (const scheme of SCHEMES) {
        if (scheme !== 'light') await inScheme(page, scheme);
        await drawnChart(page, PIPELINES);
        const activity = await drawnChart(page, ACTIVITY);
        await expect.poll(() => activity.locator('table tbody tr').count()).toBe(30);
        // The glance and its charts take their places with the page: the cards below stay put.
        expect(await layoutShiftsInMain(page)).toEqual([]);
        await noAxeViolations(page);
        await look(page, `dashboard-${scheme}-${width}`);
      }
      await page.context().close();
    }
  });

  it("opens a day's filtered list from a bar: the provisioner's created day, the activity's range", async () => {
    const page = await newPage(1280);
    await signIn(page, env.gateway.url, 'admin', '/');
    await madePipeline(page, 'Charted Today', 'charted-today');
    await page.reload();
    const pipelines = await drawnChart(page, PIPELINES);
    const todays = pipelines.locator('.day-chart__day').last();
    // Today's pipelines (this one, and any an earlier test made), whatever their outcome so far.
    const counts = async () =>
      [
        ...((await todays.getAttribute('aria-label')) ?? '').matchAll(
          /(\d+) (?:pending|running|completed|failed|cancelled)/g,
        ),
      ]
        .map((match) => Number(match[1]))
        .reduce((sum, count) => sum + count, 0);
    await expect.poll(counts).toBeGreaterThan(0);
    const madeToday = await counts();
    await todays.click();
    await page.waitForURL((url) => url.pathname === '/global/provisioner');
    expect(new URL(page.url()).searchParams.get('created')).toBe(today());
    await page.getByText('Created on').waitFor();
    await page.locator('.data-table__row', { hasText: 'Charted Today' }).waitFor();
    expect(await page.locator('.data-table__row').count()).toBe(madeToday);

    await page.goBack();
    const activity = await drawnChart(page, ACTIVITY);
    // The keyboard's way in: one tab stop on the last day, arrow keys move, Enter follows.
    await activity.locator('.day-chart__day[tabindex="0"]').focus();
    await page.keyboard.press('ArrowLeft');
    await look(page, 'dashboard-focused-day');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/global/activity');
    const search = new URL(page.url()).searchParams;
    expect([search.get('range'), search.get('from'), search.get('to')]).toEqual([
      'custom',
      today(),
      today(),
    ]);
    await page.getByText('Signed in').first().waitFor();
  });

  it("draws an organization's members' activity on its Overview, light and dark, 1280 and 360 px", async () => {
    for (const width of WIDTHS) {
      const page = await newPage(width);
      await signIn(page, env.gateway.url, 'manager', '/organization/overview');
      for (const scheme of SCHEMES) {
        if (scheme !== 'light') await inScheme(page, scheme);
        await drawnChart(page, MEMBERS);
        expect(await layoutShiftsInMain(page)).toEqual([]);
        await noAxeViolations(page);
        await look(page, `overview-${scheme}-${width}`);
      }
      if (width === 1280) {
        // Back in light, the table view and its links.
        await inScheme(page, 'light');
        const members = await drawnChart(page, MEMBERS);
        await members.getByRole('button', { name: 'Show as table' }).click();
        await members.getByRole('table').waitFor();
        await noAxeViolations(page);
        await look(page, 'overview-table');
        await members.getByRole('table').getByRole('link').first().click();
        await page.waitForURL((url) => url.pathname === '/organization/activity');
        expect(new URL(page.url()).searchParams.get('from')).toBe(today());
      }
      await page.context().close();
    }
  });
});

describe('a BFF without the stats calls', () => {
  it('keeps the figures and shows no chart and no error', async () => {
    const fault = (path: string) =>
      fetch(`${env.backend.url}/__demo/faults`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ path, status: 404 }),
      });
    await fault('/api/v1/audit-events/stats');
    await fault('/api/v1/provisioner/stats');
    try {
      const page = await newPage(1280);
      let statsAnswered = 0;
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.endsWith('/stats')) statsAnswered += 1;
      });
      await signIn(page, env.gateway.url, 'admin', '/');
      const glance = page.getByRole('region', { name: 'Platform at a glance' });
      await glance.getByText('Failed pipelines', { exact: true }).waitFor();
      await expect.poll(() => statsAnswered).toBe(2);
      await expect.poll(() => glance.locator('.day-chart__note').count()).toBe(0);
      expect(await glance.getByRole('figure').count()).toBe(0);
      expect(await glance.getByText(/not found|failed to load/i).count()).toBe(0);
    } finally {
      await fetch(`${env.backend.url}/__demo/faults`, { method: 'DELETE' });
    }
  });
});
