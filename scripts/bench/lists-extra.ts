// Extra benches for `npm run bench:lists`: the place where other screens add their own
// figures (the command palette's and the organization picker's per-keystroke times, say)
// without touching the list benches. Add an entry to EXTRA_BENCHES (or push one from a file
// of your own imported here). Each run gets a fresh browser context, signed in as the
// administrator on the dashboard of the console at that scale, and returns its figures by
// key; the bench prints the median and the best of the runs beside the targets.
import { paletteBench } from './palette-bench';
import { pickerBench } from './picker-bench';
import { provisionerLiveBench } from './provisioner-live-bench';
import { usersSearchBench } from './users-search-bench';
import type { ExtraBench } from './extra-bench';

// ---- Add extra benches below this line. ----
export const EXTRA_BENCHES: ExtraBench[] = [
  paletteBench,
  pickerBench,
  provisionerLiveBench,
  usersSearchBench,
];
