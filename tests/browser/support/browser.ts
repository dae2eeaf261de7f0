// One way to drive Debian's Chromium for every browser test, with the CSP-violation and
// page-error collection that is asserted empty after each test (console-fixture.ts).
import { mkdir } from 'node:fs/promises';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Download,
  type Page,
} from 'playwright-core';

/**
 * Playwright's own `--disable-features` list (playwright-core 1.65, chromiumSwitches.ts).
 * Chromium keeps only the last `--disable-features` it is given, so a list of ours must repeat
 * these; browser.test.ts fails when Playwright's list holds one this does not.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Headless Chromium 156 still builds the address bar's suggestion popups as WebUI pages, one
 * renderer per browser context, though it shows no address bar: ~1.8 s of CPU for every context
 * a test opens (10 contexts: 24.7 s of Chromium CPU with them, 6.3 s without).
 */
const HEADLESS_UNUSED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // Pages of one site in one context share a renderer process: a test's console joins the one
  // a reused context keeps alive (context-pool.ts) instead of starting and warming its own.
  '--process-per-site',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...HEADLESS_UNUSED_FEATURES].join(',')}`,
];

export const LAUNCH_OPTIONS = {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: CHROMIUM_ARGS,
};

let running: Promise<Browser> | undefined;

/**
 * This process's Chromium: the first call launches it, later calls get the same one until it
 * closes or crashes. A vitest worker of the browser project runs one file after another
 * (isolate: false), so its files share a Chromium; each opens contexts of its own and ends with
 * releaseBrowser. Playwright drives a Chromium it launched from the same process: one Chromium
 * for the whole run, which every file reached through `chromium.connect` (a Playwright server in
 * vitest's main process, a WebSocket between), cost six files 209.6 core-seconds against 190.7
 * (medians of three runs, alternated); one per file paid its start every time. A script closes
 * the browser when it is done.
 */
export function launchBrowser(): Promise<Browser> {
  if (!running) {
    const launching = chromium.launch(LAUNCH_OPTIONS);
    const forget = () => {
      if (running === launching) running = undefined;
    };
    running = launching;
    launching.then((browser) => browser.on('disconnected', forget), forget);
  }
  return running;
}

/**
 * A file's end with launchBrowser's Chromium: every context it has is closed (a worker runs one
 * file at a time, so they are all this file's) and the browser stays for the worker's next file.
 */
export async function releaseBrowser(browser: Browser | undefined): Promise<void> {
  const contexts = browser?.contexts() ?? [];
  await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
}

export interface PageProblems {
  cspViolations: string[];
  pageErrors: string[];
  /** Pages made by newWatchedPage, whose own CSP records are read after each test. */
  readonly pages: Page[];
}

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** A page whose CSP violations and uncaught errors are recorded into `problems`. */
export async function newWatchedPage(
  context: BrowserContext,
  problems: PageProblems,
): Promise<Page> {
  const page = await context.newPage();
  problems.pages.push(page);
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      problems.cspViolations.push(message.text());
    }
  });
  return page;
}

/**
 * Returns once the test has seen every request the page sent before this call: a marker
 * request is sent now, and the page's requests reach the test in the order they were sent.
 * "Nothing was sent" is then checked without sleeping for a while first.
 */
export async function seenEveryRequestSoFar(page: Page): Promise<void> {
  const marker = `/gateway/healthz?marker=${Math.random().toString(36).slice(2)}`;
  const seen = page.waitForRequest((request) => request.url().endsWith(marker));
  await page.evaluate((url) => void fetch(url).catch(() => undefined), marker);
  await seen;
}

/** Takes the violations the page itself recorded (call before navigating away). */
export async function collectCsp(page: Page, problems: PageProblems): Promise<void> {
  const found = await page
    .evaluate(() => window.__cspViolations?.splice(0) ?? [])
    .catch(() => [] as string[]);
  problems.cspViolations.push(...found);
}

export function emptyProblems(): PageProblems {
  return { cspViolations: [], pageErrors: [], pages: [] };
}

/** A download's text, read through Playwright (no file path to know or clean up). */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The folder the variable `variable` names for a file's screenshots (CHARTS_SCREENSHOTS, …),
 * created; undefined when it is unset, so a run writes no files unless someone asks for them.
 */
export async function screenshotFolder(variable: string): Promise<string | undefined> {
  const folder = process.env[variable];
  if (!folder) return undefined;
  await mkdir(folder, { recursive: true });
  return folder;
}
