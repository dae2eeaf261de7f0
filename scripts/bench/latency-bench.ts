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
// BENCH_ONLY=deep-links, in-app or user-page runs that part only; BENCH_SCREENS=all adds the
// other sidebar screens to the hovered clicks and Back. At DEMO_SCALE=large the user page of a
// person with 50 sessions and 500+ events is timed after hover intent (user-page-latency.ts).
// "Data painted" is the frame after the screen's own data first appears in the DOM (DATA_SHOWN).
// Each deep link prints the waterfall of its median run (resource timing: every request to the
// gateway, start and end from navigation start) and the BFF round trips on the critical path:
// the longest chain of /auth and /api requests, none overlapping the next, that ended before
// the data was painted. "long tasks" is the main thread's time in tasks over 50 ms within the
// measured span: the share that CPU (parsing, rendering), not the network, took.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../tests/browser/support/browser';
import { ensureBuild } from '../lib/ensure-build';
import { freePort } from '../lib/free-port';
import { latencyFromEnv, startLatencyProxy, type LatencyProxy } from '../lib/latency-proxy';
import {
  WAIT_MS,
  busyBetween,
  installProbe,
  requestsSince,
  restoreSession,
  settle,
  waitPainted,
  type Probe,
} from '../lib/latency-probes';
import {
  createLatencyReport,
  load,
  type DeepLinkRun,
  type InAppRun,
  type Screen,
} from '../lib/latency-report';
import { reportUserPage } from '../lib/user-page-latency';
import { waitForHttp } from '../lib/wait-for-http';
import { criticalPath } from '../lib/waterfall';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.resolve(root, process.env.OUT_DIR ?? 'dist');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** 'deep-links' or 'in-app' runs only that half (unset: both). */
const ONLY = process.env.BENCH_ONLY;
const LATENCY_MS = latencyFromEnv();
const HOVER_MS = 300;
const ADMIN = /admin@example\.com/;
const AUTH_STATE_KEY = 'auth-state'; // shared/constants STORAGE_KEYS.authState

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

// ---- scenarios ------------------------------------------------------------------------------

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

const { reportDeepLinks, reportInApp, summary } = createLatencyReport({
  hoverMs: HOVER_MS,
  latencyMs: LATENCY_MS,
  runs: RUNS,
});

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

    for (const screen of ONLY === 'in-app' || ONLY === 'user-page' ? [] : SCREENS) {
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

    const inAppScreens = ONLY === 'deep-links' || ONLY === 'user-page' ? [] : IN_APP_SCREENS;
    for (const [index, screen] of inAppScreens.entries()) {
      const other = IN_APP_SCREENS[(index + 1) % IN_APP_SCREENS.length]!;
      const runs: InAppRun[] = [];
      for (let i = 0; i <= RUNS; i += 1) {
        const result = await inApp(context, base, screen, other, authState);
        if (i > 0) runs.push(result);
      }
      reportInApp(screen, runs);
    }
    // The user page's bench user is seeded at DEMO_SCALE=large and huge only.
    if ((!ONLY || ONLY === 'user-page') && /^(large|huge)$/.test(process.env.DEMO_SCALE ?? '')) {
      const newPage = (ctx: BrowserContext) => newProbedPage(ctx, null);
      await reportUserPage({
        context,
        base,
        authState,
        runs: RUNS,
        latencyMs: LATENCY_MS,
        newProbedPage: newPage,
      });
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
