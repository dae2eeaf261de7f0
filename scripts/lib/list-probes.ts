// The in-page probes and measured runs of bench:lists (scripts/bench/lists-bench.ts): first rows
// painted, a sort, a filter keystroke and a scroll to the end of the organizations and
// activity lists, each timed from the page's own frames.
import type { Browser, Page } from 'playwright-core';
import { clickToRowsPainted } from './rows-painted';

/** One frame at 60 Hz: a frame longer than this was dropped. */
const FRAME_MS = 1000 / 60;

/**
 * Installed before the app loads: when the watched API answers arrived (resource timing, by
 * path), when rows were first painted, and `__afterPaint()`, which resolves after the next
 * frame was painted (a frame callback runs before that frame's style, layout and paint; a
 * message posted from it is handled after them).
 */
function installProbes() {
  const w = window as unknown as {
    __responses: Record<string, number>;
    __rowsPainted?: number;
    __afterPaint: () => Promise<number>;
  };
  w.__responses = {};
  w.__afterPaint = () =>
    new Promise((resolve) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(0);
      }),
    );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
      w.__responses[new URL(entry.name).pathname] = entry.responseEnd;
    }
  }).observe({ type: 'resource', buffered: true });
  const rows = new MutationObserver(() => {
    if (!document.querySelector('.data-table__row')) return;
    rows.disconnect();
    void w.__afterPaint().then((at) => (w.__rowsPainted = at));
  });
  document.addEventListener('DOMContentLoaded', () =>
    rows.observe(document.body, { childList: true, subtree: true }),
  );
}

export type Figures = Record<string, number>;

export async function signedInPage(
  browser: Browser,
  base: string,
  routeBody?: string,
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  if (routeBody !== undefined) {
    await page.route(
      (url) => url.pathname === '/api/v1/organizations',
      (route) =>
        route.request().method() === 'GET'
          ? route.fulfill({ status: 200, contentType: 'application/json', body: routeBody })
          : route.continue(),
    );
  }
  // tsx (esbuild keepNames) wraps named functions in __name(); the page has no such helper.
  await page.addInitScript('window.__name = (fn) => fn;');
  await page.addInitScript(installProbes);
  await page.goto(`${base}/login?returnUrl=${encodeURIComponent('/')}`);
  await page.getByRole('button', { name: /admin@example\.com/ }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByText('Welcome,').waitFor();
  return page;
}

/** Opens a list by its sidebar link; the response → first rows painted. */
async function firstRows(page: Page, linkName: string, apiPath: string): Promise<number> {
  await page.getByRole('link', { name: linkName, exact: true }).first().click();
  await page.locator('.data-table__row').first().waitFor({ timeout: 120_000 });
  return page.evaluate(async (watched) => {
    const w = window as unknown as { __responses: Record<string, number>; __rowsPainted?: number };
    while (w.__rowsPainted === undefined) await new Promise((r) => setTimeout(r, 10));
    const answered = w.__responses[watched];
    if (answered === undefined) throw new Error(`no resource timing for ${watched}`);
    return w.__rowsPainted - answered;
  }, apiPath);
}

/**
 * A click on a header's sort button → the re-sorted rows committed (React commits them at
 * once; the first change to the table body is that commit) and painted.
 */
async function sortBy(page: Page, header: RegExp): Promise<number> {
  const cell = page.getByRole('columnheader', { name: header });
  const took = await clickToRowsPainted(cell.getByRole('button'));
  if ((await cell.getAttribute('aria-sort')) !== 'ascending') throw new Error('not sorted');
  return took;
}

/** One keystroke in the Filter box → the count reads "n of total" and was painted. */
async function filterKeystroke(page: Page, key: string): Promise<number> {
  const box = page.getByRole('searchbox', { name: 'Filter' });
  await box.focus();
  await page.evaluate(() => {
    const w = window as unknown as { __filterDone: Promise<number> };
    w.__filterDone = new Promise<number>((resolve, reject) => {
      setTimeout(() => reject(new Error('the count never read "n of total"')), 60_000);
      const count = document.querySelector('.table-toolbar__count');
      if (!count) return reject(new Error('no count element'));
      let keyAt = 0;
      document.addEventListener('keydown', (event) => (keyAt = event.timeStamp), {
        once: true,
        capture: true,
      });
      const observer = new MutationObserver(() => {
        if (!count.textContent?.includes(' of ')) return;
        observer.disconnect();
        const p = window as unknown as { __afterPaint: () => Promise<number> };
        void p.__afterPaint().then((at) => resolve(at - keyAt));
      });
      observer.observe(count, { childList: true, subtree: true, characterData: true });
    });
  });
  await page.keyboard.press(key);
  const took = await page.evaluate(
    () => (window as unknown as { __filterDone: Promise<number> }).__filterDone,
  );
  // Typing never drops characters: the box holds what was typed.
  if ((await box.inputValue()) !== key) throw new Error('the Filter box lost the keystroke');
  await box.fill('');
  await page.waitForFunction(
    () => !document.querySelector('.table-toolbar__count')?.textContent?.includes(' of '),
  );
  return took;
}

/** The table flung to its end, one jump of 2,000 px per frame, counting frames. */
async function scrollToEnd(page: Page): Promise<Figures> {
  const figures = await page.locator('.data-table__scroll').evaluate(
    (element, frameMs) =>
      new Promise<Figures>((resolve) => {
        const end = element.scrollHeight - element.clientHeight;
        const step = 2_000;
        let frames = 0;
        let dropped = 0;
        let longestFrame = 0;
        const started = performance.now();
        let last = started;
        const tick = (now: number) => {
          if (frames > 0) {
            dropped += Math.max(0, Math.round((now - last) / frameMs) - 1);
            longestFrame = Math.max(longestFrame, now - last);
          }
          last = now;
          frames += 1;
          if (element.scrollTop >= end - 1) {
            const scrollMs = now - started;
            resolve({ frames, dropped, longestFrame, fps: (frames / scrollMs) * 1000 });
            return;
          }
          element.scrollTop = Math.min(end, element.scrollTop + step);
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    FRAME_MS,
  );
  const table = page.locator('.data-table__table');
  const rowCount = await table.getAttribute('aria-rowcount');
  const lastRow = await page.locator('.data-table__row').last().getAttribute('aria-rowindex');
  if (lastRow !== rowCount) throw new Error(`the last row shown is ${lastRow}, not ${rowCount}`);
  return figures;
}

/**
 * Moves the pointer onto the header row and waits until the page has been idle a moment, as a
 * person does before pressing a header: the list prepares its name orders then.
 */
async function pointAtHeaders(page: Page): Promise<void> {
  await page.locator('.data-table__table thead').hover();
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const settled = (left: number) =>
          requestIdleCallback(() => (left > 1 ? settled(left - 1) : resolve()));
        settled(3);
      }),
  );
}

export async function organizationsRun(page: Page): Promise<Figures> {
  // '7' matches some organizations (names and ids), not all.
  const first = await firstRows(page, 'Organizations', '/api/v1/organizations');
  await pointAtHeaders(page);
  const sort = await sortBy(page, /^Organization/);
  const filter = await filterKeystroke(page, '7');
  return { firstRows: first, sort, filter, ...(await scrollToEnd(page)) };
}

export async function activityRun(page: Page): Promise<Figures> {
  const first = await firstRows(page, 'Activity', '/api/v1/audit-events');
  // Newest first from the server: ascending time reverses the loaded rows.
  const sort = await sortBy(page, /^Time/);
  // 'q' matches some of the loaded events, not all.
  const quickFilter = await filterKeystroke(page, 'q');
  // The server's filter: free text applied with Enter → the answer → the rows painted.
  const text = page.getByRole('searchbox', { name: 'Search names' });
  await text.fill('acme');
  await page.evaluate(() => {
    const w = window as unknown as {
      __responses: Record<string, number>;
      __afterPaint: () => Promise<number>;
      __applied: Promise<{ total: number; paint: number }>;
    };
    w.__applied = new Promise((resolve, reject) => {
      setTimeout(() => reject(new Error('the filtered activity never showed')), 60_000);
      let keyAt = 0;
      document.addEventListener('keydown', (event) => (keyAt = event.timeStamp), {
        once: true,
        capture: true,
      });
      const body = document.querySelector('.data-table') ?? document.body;
      const answered = new Set(performance.getEntriesByType('resource').map((e) => e.name));
      const answer = () =>
        performance
          .getEntriesByType('resource')
          .filter((e) => !answered.has(e.name) && e.name.includes('/api/v1/audit-events'))
          .pop() as PerformanceResourceTiming | undefined;
      // The first change to the list after the server's answer arrived is its rows.
      const observer = new MutationObserver(() => {
        const arrived = answer();
        if (!arrived || !document.querySelector('.data-table__row')) return;
        observer.disconnect();
        void w
          .__afterPaint()
          .then((at) => resolve({ total: at - keyAt, paint: at - arrived.responseEnd }));
      });
      observer.observe(body, { childList: true, subtree: true, characterData: true });
    });
  });
  await text.press('Enter');
  const applied = await page.evaluate(
    () => (window as unknown as { __applied: Promise<{ total: number; paint: number }> }).__applied,
  );
  return {
    firstRows: first,
    sort,
    quickFilter,
    filterTotal: applied.total,
    filterPaint: applied.paint,
  };
}
