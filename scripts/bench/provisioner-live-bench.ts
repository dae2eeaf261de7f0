// The 1,000-pipeline list while updates arrive (issue #22): at DEMO_SCALE=large, 50 pipelines
// are started (each step fails once and is retried, so they move for the whole run) and, while
// their changes stream in, the bench measures the frames (fps, longest frame over 3 s), a sort
// (a click on Created → the re-sorted rows painted) and a status chip (a click on Running → the
// filtered rows painted), against #12's targets. An extra bench of `npm run bench:lists`
// (BENCH_ONLY=provisioner BENCH_SCALES=large).
import type { Page } from 'playwright-core';
import type { ExtraBench } from './extra-bench';
import { clickToRowsPainted } from '../lib/rows-painted';

/** Frames for `ms`: frames per second and the longest gap between two frames. */
function frames(page: Page, ms: number): Promise<{ fps: number; longest: number }> {
  return page.evaluate(
    (duration) =>
      new Promise((resolve) => {
        const times: number[] = [];
        const tick = (time: number) => {
          times.push(time);
          if (time - times[0]! < duration) return void requestAnimationFrame(tick);
          let longest = 0;
          for (let i = 1; i < times.length; i += 1)
            longest = Math.max(longest, times[i]! - times[i - 1]!);
          resolve({ fps: ((times.length - 1) * 1000) / (time - times[0]!), longest });
        };
        requestAnimationFrame(tick);
      }),
    ms,
  );
}

export const provisionerLiveBench: ExtraBench = {
  name: 'provisioner, 50 pipelines moving',
  scales: ['large'],
  metrics: [
    {
      key: 'fps',
      label: 'frames while updates arrive: fps',
      unit: 'fps',
      target: 58,
      higherIsBetter: true,
    },
    { key: 'longestFrame', label: 'longest frame while updates arrive', unit: 'ms', target: 50 },
    { key: 'sort', label: 'sort by created (updates arriving)', unit: 'ms', target: 60 },
    { key: 'chip', label: 'status chip → rows (updates arriving)', unit: 'ms', target: 60 },
  ],
  async run(page, { base }) {
    await page.goto(`${base}/global/provisioner`);
    await page.locator('.data-table__row').first().waitFor();
    await page.getByText('Live: changes appear as they happen').waitFor();
    await page.evaluate(async () => {
      const stamp = Date.now().toString(36);
      await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          fetch('/api/v1/provisioner', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-CSRF': '1' },
            body: JSON.stringify({
              type: 'workspace-create',
              inputParams: {
                title: `Live bench ${i}`,
                slug: `flaky-${stamp}-${i}`,
                region: 'eu-west-1',
              },
            }),
          }),
        ),
      );
    });
    await page.locator('.data-table__row', { hasText: 'Live bench' }).first().waitFor();
    const { fps, longest } = await frames(page, 3_000);
    const sort = await clickToRowsPainted(
      page.getByRole('columnheader', { name: /^Created/ }).getByRole('button'),
    );
    const chip = await clickToRowsPainted(
      page
        .getByRole('group', { name: 'Filter by status' })
        .getByRole('button', { name: /^Running / }),
    );
    return { fps, longestFrame: longest, sort, chip };
  },
};
