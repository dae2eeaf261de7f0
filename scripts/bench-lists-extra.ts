// Extra benches for `npm run bench:lists`: the place where other screens add their own
// figures (the command palette's and the organization picker's per-keystroke times, say)
// without touching the list benches. Add an entry to EXTRA_BENCHES (or push one from a file
// of your own imported here). Each run gets a fresh browser context, signed in as the
// administrator on the dashboard of the console at that scale, and returns its figures by
// key; the bench prints the median and the best of the runs beside the targets.
import type { Page } from 'playwright-core';
import { paletteBench } from './bench/palette-bench';
import { pickerBench } from './bench/picker-bench';
import { provisionerLiveBench } from './bench/provisioner-live-bench';
import { usersSearchBench } from './bench/users-search-bench';

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

// ---- Add extra benches below this line. ----
export const EXTRA_BENCHES: ExtraBench[] = [
  paletteBench,
  pickerBench,
  provisionerLiveBench,
  usersSearchBench,
];
