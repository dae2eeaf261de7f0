// Content that moves after it appeared, with no input to cause it, moves under the user's
// pointer: a click meant for one control lands beside it (a late note under the settings form
// did so to a CI run). The browser's Layout Instability API reports each such shift; these
// helpers keep those of the page's main content (the sidebar's Organization group appearing
// once an organization is selected is SPEC §2's own behaviour), and hold a late read until the
// screen is drawn, so a check meets it every time.
import type { Page } from 'playwright-core';

declare global {
  interface Window {
    __layoutShifts?: string[];
  }
}

/** From the next document on, records every move down or up in the main content no input caused. */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__layoutShifts = [];
    interface Shift extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }
    const describe = (node: Node | null) =>
      node instanceof Element ? `${node.localName}.${[...node.classList].join('.')}` : 'text';
    new PerformanceObserver((list) => {
      for (const shift of list.getEntries() as Shift[]) {
        if (shift.hadRecentInput) continue;
        const main = document.querySelector('main');
        for (const { node, previousRect, currentRect } of shift.sources) {
          // Sideways moves are left out: a filter chip widens when its count arrives and moves
          // its neighbours a few pixels; content pushed down moves everything below it.
          if (!node || !main?.contains(node) || previousRect.y === currentRect.y) continue;
          window.__layoutShifts?.push(
            `${location.pathname}: ${describe(node)} moved from y=${Math.round(previousRect.y)} to y=${Math.round(currentRect.y)}`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The main content's shifts recorded since this document loaded (watchLayoutShifts). */
export function layoutShiftsInMain(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__layoutShifts ?? ['watchLayoutShifts was not called']);
}

/**
 * Holds the page's requests whose address `matches` until `answer()`: the read then arrives
 * after the screen is drawn every time, so a check of what moved meets it. `stop()` answers
 * any still held and lets later ones through.
 */
export async function holdRequests(page: Page, matches: (url: URL) => boolean) {
  let answer = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route(matches, async (route) => {
    await held;
    await route.continue();
  });
  return {
    answer,
    stop: async () => {
      answer();
      await page.unroute(matches);
    },
  };
}
