// The setup most browser test files share: a demo backend, the built gateway in front of it and
// one Chromium, started before the file's tests and stopped after them, with every page's CSP
// violations and page errors collected for the file's last test to assert empty.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { collectCsp, emptyProblems, launchBrowser, type PageProblems } from './browser';
import { startDemoBackend, startGateway, type Started } from './processes';

export interface ConsoleFixture {
  /** The demo backend (set once beforeAll has run). */
  readonly backend: Started;
  /** The built gateway, proxying to the demo backend. */
  readonly gateway: Started;
  readonly browser: Browser;
  readonly problems: PageProblems;
  /** A browser context that is closed after the file's tests. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
}

/**
 * Registers the file's beforeAll/afterAll hooks; read the fields inside tests only.
 * `backendEnv` sets the demo backend's variables (DEMO_SCALE, PIPELINE_STEP_MS, …).
 */
export function setUpConsoleFixture(
  options: { backendEnv?: NodeJS.ProcessEnv; readyTimeoutMs?: number } = {},
): ConsoleFixture {
  let backend: Started | undefined;
  let gateway: Started | undefined;
  let browser: Browser | undefined;
  const problems = emptyProblems();
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    backend = await startDemoBackend({
      env: options.backendEnv ?? {},
      readyTimeoutMs: options.readyTimeoutMs,
    });
    [gateway, browser] = await Promise.all([
      startGateway({ bffUrl: backend.url }),
      launchBrowser(),
    ]);
  });

  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    await browser?.close();
    await Promise.all([gateway?.stop(), backend?.stop()]);
  });

  const started = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`${name} is not started (read it inside a test)`);
    return value;
  };

  return {
    get backend() {
      return started(backend, 'backend');
    },
    get gateway() {
      return started(gateway, 'gateway');
    },
    get browser() {
      return started(browser, 'browser');
    },
    problems,
    async newContext(options) {
      const context = await started(browser, 'browser').newContext(options);
      contexts.push(context);
      return context;
    },
  };
}

/**
 * The file's closing test: no CSP violation and no page error on any page. `pages` still open
 * have their page-recorded violations collected first.
 */
export function itHadNoProblems(
  problems: PageProblems,
  title = 'had no CSP violations and no page errors',
  pages: readonly Page[] = [],
): void {
  it(title, async () => {
    for (const page of pages) if (!page.isClosed()) await collectCsp(page, problems);
    expect(problems.cspViolations).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });
}
