// npm run bench:latency — issue #10's item 3: how soon each screen shows its data when the BFF
// is far away. Starts the demo backend on its own (DEMO_SCALE passes through), a latency proxy
// in front of it (scripts/lib/latency-proxy.ts: LATENCY_MS, default 150, added to every
// request) and the built gateway (OUT_DIR/server.js, default dist/) with BFF_URL at the proxy;
// signs in as the demo Administrator in Debian's Chromium, then measures, median of BENCH_RUNS
// (5) runs after one warm-up run:
//   deep link, returning — a new tab on the screen, auth state restored from sessionStorage
//                          (as for a user coming back), the browser cache warm;
//   deep link, cold      — a first visit: a new browser context with only the session cookie
//                          (no storage, empty cache);
//   sidebar click        — from the dashboard, hover the sidebar link ~300 ms, click:
//                          click → data painted;
//   Back                 — screen → another screen → Back: Back → data painted.
// BENCH_ONLY=deep-links or in-app runs one half only; BENCH_SCREENS=all adds the other sidebar
// screens to the hovered clicks and Back.
// "Data painted" is the frame after the screen's own data first appears in the DOM (DATA_SHOWN).
// Each deep link prints the waterfall of its median run (resource timing: every request to the
// gateway, start and end from navigation start) and the BFF round trips on the critical path:
// the longest chain of /auth and /api requests, none overlapping the next, that ended before
// the data was painted. "long tasks" is the main thread's time in tasks over 50 ms within the
// measured span: the share that CPU (parsing, rendering), not the network, took.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../tests/browser/support/browser';
import { ensureBuild } from './lib/ensure-build';
import { freePort } from './lib/free-port';
import { latencyFromEnv, startLatencyProxy, type LatencyProxy } from './lib/latency-proxy';
import { waitForHttp } from './lib/wait-for-http';
import {
  criticalPath,
  isBffRequest,
  median,
  medianIndex,
  shortPath,
  waterfallLines,
  type Timed,
} from './lib/waterfall';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(root, process.env.OUT_DIR ?? 'dist');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** 'deep-links' or 'in-app' runs only that half (unset: both). */
const ONLY = process.env.BENCH_ONLY;
const LATENCY_MS = latencyFromEnv();
const HOVER_MS = 300;
const WAIT_MS = 30_000;
const ADMIN = /admin@example\.com/;
const AUTH_STATE_KEY = 'auth-state'; // shared/constants STORAGE_KEYS.authState

const TARGETS = { roundTrips: 2, sidebarClickMs: 50, backMs: 50 };

interface Screen {
  path: string;
  /** Only in the DOM once this screen shows its data (not its loading state, not another's). */
  dataShown: string;
}

const SCREENS: Screen[] = [
  { path: '/global/organizations', dataShown: '.organizations-page .data-table__row' },
  { path: '/organization/users', dataShown: '.users-page .data-table__row' },
  { path: '/organization/settings', dataShown: '.settings-page form.settings-form' },
  { path: '/global/provisioner', dataShown: '.prov-page .data-table__row' },
];

/** BENCH_SCREENS=all: the other sidebar screens too, for the hovered clicks and Back. */
const OTHER_SCREENS: Screen[] = [
  { path: '/global/onboardings', dataShown: '.onb-orgs__list li' },
  // Agencies opens on its search form: there is nothing to read before a search.
  { path: '/global/agencies', dataShown: '.agencies-page form' },
  { path: '/global/activity', dataShown: '.act-page .data-table__row' },
  { path: '/organization/onboardings', dataShown: '.onb-page .data-table__row' },
  { path: '/organization/activity', dataShown: '.act-page .data-table__row' },
];
const IN_APP_SCREENS =
  process.env.BENCH_SCREENS === 'all' ? [...SCREENS, ...OTHER_SCREENS] : SCREENS;

// ---- processes ------------------------------------------------------------------------------

const children: ChildProcess[] = [];
let proxy: LatencyProxy | undefined;
let workDir: string | undefined;

function run(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

/** Demo backend → latency proxy → gateway; returns the gateway's address. */
async function startStack(): Promise<string> {
  workDir = mkdtempSync(path.join(tmpdir(), 'admin-portal-bench-latency-'));
  const demoPort = await freePort();
  // DEMO_SCALE (and everything else in the environment) passes through to the demo backend.
  run(path.join(root, 'node_modules/.bin/tsx'), ['server/demo-backend/index.ts'], {
    DEMO_PORT: String(demoPort),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(workDir, 'data'),
  });
  await waitForHttp(`http://127.0.0.1:${demoPort}/health`, 120_000);
  proxy = await startLatencyProxy({ target: `http://127.0.0.1:${demoPort}`, delayMs: LATENCY_MS });
  const port = await freePort();
  run(process.execPath, [path.join(dist, 'server.js')], {
    NODE_ENV: 'production',
    BFF_URL: proxy.url,
    PORT: String(port),
    HOST: '127.0.0.1',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/gateway/readyz`);
  return url;
}

async function stopStack(): Promise<void> {
  await Promise.all(
    children
      .filter((child) => child.exitCode === null && child.signalCode === null)
      .map(
        (child) =>
          new Promise<void>((resolve) => {
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
          }),
      ),
  );
  await proxy?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
}

// ---- in-page probes -------------------------------------------------------------------------

interface Probe {
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
function installProbe(deepLinkSelector: string | null) {
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
async function busyBetween(page: Page, from: number, to: number): Promise<number> {
  const tasks = await page.evaluate(() => (window as unknown as Probe).__longTasks);
  return tasks.reduce(
    (sum, task) => sum + Math.max(0, Math.min(task.end, to) - Math.max(task.start, from)),
    0,
  );
}

/** A returning user's tab: sessionStorage holds the auth state from before (SPEC §4). */
function restoreSession(authState: string) {
  if (sessionStorage.getItem('auth-state') === null)
    sessionStorage.setItem('auth-state', authState);
}

/** Every same-origin request of the page so far, in ms from `origin` (navigation start = 0). */
async function requestsSince(page: Page, origin = 0): Promise<Timed[]> {
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
async function settle(page: Page, quietMs = 400): Promise<void> {
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

async function waitPainted(page: Page, what: string, promise: Promise<number>): Promise<number> {
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

// ---- scenarios ------------------------------------------------------------------------------

interface DeepLinkRun {
  painted: number;
  requests: Timed[];
  chain: Timed[];
  /** Long tasks before the data was painted. */
  busy: number;
}

async function newProbedPage(context: BrowserContext, screen: Screen | null): Promise<Page> {
  const page = await context.newPage();
  // tsx (esbuild keepNames) wraps named functions in __name(); the page has no such helper.
  await page.addInitScript('window.__name = (fn) => fn;');
  await page.addInitScript(installProbe, screen?.dataShown ?? null);
  return page;
}

async function deepLink(
  context: BrowserContext,
  base: string,
  screen: Screen,
  authState: string | null,
): Promise<DeepLinkRun> {
  const page = await newProbedPage(context, screen);
  try {
    if (authState) await page.addInitScript(restoreSession, authState);
    await page.goto(`${base}${screen.path}`);
    const painted = await waitPainted(
      page,
      screen.path,
      page.evaluate(() => (window as unknown as Probe).__deepLink!),
    );
    await settle(page);
    const requests = await requestsSince(page);
    const busy = await busyBetween(page, 0, painted);
    return { painted, requests, chain: criticalPath(requests, painted), busy };
  } finally {
    await page.close();
  }
}

interface InAppRun {
  sidebarClick: number;
  /** Click → the router changed the address. */
  sidebarUrl: number;
  /** Long tasks between the click and the data painted. */
  sidebarBusy: number;
  sidebarRequests: Timed[];
  back: number;
  backBusy: number;
  backRequests: Timed[];
}

/** Dashboard → hover + click `screen` in the sidebar → click `other` → Back to `screen`. */
async function inApp(
  context: BrowserContext,
  base: string,
  screen: Screen,
  other: Screen,
  authState: string,
): Promise<InAppRun> {
  const page = await newProbedPage(context, null);
  try {
    await page.addInitScript(restoreSession, authState);
    await page.goto(`${base}/`);
    await page.getByText('Welcome,').waitFor({ timeout: WAIT_MS });
    await settle(page);

    const link = (to: Screen) => page.locator(`nav a.sidebar__link[href="${to.path}"]`).first();
    const hoverAndClick = async (to: Screen) => {
      const painted = page.evaluate(
        (selector) => (window as unknown as Probe).__dataPainted(selector),
        to.dataShown,
      );
      const hoverAt = await page.evaluate(() => performance.now());
      await link(to).hover();
      await page.waitForTimeout(HOVER_MS);
      await link(to).click();
      const at = await waitPainted(page, `sidebar → ${to.path}`, painted);
      const { clickAt, urlAt } = await page.evaluate(() => {
        const w = window as unknown as Probe;
        return { clickAt: w.__clickAt!, urlAt: w.__urlChangedAt ?? Number.NaN };
      });
      return { ms: at - clickAt, url: urlAt - clickAt, clickAt, hoverAt, at };
    };

    const click = await hoverAndClick(screen);
    const sidebarBusy = await busyBetween(page, click.clickAt, click.at);
    await settle(page);
    const sidebarRequests = (await requestsSince(page, click.clickAt)).filter(
      (r) => r.start >= click.hoverAt - click.clickAt,
    );
    await hoverAndClick(other);
    await settle(page);

    const back = await page.evaluate(async (selector) => {
      const w = window as unknown as Probe;
      // The selector is this screen's own: the other screen's DOM cannot answer it.
      const painted = w.__dataPainted(selector);
      const at = performance.now();
      history.back();
      return { at, painted: await painted };
    }, screen.dataShown);
    const backBusy = await busyBetween(page, back.at, back.painted);
    await settle(page);
    const backRequests = await requestsSince(page, back.at);
    return {
      sidebarClick: click.ms,
      sidebarUrl: click.url,
      sidebarBusy,
      sidebarRequests,
      back: back.painted - back.at,
      backBusy,
      backRequests: backRequests.filter((r) => r.start >= 0),
    };
  } finally {
    await page.close();
  }
}

// ---- report ---------------------------------------------------------------------------------

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const ms = (n: number) => `${n.toFixed(0)} ms`;

interface Row {
  scenario: string;
  screen: string;
  median: number;
  best: number;
  roundTrips?: number;
  /** Median of the main thread's long tasks in the measured span. */
  busy: number;
  target: string;
  ok: boolean;
  load: string;
}
const rows: Row[] = [];

const KINDS = {
  returning: 'new tab, auth state restored from sessionStorage, cache warm',
  cold: 'first visit: new browser context, session cookie only, cache empty',
} as const;

function reportDeepLinks(kind: keyof typeof KINDS, screen: Screen, runs: DeepLinkRun[]) {
  const painted = runs.map((r) => r.painted);
  const trips = runs.map((r) => r.chain.length);
  const chosen = runs[medianIndex(painted)]!;
  const row: Row = {
    scenario: `deep link, ${kind}`,
    screen: screen.path,
    median: median(painted),
    best: Math.min(...painted),
    roundTrips: median(trips),
    busy: median(runs.map((r) => r.busy)),
    target: `≤ ${TARGETS.roundTrips} BFF round trips`,
    ok: median(trips) <= TARGETS.roundTrips,
    load: load(),
  };
  rows.push(row);
  console.log(
    `\n${screen.path} — deep link, ${kind} (${KINDS[kind]}): data painted ${ms(row.median)} (median; runs ${painted
      .map((p) => p.toFixed(0))
      .join(', ')}), BFF round trips on the critical path ${row.roundTrips} (runs ${trips.join(
      ', ',
    )}; target ≤ ${TARGETS.roundTrips}); main thread in long tasks ${ms(row.busy)} of it — load average ${row.load}`,
  );
  console.log(
    `  waterfall of the median run, ms from navigation start (* = critical path, ▒ = from cache):`,
  );
  for (const line of waterfallLines(chosen.requests, chosen.painted, { chain: chosen.chain }))
    console.log(line);
  // What the paint most likely waited for: the BFF answer that arrived last before it (the
  // chain counts overlaps once, so a screen held by a later, overlapping request shows here).
  const last = chosen.requests
    .filter((r) => isBffRequest(r.path) && r.end <= chosen.painted)
    .sort((a, b) => b.end - a.end)[0];
  if (last)
    console.log(
      `    last BFF answer before the paint: ${shortPath(last.path, 60)} at ${ms(last.end)}, painted ${ms(chosen.painted - last.end)} later`,
    );
}

function reportInApp(screen: Screen, runs: InAppRun[]) {
  const clicks = runs.map((r) => r.sidebarClick);
  const backs = runs.map((r) => r.back);
  const bff = (requests: Timed[]) => requests.filter((r) => isBffRequest(r.path)).length;
  for (const [scenario, values, busy, target] of [
    ['sidebar click (hovered)', clicks, runs.map((r) => r.sidebarBusy), TARGETS.sidebarClickMs],
    ['Back', backs, runs.map((r) => r.backBusy), TARGETS.backMs],
  ] as const) {
    rows.push({
      scenario,
      screen: screen.path,
      median: median(values),
      best: Math.min(...values),
      busy: median(busy),
      target: `≤ ${target} ms`,
      ok: median(values) <= target,
      load: load(),
    });
  }
  const chosen = runs[medianIndex(clicks)]!;
  const chosenBack = runs[medianIndex(backs)]!;
  console.log(
    `\n${screen.path} — sidebar click after a ${HOVER_MS} ms hover: ${ms(median(clicks))} click → data painted (median; runs ${clicks
      .map((c) => c.toFixed(0))
      .join(
        ', ',
      )}; the address changed ${ms(median(runs.map((r) => r.sidebarUrl)))} after the click; long tasks ${ms(median(runs.map((r) => r.sidebarBusy)))}); Back: ${ms(median(backs))} (runs ${backs
      .map((b) => b.toFixed(0))
      .join(', ')}) — load average ${load()}`,
  );
  console.log(
    `  requests of the median click, ms from the click (negative: started while hovering), ${bff(chosen.sidebarRequests)} to the BFF:`,
  );
  for (const line of waterfallLines(chosen.sidebarRequests, chosen.sidebarClick, { width: 40 }))
    console.log(line);
  console.log(
    `  requests after Back (median run): ${chosenBack.backRequests.length === 0 ? 'none' : chosenBack.backRequests.map((r) => `${r.path} ${r.start.toFixed(0)}–${r.end.toFixed(0)}`).join(', ')}`,
  );
}

function summary() {
  console.log(
    `\nSummary — LATENCY_MS ${LATENCY_MS}, DEMO_SCALE ${process.env.DEMO_SCALE || '(unset: 25 organizations)'}, ${RUNS} runs each, ${cpus().length} CPUs`,
  );
  const header = `  ${'scenario'.padEnd(26)}${'screen'.padEnd(24)}${'median'.padStart(9)}${'best'.padStart(9)}${'BFF RTs'.padStart(9)}${'long tasks'.padStart(12)}   ${'target'.padEnd(24)}${'result'.padEnd(8)}load average`;
  console.log(header);
  for (const row of rows) {
    console.log(
      `  ${row.scenario.padEnd(26)}${row.screen.padEnd(24)}${ms(row.median).padStart(9)}${ms(row.best).padStart(9)}${(row.roundTrips === undefined ? '' : String(row.roundTrips)).padStart(9)}${ms(row.busy).padStart(12)}   ${row.target.padEnd(24)}${(row.ok ? 'ok' : 'OVER').padEnd(8)}${row.load}`,
    );
  }
}

// ---- main -----------------------------------------------------------------------------------

async function signIn(browser: Browser, base: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${base}/login?returnUrl=${encodeURIComponent('/')}`);
  await page.getByRole('button', { name: ADMIN }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByText('Welcome,').waitFor({ timeout: WAIT_MS });
  await settle(page);
  const authState = await page.evaluate((key) => sessionStorage.getItem(key), AUTH_STATE_KEY);
  if (!authState) throw new Error('signed in, but no auth state in sessionStorage');
  await page.close();
  return { context, authState, cookies: await context.cookies() };
}

async function main() {
  ensureBuild(root, dist);
  console.log(
    `bench:latency — BFF ${LATENCY_MS} ms away (latency proxy), ${dist}/server.js, DEMO_SCALE ${process.env.DEMO_SCALE || '(unset)'}; load average ${load()}`,
  );
  const base = await startStack();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const { context, authState, cookies } = await signIn(browser, base);

    for (const screen of ONLY === 'in-app' ? [] : SCREENS) {
      // Returning user: a new tab in the signed-in browser (cache warm, session restored).
      const returning: DeepLinkRun[] = [];
      for (let i = 0; i <= RUNS; i += 1) {
        const result = await deepLink(context, base, screen, authState);
        if (i > 0) returning.push(result); // the first run warms the caches and the JIT
      }
      reportDeepLinks('returning', screen, returning);

      // First visit: a fresh context with only the session cookie.
      const cold: DeepLinkRun[] = [];
      for (let i = 0; i <= RUNS; i += 1) {
        const fresh = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        await fresh.addCookies(cookies);
        try {
          const result = await deepLink(fresh, base, screen, null);
          if (i > 0) cold.push(result);
        } finally {
          await fresh.close();
        }
      }
      reportDeepLinks('cold', screen, cold);
    }

    for (const [index, screen] of ONLY === 'deep-links' ? [] : IN_APP_SCREENS.entries()) {
      const other = IN_APP_SCREENS[(index + 1) % IN_APP_SCREENS.length]!;
      const runs: InAppRun[] = [];
      for (let i = 0; i <= RUNS; i += 1) {
        const result = await inApp(context, base, screen, other, authState);
        if (i > 0) runs.push(result);
      }
      reportInApp(screen, runs);
    }
    summary();
  } finally {
    await browser.close();
    await stopStack();
  }
}

main().catch(async (error: unknown) => {
  console.error(error);
  await stopStack();
  process.exit(1);
});
