// bench:latency's user page (issue #32 item 8): from the users list, hover a person's name (the
// router's intent preload starts the page's three reads), click, and time click → their 50
// sessions and their record painted. The target: one BFF round trip + 100 ms.
import type { BrowserContext, Page } from 'playwright-core';
import { BENCH_SESSIONS, BENCH_USER } from '../../server/demo-backend/seed/people-seed';
import { WAIT_MS, restoreSession, settle, waitPainted, type Probe } from './latency-probes';
import { load } from './latency-report';

const HOVER_MS = 300;
const SESSIONS_PAINTED = `.user-page__table tbody tr:nth-child(${BENCH_SESSIONS})`;
const RECORD_PAINTED = '.user-page__record li';

async function onePass(page: Page, base: string): Promise<number> {
  await page.goto(`${base}/organization/users?q=${encodeURIComponent(BENCH_USER.email)}`);
  const link = page.getByRole('link', { name: BENCH_USER.name });
  await link.waitFor({ timeout: WAIT_MS });
  await settle(page);
  const painted = page.evaluate(
    ([sessions, record]) => {
      const w = window as unknown as Probe;
      return Promise.all([w.__dataPainted(sessions!), w.__dataPainted(record!)]).then((times) =>
        Math.max(...times),
      );
    },
    [SESSIONS_PAINTED, RECORD_PAINTED],
  );
  await link.hover();
  await page.waitForTimeout(HOVER_MS);
  await link.click();
  const at = await waitPainted(page, 'user page', painted);
  const clickAt = await page.evaluate(() => (window as unknown as Probe).__clickAt!);
  return at - clickAt;
}

export async function reportUserPage(options: {
  context: BrowserContext;
  base: string;
  authState: string;
  runs: number;
  latencyMs: number;
  newProbedPage: (context: BrowserContext) => Promise<Page>;
}): Promise<void> {
  const { context, base, authState, runs, latencyMs } = options;
  const times: number[] = [];
  for (let i = 0; i <= runs; i += 1) {
    const page = await options.newProbedPage(context);
    try {
      await page.addInitScript(restoreSession, authState);
      const ms = await onePass(page, base).catch((error: unknown) => {
        if (i === 0) throw error;
        return Number.NaN;
      });
      if (i > 0) times.push(ms); // the first pass warms the caches and the JIT
    } finally {
      await page.close();
    }
  }
  const sorted = times.filter(Number.isFinite).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  const target = latencyMs + 100;
  console.log(
    `user page (${BENCH_USER.name}: ${BENCH_SESSIONS} sessions, 500+ events), hover ${HOVER_MS} ms then click → sessions and record painted: median ${median.toFixed(0)} ms of ${sorted.length} runs (${sorted.map((t) => t.toFixed(0)).join(', ')}); target ≤ ${target} ms (one round trip + 100 ms): ${median <= target ? 'met' : 'NOT met'}; load average ${load()}`,
  );
}
