// In-page timing for the list benchmarks: a click on a control → the table's rows changed and
// the next frame was painted. Needs the page's `__afterPaint` probe (bench/lists-bench.ts installs it).
import type { Locator } from 'playwright-core';

export function clickToRowsPainted(target: Locator, timeoutMs = 60_000): Promise<number> {
  return target.evaluate(
    (element, timeout) =>
      new Promise<number>((resolve, reject) => {
        setTimeout(() => reject(new Error('the rows never changed')), timeout);
        const w = window as unknown as { __afterPaint: () => Promise<number> };
        const body = document.querySelector('.data-table__table tbody');
        if (!body) return reject(new Error('no table body'));
        const started = performance.now();
        const observer = new MutationObserver(() => {
          observer.disconnect();
          void w.__afterPaint().then((at) => resolve(at - started));
        });
        observer.observe(body, { childList: true, subtree: true, characterData: true });
        (element as HTMLElement).click();
      }),
    timeoutMs,
  );
}
