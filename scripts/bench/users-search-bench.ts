// The users search at 5,000 (issue #24), with the BFF 150 ms away: the demo backend at
// DEMO_SCALE=large behind the latency proxy, the built gateway in front. Typed like a person
// (a key every 120 ms), the figure is the last keystroke → the matching users painted, against
// the target of one BFF round trip + 50 ms; and a click on Last Activity → all users re-sorted
// by the server and painted. An extra bench of `npm run bench:lists` (BENCH_ONLY=users).
import type { Page } from 'playwright-core';
import type { ExtraBench } from './extra-bench';
import { latencyFromEnv, startLatencyProxy } from '../lib/latency-proxy';
import { clickToRowsPainted } from '../lib/rows-painted';
import { startDemoBackend, startGateway } from '../../tests/browser/support/processes';

const LATENCY_MS = latencyFromEnv();
const KEY_DELAY_MS = 120;

/** The local part of user #3,000's email: the text typed (its last key narrows the matches). */
async function wantedPart(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const me = await (await fetch('/auth/me', { headers: { 'X-CSRF': '1' } })).json();
    const path = `/api/v1/organizations/${me.organizationId}/users`;
    const first = await (await fetch(path, { headers: { 'X-CSRF': '1' } })).json();
    // The continuation token is opaque: walk to page 150 the way a client would.
    let page = first;
    let received = page.items.length;
    while (received < 3000) {
      const next = `${path}?offset=${received}&skipToken=${encodeURIComponent(page.skipToken)}`;
      page = await (await fetch(next, { headers: { 'X-CSRF': '1' } })).json();
      received += page.items.length;
    }
    return String(page.items.at(-1).email).split('@')[0] as string;
  });
}

/** Types `text`; resolves with the ms from its last keystroke to the rows all matching it painted. */
async function typeToMatchesPainted(page: Page, text: string): Promise<number> {
  await page.evaluate((full) => {
    const w = window as unknown as {
      __afterPaint: () => Promise<number>;
      __typed?: Promise<number>;
    };
    const input = document.querySelector<HTMLInputElement>('input[aria-label="Filter"]')!;
    const table = document.querySelector('.data-table')!;
    w.__typed = new Promise((resolve, reject) => {
      setTimeout(() => reject(new Error('the matching users were never painted')), 30_000);
      let typedAt = 0;
      const matches = () => {
        const emails = [...table.querySelectorAll('.users-cell__email')];
        return emails.length > 0 && emails.every((e) => e.textContent?.includes(full));
      };
      const observer = new MutationObserver(() => {
        if (!typedAt || !matches()) return;
        observer.disconnect();
        void w.__afterPaint().then((at) => resolve(at - typedAt));
      });
      input.addEventListener('input', () => {
        if (input.value === full) typedAt = performance.now();
      });
      observer.observe(table, { childList: true, subtree: true, characterData: true });
    });
  }, text);
  await page.keyboard.type(text, { delay: KEY_DELAY_MS });
  return page.evaluate(() => (window as unknown as { __typed: Promise<number> }).__typed);
}

export const usersSearchBench: ExtraBench = {
  name: `users search, 5,000 users, BFF ${LATENCY_MS} ms away`,
  scales: ['large'],
  metrics: [
    {
      key: 'search',
      label: 'last keystroke → matches',
      unit: 'ms',
      target: LATENCY_MS + 50,
    },
    { key: 'sort', label: 'sort by last activity', unit: 'ms', target: LATENCY_MS + 50 },
  ],
  async setUp() {
    const backend = await startDemoBackend({ env: { DEMO_SCALE: 'large' } });
    const proxy = await startLatencyProxy({ target: backend.url, delayMs: LATENCY_MS });
    const gateway = await startGateway({ bffUrl: proxy.url });
    return {
      base: gateway.url,
      stop: async () => {
        await gateway.stop();
        await proxy.close();
        await backend.stop();
      },
    };
  },
  async run(page, { base }) {
    await page.goto(`${base}/organization/users`);
    await page.locator('.table-toolbar__count', { hasText: 'of 5,000 users' }).waitFor();
    const part = await wantedPart(page);
    await page.getByRole('searchbox', { name: 'Filter' }).click();
    const search = await typeToMatchesPainted(page, part);
    await page.getByRole('searchbox', { name: 'Filter' }).fill('');
    await page.locator('.table-toolbar__count', { hasText: 'of 5,000 users' }).waitFor();
    const sort = await clickToRowsPainted(
      page.getByRole('columnheader', { name: /^Last Activity/ }).getByRole('button'),
    );
    return { search, sort };
  },
};
