// The shape of an extra bench of `npm run bench:lists` (scripts/bench/lists-extra.ts lists
// them): a module of its own so that the benches name it without importing their list back.
import type { Page } from 'playwright-core';

export type BenchScale = 'large' | 'huge';

export interface BenchMetric {
  key: string;
  label: string;
  unit: 'ms' | 'fps' | 'frames';
  /** Printed beside the figures; OVER when the median misses it. */
  target?: number;
  /** fps: the more the better; everything else: the less. */
  higherIsBetter?: boolean;
}

export interface BenchContext {
  /** The gateway's origin, e.g. http://127.0.0.1:43121. */
  base: string;
  scale: BenchScale;
  /** Resolves after the next frame was painted (performance.now() of that moment). */
  afterPaint: () => Promise<number>;
}

export interface ExtraBench {
  name: string;
  /** The scales it runs at (the demo backend's DEMO_SCALE). */
  scales: readonly BenchScale[];
  metrics: readonly BenchMetric[];
  /**
   * A console of its own (say, with the BFF behind a latency proxy) instead of the bench's
   * gateway at that scale: started once before the runs, stopped after them.
   */
  setUp?: () => Promise<{ base: string; stop: () => Promise<void> }>;
  /** One measured run on a signed-in page; returns a figure for each metric key. */
  run: (page: Page, context: BenchContext) => Promise<Record<string, number>>;
}
