// npm run bench:lists — the lists at scale (issue 12, item 2), measured in Debian's Chromium
// against the real console: the built gateway (dist/server.js) with its embedded demo backend
// seeded at DEMO_SCALE=large (10,000 organizations, 20,000 activity events) and huge
// (100,000 organizations). Prints, per list and scale, the median and the best of the runs,
// the targets beside them and the machine's load average:
//   first rows — the list response received → its first rows painted (parse, schema check,
//                table model, virtualized render)
//   sort       — a click on a column header → the re-sorted rows painted, the pointer having
//                rested on the header row a moment first, as a person's does (the list
//                computes its name orders while idle then)
//   filter     — one keystroke in the Filter box → the filtered rows and count painted
//   scroll     — the table flung to its end frame by frame: fps, dropped frames, longest frame
// The activity list (/global/activity) is filtered by the server: its filter is the free text
// applied (Enter) → the server's answer → the rows painted.
// Other screens add their figures in scripts/bench/lists-extra.ts (EXTRA_BENCHES).
// Env: BENCH_SCALES (default "large,huge"), BENCH_RUNS (5), BENCH_ONLY (part of a bench's
// name: organizations, activity, an extra bench), OUT_DIR (the build, default dist),
// BENCH_ROWS=n (instead of the demo backend, the organizations list is answered with n
// generated rows by the browser itself through page.route: the earlier way, for comparison).
import { existsSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../tests/browser/support/browser';
import { startGateway, type Started } from '../../tests/browser/support/processes';
import type { BenchContext, BenchMetric, BenchScale } from './extra-bench';
import { EXTRA_BENCHES } from './lists-extra';
import { type Figures, activityRun, organizationsRun, signedInPage } from '../lib/list-probes';

const root = path.resolve(import.meta.dirname, '../..');
const serverJs = path.resolve(root, process.env.OUT_DIR ?? 'dist', 'server.js');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ROUTE_ROWS = process.env.BENCH_ROWS ? Number(process.env.BENCH_ROWS) : undefined;
const SCALES = (process.env.BENCH_SCALES ?? 'large,huge')
  .split(',')
  .map((scale) => scale.trim())
  .filter((scale): scale is BenchScale => scale === 'large' || scale === 'huge');
/** BENCH_ONLY: run only the benches whose name contains it. */
const ONLY = process.env.BENCH_ONLY?.toLowerCase();
const wanted = (name: string) => !ONLY || name.toLowerCase().includes(ONLY);

/** Issue 12's targets: at 10,000 rows (large) and at 100,000 (huge). */
const TARGETS = {
  large: { firstRows: 150, sort: 60, filter: 33, fps: 58, longestFrame: 50 },
  huge: { firstRows: 1000, sort: 60, filter: 100, fps: 50, longestFrame: undefined },
} as const;

function listMetrics(scale: BenchScale): BenchMetric[] {
  const t = TARGETS[scale];
  return [
    { key: 'firstRows', label: 'first rows', unit: 'ms', target: t.firstRows },
    { key: 'sort', label: 'sort by name', unit: 'ms', target: t.sort },
    { key: 'filter', label: 'filter keystroke', unit: 'ms', target: t.filter },
    { key: 'fps', label: 'scroll to end: fps', unit: 'fps', target: t.fps, higherIsBetter: true },
    { key: 'dropped', label: 'scroll to end: dropped', unit: 'frames' },
    { key: 'longestFrame', label: 'scroll: longest frame', unit: 'ms', target: t.longestFrame },
  ];
}

function activityMetrics(): BenchMetric[] {
  const t = TARGETS.large;
  return [
    { key: 'firstRows', label: 'first rows', unit: 'ms', target: t.firstRows },
    { key: 'sort', label: 'sort by time', unit: 'ms', target: t.sort },
    { key: 'filterPaint', label: 'filter: answer → rows', unit: 'ms', target: t.filter },
    { key: 'filterTotal', label: 'filter: Enter → rows', unit: 'ms' },
    { key: 'quickFilter', label: 'quick filter keystroke', unit: 'ms', target: t.filter },
  ];
}

// ---- the page.route source (BENCH_ROWS): generated organizations ---------------------------

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

// ---- the gateway ------------------------------------------------------------------------------

/** Every gateway started, stopped on the way out even after a failure (stopping twice is harmless). */
const running = new Set<Started>();

async function startBenchGateway(scale: BenchScale | undefined): Promise<Started> {
  const gateway = await startGateway({
    env: scale ? { DEMO_SCALE: scale } : {},
    // Seeding 100,000 organizations takes a while on a busy machine.
    readyTimeoutMs: 180_000,
  });
  running.add(gateway);
  return gateway;
}

// ---- runs and the report ----------------------------------------------------------------------

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function measure(
  browser: Browser,
  base: string,
  run: (page: Page) => Promise<Figures>,
  routeBody?: string,
): Promise<Figures[]> {
  const runs: Figures[] = [];
  for (let index = 0; index < RUNS + 1; index += 1) {
    const page = await signedInPage(browser, base, routeBody);
    try {
      const figures = await run(page);
      if (index > 0) runs.push(figures); // the first run warms the caches and the JIT
    } catch (error) {
      await page.screenshot({ path: path.join(tmpdir(), 'bench-lists-failure.png') });
      throw error;
    } finally {
      await page.context().close();
    }
  }
  return runs;
}

function report(title: string, metrics: readonly BenchMetric[], runs: Figures[]) {
  console.log(`\n${title}: ${runs.length} runs (Chromium, headless)`);
  // Timings on a busy machine say little: show how busy it was.
  console.log(
    `  machine: ${cpus().length} CPUs, load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  const line = (label: string, med: string, best: string, target: string, mark: string) =>
    console.log(
      `  ${label.padEnd(26)}${med.padStart(11)}${best.padStart(11)}   ${target.padEnd(10)}${mark}`,
    );
  line('', 'median', 'best', 'target', '');
  for (const metric of metrics) {
    const values = runs.map((run) => run[metric.key]).filter((v): v is number => v !== undefined);
    if (values.length === 0) continue;
    const med = median(values);
    const best = metric.higherIsBetter ? Math.max(...values) : Math.min(...values);
    const unit = metric.unit === 'frames' ? '' : ` ${metric.unit}`;
    const format = (value: number) => `${value.toFixed(metric.unit === 'frames' ? 0 : 1)}${unit}`;
    const meets = (value: number) =>
      metric.target === undefined ||
      (metric.higherIsBetter ? value >= metric.target : value <= metric.target);
    const target =
      metric.target === undefined
        ? ''
        : `${metric.higherIsBetter ? '≥' : '≤'} ${metric.target}${unit}`;
    const mark =
      metric.target === undefined ? '' : meets(med) ? 'ok' : meets(best) ? 'ok (best run)' : 'OVER';
    line(metric.label, format(med), format(best), target, mark);
  }
}

async function main() {
  if (!existsSync(serverJs)) {
    console.error('dist/server.js is missing: run `npm run build` first.');
    process.exit(1);
  }
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    if (ROUTE_ROWS !== undefined) {
      // The earlier way: the browser answers the list itself.
      const gateway = await startBenchGateway(undefined);
      const body = JSON.stringify(organizations(ROUTE_ROWS));
      const runs = await measure(browser, gateway.url, organizationsRun, body);
      const scale: BenchScale = ROUTE_ROWS > 10_000 ? 'huge' : 'large';
      report(
        `Organizations (/global/organizations), ${ROUTE_ROWS.toLocaleString('en')} rows through page.route`,
        listMetrics(scale),
        runs,
      );
      await gateway.stop();
      return;
    }
    for (const scale of SCALES) {
      const gateway = await startBenchGateway(scale);
      try {
        const count = scale === 'large' ? '10,000' : '100,000';
        if (wanted('organizations'))
          report(
            `Organizations (/global/organizations), DEMO_SCALE=${scale} (${count} organizations)`,
            listMetrics(scale),
            await measure(browser, gateway.url, organizationsRun),
          );
        if (scale === 'large' && wanted('activity')) {
          report(
            'Activity (/global/activity), DEMO_SCALE=large (20,000 events, 50 a page)',
            activityMetrics(),
            await measure(browser, gateway.url, activityRun),
          );
        }
        const extras = EXTRA_BENCHES.filter(
          (bench) => bench.scales.includes(scale) && wanted(bench.name),
        );
        for (const extra of extras) {
          const own = await extra.setUp?.();
          const base = own?.base ?? gateway.url;
          const runs = await measure(browser, base, (page) => {
            const context: BenchContext = {
              base,
              scale,
              afterPaint: () =>
                page.evaluate(() =>
                  (window as unknown as { __afterPaint: () => Promise<number> }).__afterPaint(),
                ),
            };
            return extra.run(page, context);
          }).finally(() => own?.stop());
          report(`${extra.name}, DEMO_SCALE=${scale}`, extra.metrics, runs);
        }
      } finally {
        await gateway.stop();
      }
    }
  } finally {
    await browser.close();
    for (const gateway of running) await gateway.stop();
  }
}

main().catch(async (error: unknown) => {
  console.error(error);
  for (const gateway of running) await gateway.stop();
  process.exit(1);
});
