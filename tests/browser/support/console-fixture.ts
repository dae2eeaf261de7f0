// The setup every browser test file shares unless its subject is the setup itself: a demo
// backend (its own process, or the gateway's embedded one) and the built gateway, started before
// the file's tests and stopped after them, and the worker's Chromium (browser.ts), whose contexts
// the file closes when it ends. After each test, the CSP violations and page errors of every
// watched page are asserted empty, naming that test, and the browser contexts the test opened
// are emptied, their pages closed (an open console keeps polling and streaming: a dozen left open
// until the file ends kept Chromium, the gateway and the backend busy), and handed to the file's
// next tests (context-pool.ts says why and what is emptied).
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, type TestContext } from 'vitest';
import {
  collectCsp,
  emptyProblems,
  launchBrowser,
  releaseBrowser,
  type PageProblems,
} from './browser';
import { contextPool, type ContextPool } from './context-pool';
import { freePort } from '../../../scripts/lib/free-port';
import { startDemoBackend, startGateway, type Started } from './processes';

export interface ConsoleFixtureOptions {
  /** The demo backend's variables (DEMO_SCALE, PIPELINE_STEP_MS, SSE_HEARTBEAT_MS, …). */
  backendEnv?: NodeJS.ProcessEnv;
  /**
   * 'separate' (the default): the demo backend as its own process, the gateway proxying to it.
   * 'embedded': the gateway's own demo backend, given `backendEnv`; there is no `backend`.
   */
  backend?: 'separate' | 'embedded';
  /** The gateway's own variables (BFF_MAX_STREAMS, …). */
  gatewayEnv?: NodeJS.ProcessEnv;
  /** How long a start may take (one that seeds DEMO_SCALE=large takes longer). */
  readyTimeoutMs?: number;
}

export interface ConsoleFixture {
  /** The separate demo backend (set once beforeAll has run; none with backend: 'embedded'). */
  readonly backend: Started;
  /** The built gateway, proxying to the demo backend or running its embedded one. */
  readonly gateway: Started;
  readonly browser: Browser;
  readonly problems: PageProblems;
  /**
   * An empty browser context. One a test opens is emptied after it and may be the next test's
   * (context-pool.ts); one opened in beforeAll stays the file's until its tests end.
   */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
}

/** Registers the file's hooks (and the per-test problem check); read the fields inside tests. */
export function setUpConsoleFixture(options: ConsoleFixtureOptions = {}): ConsoleFixture {
  let backend: Started | undefined;
  let gateway: Started | undefined;
  let browser: Browser | undefined;
  const problems = emptyProblems();
  const started = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`${name} is not started (read it inside a test)`);
    return value;
  };
  const pool = contextPool(
    () => started(browser, 'browser'),
    () => started(gateway, 'gateway').url,
  );
  const readyTimeoutMs = options.readyTimeoutMs;

  beforeAll(
    async () => {
      const backendEnv = options.backendEnv ?? {};
      // The gateway answers its health check without its BFF, so the three start at once; a
      // demo backend of its own (not the gateway's embedded one) on a port chosen first.
      const bffPort = options.backend === 'embedded' ? undefined : await freePort();
      const starts = await Promise.allSettled([
        bffPort === undefined
          ? undefined
          : startDemoBackend({ port: bffPort, env: backendEnv, readyTimeoutMs }),
        startGateway(
          bffPort === undefined
            ? { env: { ...backendEnv, ...options.gatewayEnv }, readyTimeoutMs }
            : { bffUrl: `http://127.0.0.1:${bffPort}`, env: options.gatewayEnv, readyTimeoutMs },
        ),
        launchBrowser(),
      ]);
      const [backendStart, gatewayStart, browserStart] = starts;
      if (backendStart.status === 'fulfilled') backend = backendStart.value;
      if (gatewayStart.status === 'fulfilled') gateway = gatewayStart.value;
      if (browserStart.status === 'fulfilled') browser = browserStart.value;
      const failed = starts.find((start) => start.status === 'rejected');
      // afterAll stops what did start (an embedded start's browser or gateway included).
      if (failed) throw failed.reason;
    },
    Math.max(60_000, (readyTimeoutMs ?? 0) + 30_000),
  );

  afterAll(async () => {
    // Every context, the pool's included.
    await releaseBrowser(browser);
    await Promise.all([gateway?.stop(), backend?.stop()]);
  });

  // Whether a test is running: a context opened then is that test's (beforeAll opens the file's).
  let inTest = false;
  beforeEach(() => {
    inTest = true;
  });
  afterEach(async (context) => {
    inTest = false;
    await checkThenRelease(problems, pool, context.task);
  });

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
    async newContext(contextOptions) {
      if (inTest) return pool.take(contextOptions);
      return started(browser, 'browser').newContext(contextOptions);
    },
  };
}

/**
 * After each test: no CSP violation and no page error on any page watched with `problems`
 * (the violations pages still open recorded themselves are read first). The failure names the
 * test that caused them; what was found is cleared, so the next test starts from nothing. Then,
 * pass or fail, the contexts the test took from `pool` are emptied for the next.
 * setUpConsoleFixture registers it; a file with its own setup calls it once at its top level.
 */
export function checkProblemsAfterEachTest(problems: PageProblems, pool: ContextPool): void {
  afterEach((context) => checkThenRelease(problems, pool, context.task));
}

async function checkThenRelease(
  problems: PageProblems,
  pool: ContextPool,
  task: TestContext['task'],
): Promise<void> {
  try {
    await expectNoProblems(problems, task);
  } finally {
    await pool.releaseTaken();
  }
}

async function expectNoProblems(problems: PageProblems, task: TestContext['task']): Promise<void> {
  const open = problems.pages.filter((page) => !page.isClosed());
  problems.pages.splice(0, problems.pages.length, ...open);
  for (const page of open) await collectCsp(page, problems);
  const found = {
    cspViolations: problems.cspViolations.splice(0),
    pageErrors: problems.pageErrors.splice(0),
  };
  const name = [task.suite?.name, task.name].filter(Boolean).join(' > ');
  expect(found, `"${name}" had CSP violations or page errors`).toEqual({
    cspViolations: [],
    pageErrors: [],
  });
}
