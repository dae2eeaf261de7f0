// Browser contexts that a file's tests hand on to each other, emptied in between. Measured on
// the 2-core machine (medians of 5, the users page signed in through the sign-in page): a console
// opened in a new context cost ~6.8 s of CPU across both cores (a new renderer process, every
// chunk fetched and compiled again), one opened in a context an earlier test emptied ~2.8 s.
// What makes the difference: the context's HTTP cache stays warm, and a keeper page on the
// gateway's site keeps that site's renderer process alive for the next page to join (Chromium
// runs with --process-per-site, browser.ts).
//
// What a test can see of the earlier test's use is emptied: pages, cookies, permissions, and the
// gateway origin's storage. What cannot be emptied (an installed fake clock) closes the context.
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  CDPSession,
  Page,
} from 'playwright-core';

interface Pooled {
  context: BrowserContext;
  /** An idle page on the gateway's site: it keeps the site's renderer process alive. */
  keeper: Page;
  cdp: CDPSession;
  key: string;
  closed: boolean;
}

export interface ContextPool {
  /** An empty context with these options: one an earlier test emptied, or a new one. */
  take(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** Empties every context taken since the last call and keeps it for the next test. */
  releaseTaken(): Promise<void>;
}

export function contextPool(browser: () => Browser, origin: () => string): ContextPool {
  const idle = new Map<string, Pooled[]>();
  const taken: Pooled[] = [];

  async function open(options: BrowserContextOptions | undefined, key: string): Promise<Pooled> {
    const context = await browser().newContext(options);
    const keeper = await context.newPage();
    await keeper.goto(`${origin()}/gateway/healthz`);
    const pooled = {
      context,
      keeper,
      cdp: await context.newCDPSession(keeper),
      key,
      closed: false,
    };
    context.once('close', () => (pooled.closed = true));
    return pooled;
  }

  /** Back to what a new context shows a page, or closed when that cannot be done. */
  async function empty(pooled: Pooled): Promise<boolean> {
    const { context, keeper, cdp } = pooled;
    await Promise.all(context.pages().map((page) => (page === keeper ? null : page.close())));
    // A fake clock (page.clock.install) replaces the timers in every page of its context and
    // cannot be removed: that context is not handed on.
    const nativeTimers = await keeper.evaluate(() => /\[native code\]/.test(String(setTimeout)));
    if (!nativeTimers) return false;
    await Promise.all([
      context.clearCookies(),
      context.clearPermissions(),
      cdp.send('Storage.clearDataForOrigin', { origin: origin(), storageTypes: 'all' }),
    ]);
    return true;
  }

  return {
    async take(options) {
      const key = JSON.stringify(options ?? {});
      const pooled = idle.get(key)?.pop() ?? (await open(options, key));
      taken.push(pooled);
      return pooled.context;
    },
    async releaseTaken() {
      for (const pooled of taken.splice(0)) {
        if (pooled.closed) continue;
        const emptied = await empty(pooled).catch(() => false);
        if (!emptied) {
          await pooled.context.close().catch(() => undefined);
          continue;
        }
        idle.set(pooled.key, [...(idle.get(pooled.key) ?? []), pooled]);
      }
    },
  };
}
