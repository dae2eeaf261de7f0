// The organization picker's benchmark (issue #11 item 2): the sidebar picker at DEMO_SCALE=large
// (Acme, the demo accounts' organization, manages 5,000 organizations) in Debian's Chromium,
// through the built gateway. Per run, on a page signed in as the administrator:
//   first open   — a click on the closed picker → the list painted (loads the list's code)
//   open         — the same once the code is loaded
//   keystroke    — each character of an organization's name typed into the search: keydown →
//                  the filtered list in the DOM ("work"), and keydown → the next frame painted
//   arrow / End  — moving the active option one step, and to the end of 5,001
// Run alone with `npm run bench:picker` (BENCH_RUNS, default 5; OUT_DIR, the build), or from
// `npm run bench:lists` as an extra bench: `pickerBench` has the shape of its ExtraBench.
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { SEED_IDS } from '../../server/demo-backend/seed/seed';
import { CHROMIUM_ARGS } from '../../tests/browser/support/browser';
import { startGateway } from '../../tests/browser/support/processes';

const TARGET_MS = 16;

/** One run's figures, in ms: `key*` are the median and the worst of its keystrokes. */
export type PickerFigures = Record<
  'firstOpen' | 'open' | 'keyWork' | 'keyWorkMax' | 'keyPaint' | 'arrow' | 'end',
  number
>;

/** In-page: `__afterPaint()` resolves after the next frame is painted (as in lists-bench.ts). */
function installProbes() {
  const w = window as unknown as { __pickerAfterPaint?: () => Promise<number> };
  w.__pickerAfterPaint = () =>
    new Promise((resolve) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(0);
      }),
    );
}

/** Arms timing for the next key: keydown → input handled (React commits a typed key within
 * the event) and keydown → painted. */
async function armKey(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as {
      __pickerAfterPaint: () => Promise<number>;
      __key: Promise<{ work: number; painted: number }>;
    };
    w.__key = new Promise((resolve) => {
      let down = 0;
      let work = 0;
      document.addEventListener(
        'keydown',
        (event) => {
          down = event.timeStamp;
          void w
            .__pickerAfterPaint()
            .then((at) => resolve({ work: work || at - down, painted: at - down }));
        },
        { once: true, capture: true },
      );
      // Bubbling to the document comes after React's root listener and its commit.
      const after = () => (work = performance.now() - down);
      document.addEventListener('input', after, { once: true });
      document.addEventListener('keyup', () => document.removeEventListener('input', after), {
        once: true,
      });
    });
  });
}

async function timedKey(page: Page, key: string) {
  await armKey(page);
  await page.keyboard.press(key);
  return page.evaluate(
    () => (window as unknown as { __key: Promise<{ work: number; painted: number }> }).__key,
  );
}

async function timedOpen(page: Page): Promise<number> {
  return page.locator('.org-picker__input').evaluate(async (input) => {
    const w = window as unknown as { __pickerAfterPaint: () => Promise<number> };
    const started = performance.now();
    (input as HTMLInputElement).click();
    while (!document.querySelector('[role="listbox"] [role="option"]'))
      await new Promise((r) => setTimeout(r, 1));
    return (await w.__pickerAfterPaint()) - started;
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * One measured run on a page signed in as the administrator (any screen with the sidebar),
 * the list's code not loaded yet. Types the name of an organization deep in Acme's list.
 */
export async function measurePicker(page: Page): Promise<PickerFigures> {
  // tsx (esbuild keepNames) may wrap functions sent to the page in __name(), which it lacks.
  await page.evaluate('window.__name = window.__name || ((fn) => fn);');
  await page.evaluate(installProbes);
  const response = await page.request.get(
    new URL(`/api/v1/organizations/${SEED_IDS.acme}/managed`, page.url()).href,
  );
  const managed = (await response.json()) as { name: string }[];
  if (managed.length < 5_000)
    throw new Error(`Acme manages ${managed.length} organizations: start at DEMO_SCALE=large`);
  const query = managed[Math.floor(managed.length * 0.86)]!.name;

  const picker = page.getByRole('combobox', { name: 'Selected organization' });
  await picker.waitFor();
  const firstOpen = await timedOpen(page);
  await page.keyboard.press('Escape');
  await page.locator('[role="listbox"]').waitFor({ state: 'detached' });
  const open = await timedOpen(page);

  const work: number[] = [];
  const painted: number[] = [];
  for (const char of query) {
    const figures = await timedKey(page, char === ' ' ? 'Space' : char);
    work.push(figures.work);
    painted.push(figures.painted);
  }
  if ((await picker.inputValue()) !== query) throw new Error(`"${query}" was not typed whole`);
  const shown = await page.locator('[role="listbox"] [role="option"]').allTextContents();
  if (!shown.some((name) => name.startsWith(query))) throw new Error(`"${query}" not found`);

  await page.keyboard.press('Escape');
  await picker.click();
  await page.locator('[role="listbox"] [role="option"]').first().waitFor();
  const arrow = (await timedKey(page, 'ArrowDown')).painted;
  const end = (await timedKey(page, 'End')).painted;
  await page.keyboard.press('Escape');
  return {
    firstOpen,
    open,
    keyWork: median(work),
    keyWorkMax: Math.max(...work),
    keyPaint: median(painted),
    arrow,
    end,
  };
}

const METRICS = [
  { key: 'firstOpen', label: 'first open (loads code)', unit: 'ms' },
  { key: 'open', label: 'open', unit: 'ms' },
  { key: 'keyWork', label: 'keystroke: work', unit: 'ms', target: TARGET_MS },
  { key: 'keyWorkMax', label: 'keystroke: work, worst', unit: 'ms' },
  { key: 'keyPaint', label: 'keystroke: to paint', unit: 'ms' },
  { key: 'arrow', label: 'ArrowDown: to paint', unit: 'ms' },
  { key: 'end', label: 'End (5,000 down): paint', unit: 'ms' },
] as const;

/** For bench:lists' EXTRA_BENCHES (scripts/bench/lists-extra.ts): same shape as ExtraBench. */
export const pickerBench = {
  name: 'Organization picker (sidebar), 5,001 organizations',
  scales: ['large'] as const,
  metrics: METRICS,
  run: (page: Page) => measurePicker(page),
};

// ---- standalone: npm run bench:picker ----

async function runOnce(browser: Browser, base: string): Promise<PickerFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    // tsx (esbuild keepNames) wraps named functions in __name(); the page has no such helper.
    await page.addInitScript('window.__name = (fn) => fn;');
    await page.goto(`${base}/login?returnUrl=${encodeURIComponent('/')}`);
    await page.getByRole('button', { name: /admin@example\.com/ }).click();
    await page.waitForURL((url) => url.pathname === '/');
    return await measurePicker(page);
  } finally {
    await context.close();
  }
}

function report(runs: PickerFigures[]) {
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log(`\n${pickerBench.name}, DEMO_SCALE=large: ${runs.length} runs, Chromium headless`);
  console.log(
    `  machine: ${cpus().length} CPUs, load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  console.log(`  ${''.padEnd(28)}${'median'.padStart(11)}${'best'.padStart(11)}   target`);
  for (const metric of METRICS) {
    const values = runs.map((run) => run[metric.key]);
    const med = median(values);
    const target = 'target' in metric ? metric.target : undefined;
    const mark = target === undefined ? '' : med <= target ? 'ok' : 'OVER';
    console.log(
      `  ${metric.label.padEnd(28)}${ms(med).padStart(11)}${ms(Math.min(...values)).padStart(11)}   ${(target ? `≤ ${target} ms` : '').padEnd(10)}${mark}`,
    );
  }
}

async function main() {
  const serverJs = path.resolve(
    import.meta.dirname,
    '../..',
    process.env.OUT_DIR ?? 'dist',
    'server.js',
  );
  if (!existsSync(serverJs)) {
    console.error('dist/server.js is missing: run `npm run build` first.');
    process.exit(1);
  }
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  const gateway = await startGateway({ env: { DEMO_SCALE: 'large' } });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const results: PickerFigures[] = [];
    for (let run = 0; run < runs + 1; run += 1) {
      const figures = await runOnce(browser, gateway.url);
      if (run > 0) results.push(figures); // the first run warms the caches and the JIT
    }
    report(results);
  } finally {
    await browser.close();
    await gateway.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
