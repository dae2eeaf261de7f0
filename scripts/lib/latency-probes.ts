// The in-page probes of bench:latency (scripts/bench/latency-bench.ts): when a screen's data was
// painted, what the main thread was busy with, which requests went out, and a settled page.
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Timed } from './waterfall';

/** How long a screen may take to paint its data before the run fails. */
export const WAIT_MS = 30_000;

export interface Probe {
  __name: (fn: unknown) => unknown;
  /** Resolves with performance.now() after the first frame painted with `selector` present. */
  __dataPainted: (selector: string) => Promise<number>;
  __deepLink?: Promise<number>;
  __clickAt?: number;
  /** When the router last changed the address (pushState/replaceState), performance.now(). */
  __urlChangedAt?: number;
  /** The main thread's long tasks (> 50 ms): where CPU, not the network, held the screen. */
  __longTasks: { start: number; end: number }[];
}

/**
 * Installed before the app's scripts. A frame callback runs before that frame's style, layout
 * and paint; a message posted from it is handled after them, so its time is "painted".
 */
export function installProbe(deepLinkSelector: string | null) {
  const w = window as unknown as Probe;
  const afterPaint = () =>
    new Promise<number>((resolve) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(0);
      }),
    );
  w.__dataPainted = (selector) =>
    new Promise<number>((resolve) => {
      const check = () => {
        if (!document.querySelector(selector)) return false;
        observer.disconnect();
        void afterPaint().then(resolve);
        return true;
      };
      const observer = new MutationObserver(() => void check());
      if (!check()) observer.observe(document, { childList: true, subtree: true });
    });
  // The click's own timestamp (same clock as performance.now()), whatever dispatched it.
  document.addEventListener('click', (event) => (w.__clickAt = event.timeStamp), {
    capture: true,
  });
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History['pushState']>) => {
      w.__urlChangedAt = performance.now();
      original(...args);
    };
  }
  w.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      w.__longTasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
  }).observe({ type: 'longtask' });
  if (deepLinkSelector) w.__deepLink = w.__dataPainted(deepLinkSelector);
}

/** Milliseconds of long tasks between `from` and `to` (page clock). */
export async function busyBetween(page: Page, from: number, to: number): Promise<number> {
  const tasks = await page.evaluate(() => (window as unknown as Probe).__longTasks);
  return tasks.reduce(
    (sum, task) => sum + Math.max(0, Math.min(task.end, to) - Math.max(task.start, from)),
    0,
  );
}

/** A returning user's tab: sessionStorage holds the auth state from before (SPEC §4). */
export function restoreSession(authState: string) {
  if (sessionStorage.getItem('auth-state') === null)
    sessionStorage.setItem('auth-state', authState);
}

/** Every same-origin request of the page so far, in ms from `origin` (navigation start = 0). */
export async function requestsSince(page: Page, origin = 0): Promise<Timed[]> {
  const entries = await page.evaluate(() => {
    const here = location.origin;
    const nav = performance.getEntriesByType('navigation')[0] as
      PerformanceNavigationTiming | undefined;
    const list = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.name.startsWith(here))
      .map((entry) => ({
        path: entry.name.slice(here.length),
        start: entry.startTime,
        end: entry.responseEnd,
        cached: entry.transferSize === 0 && entry.decodedBodySize > 0,
      }));
    if (nav)
      list.push({
        path: `${new URL(nav.name).pathname} (document)`,
        start: nav.startTime,
        end: nav.responseEnd,
        cached: false,
      });
    return list;
  });
  return entries
    .filter((entry) => entry.end >= origin || entry.start >= origin)
    .map((entry) => ({ ...entry, start: entry.start - origin, end: entry.end - origin }));
}

/** Waits until no request of the page is in flight for a moment (background refreshes done). */
export async function settle(page: Page, quietMs = 400): Promise<void> {
  await page.evaluate(
    (quiet) =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(resolve, quiet);
        new PerformanceObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(resolve, quiet);
        }).observe({ type: 'resource' });
      }),
    quietMs,
  );
}

export async function waitPainted(
  page: Page,
  what: string,
  promise: Promise<number>,
): Promise<number> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`${what}: no data painted within ${WAIT_MS} ms`)), WAIT_MS),
  );
  try {
    return await Promise.race([promise, timeout]);
  } catch (error) {
    const shot = path.join(tmpdir(), 'bench-latency-failure.png');
    await page.screenshot({ path: shot }).catch(() => {});
    const main = await page
      .locator('main')
      .innerText()
      .catch(() => '');
    throw new Error(
      `${(error as Error).message} (screenshot ${shot}; main: ${main.slice(0, 300)})`,
    );
  }
}
