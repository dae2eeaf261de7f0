// The organization picker's benchmark (issue #11 item 2): the sidebar picker with 5,000 managed
// organizations in Debian's Chromium, through the built gateway. Acme's managed list is
// answered by the browser itself (page.route), so the figures are the console's own work.
// Prints, over BENCH_RUNS runs:
//   first open   — a click on the closed picker → the list painted (loads the list's code)
//   open         — the same once the code is loaded
//   keystroke    — one character typed into the search (14 per run): keydown → the filtered
//                  list in the DOM ("work"), and keydown → the next frame painted ("painted")
//   arrow / End  — moving the active option one step, and to the end of 5,000
// Run alone with `npm run bench:picker`, or as part of `npm run bench:lists` (benchPicker).
// Env: BENCH_PICKER_ORGS (default 5000), BENCH_RUNS (5), OUT_DIR (the build, default dist).
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { SEED_IDS } from '../../server/demo-backend/seed';
import { CHROMIUM_ARGS } from '../../tests/browser/support/browser';
import { startGateway } from '../../tests/browser/support/processes';

const ORGS = Number(process.env.BENCH_PICKER_ORGS ?? 5_000);
const QUERY = 'harbor nova 12';
const TARGET_MS = 16;

const WORDS = ['North', 'Blue', 'River', 'Summit', 'Cedar', 'Atlas', 'Harbor', 'Nova'];
const KINDS = ['Labs', 'Logistics', 'Health', 'Systems', 'Foods', 'Trading', 'Energy'];

function managedOrganizations(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    id: `bench-org-${i.toString(16).padStart(6, '0')}`,
    name: `${WORDS[i % 8]} ${WORDS[Math.floor(i / 8) % 8]} ${KINDS[i % KINDS.length]} ${i}`,
    status: 'active',
  }));
}

interface Run {
  firstOpen: number;
  open: number;
  work: number[];
  painted: number[];
  arrow: number;
  end: number;
}

/** In-page: `__afterPaint()` resolves after the next frame is painted (as in bench-lists). */
function installProbes() {
  const w = window as unknown as { __afterPaint: () => Promise<number> };
  w.__afterPaint = () =>
    new Promise((resolve) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(0);
      }),
    );
}

/** Arms timing for the next key: keydown → input handled (React commits a typed key in the
 * event) and keydown → painted. */
async function armKey(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as {
      __afterPaint: () => Promise<number>;
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
            .__afterPaint()
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
    const w = window as unknown as { __afterPaint: () => Promise<number> };
    const started = performance.now();
    (input as HTMLInputElement).click();
    while (!document.querySelector('[role="listbox"] [role="option"]'))
      await new Promise((r) => setTimeout(r, 1));
    return (await w.__afterPaint()) - started;
  });
}

async function measureOnce(browser: Browser, base: string, body: string): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    await page.route(
      (url) => url.pathname === `/api/v1/organizations/${SEED_IDS.acme}/managed`,
      (route) =>
        route.request().method() === 'GET'
          ? route.fulfill({ status: 200, contentType: 'application/json', body })
          : route.continue(),
    );
    await page.addInitScript('window.__name = (fn) => fn;');
    await page.addInitScript(installProbes);
    await page.goto(`${base}/login?returnUrl=${encodeURIComponent('/')}`);
    await page.getByRole('button', { name: /admin@example\.com/ }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const picker = page.getByRole('combobox', { name: 'Selected organization' });
    await picker.waitFor();

    const firstOpen = await timedOpen(page);
    await page.keyboard.press('Escape');
    await page.locator('[role="listbox"]').waitFor({ state: 'detached' });
    const open = await timedOpen(page);

    const work: number[] = [];
    const painted: number[] = [];
    for (const char of QUERY) {
      const figures = await timedKey(page, char === ' ' ? 'Space' : char);
      work.push(figures.work);
      painted.push(figures.painted);
    }
    const typed = await picker.inputValue();
    if (typed !== QUERY) throw new Error(`typed "${typed}", expected "${QUERY}"`);
    const shown = await page.locator('[role="listbox"] [role="option"]').count();
    if (shown === 0) throw new Error(`no organization matched "${QUERY}"`);

    await page.keyboard.press('Escape');
    await picker.click();
    await page.locator('[role="listbox"] [role="option"]').first().waitFor();
    const arrow = (await timedKey(page, 'ArrowDown')).painted;
    const end = (await timedKey(page, 'End')).painted;
    return { firstOpen, open, work, painted, arrow, end };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

/** Measures and prints the picker's figures with a browser and a gateway already running. */
export async function benchPicker(browser: Browser, base: string, runs: number): Promise<void> {
  const body = JSON.stringify(managedOrganizations(ORGS));
  const results: Run[] = [];
  for (let run = 0; run < runs + 1; run += 1) {
    const figures = await measureOnce(browser, base, body);
    if (run > 0) results.push(figures); // the first run warms the caches and the JIT
  }
  const all = (key: 'work' | 'painted') => results.flatMap((r) => r[key]);
  const each = (key: 'firstOpen' | 'open' | 'arrow' | 'end') => results.map((r) => r[key]);
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const line = (label: string, values: number[], target?: number) => {
    const med = median(values);
    const p95 = percentile(values, 95);
    const mark = target === undefined ? '' : med <= target ? 'ok' : 'OVER';
    console.log(
      `  ${label.padEnd(26)}${ms(med).padStart(11)}${ms(p95).padStart(11)}${ms(Math.max(...values)).padStart(11)}   ${(target ? `≤ ${target} ms` : '').padEnd(10)}${mark}`,
    );
  };
  console.log(
    `\nOrganization picker: ${(ORGS + 1).toLocaleString('en')} organizations (own + ${ORGS.toLocaleString('en')} managed), ${runs} runs × ${QUERY.length} keystrokes ("${QUERY}"), Chromium headless`,
  );
  console.log(
    `  machine: ${cpus().length} CPUs, load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `  ${''.padEnd(26)}${'median'.padStart(11)}${'p95'.padStart(11)}${'max'.padStart(11)}   target`,
  );
  line('first open (loads code)', each('firstOpen'));
  line('open', each('open'));
  line('keystroke: work', all('work'), TARGET_MS);
  line('keystroke: to paint', all('painted'));
  line('ArrowDown: to paint', each('arrow'));
  line('End (5,000 down): paint', each('end'));
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
  const gateway = await startGateway();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    await benchPicker(browser, gateway.url, Number(process.env.BENCH_RUNS ?? 5));
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
