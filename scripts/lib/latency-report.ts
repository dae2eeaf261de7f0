// The report of bench:latency (scripts/bench/latency-bench.ts): per screen the medians and the
// waterfall of the median run, then one summary table against the targets.
import { cpus, loadavg } from 'node:os';
import {
  isBffRequest,
  median,
  medianIndex,
  shortPath,
  waterfallLines,
  type Timed,
} from './waterfall';

export const TARGETS = { roundTrips: 2, sidebarClickMs: 50, backMs: 50 };

export interface Screen {
  path: string;
  /** Only in the DOM once this screen shows its data (not its loading state, not another's). */
  dataShown: string;
}

export interface DeepLinkRun {
  painted: number;
  requests: Timed[];
  chain: Timed[];
  /** Long tasks before the data was painted. */
  busy: number;
}

export interface InAppRun {
  sidebarClick: number;
  /** Click → the router changed the address. */
  sidebarUrl: number;
  /** Long tasks between the click and the data painted. */
  sidebarBusy: number;
  sidebarRequests: Timed[];
  back: number;
  backBusy: number;
  backRequests: Timed[];
}

/** The load average, printed beside the figures (a loaded machine explains slow ones). */
export const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

export interface ReportSettings {
  hoverMs: number;
  latencyMs: number;
  runs: number;
}

export function createLatencyReport({
  hoverMs: HOVER_MS,
  latencyMs: LATENCY_MS,
  runs: RUNS,
}: ReportSettings) {
  const ms = (n: number) => `${n.toFixed(0)} ms`;

  interface Row {
    scenario: string;
    screen: string;
    median: number;
    best: number;
    roundTrips?: number;
    /** Median of the main thread's long tasks in the measured span. */
    busy: number;
    target: string;
    ok: boolean;
    load: string;
  }
  const rows: Row[] = [];

  const KINDS = {
    returning: 'new tab, auth state restored from sessionStorage, cache warm',
    cold: 'first visit: new browser context, session cookie only, cache empty',
  } as const;

  function reportDeepLinks(kind: keyof typeof KINDS, screen: Screen, runs: DeepLinkRun[]) {
    const painted = runs.map((r) => r.painted);
    const trips = runs.map((r) => r.chain.length);
    const chosen = runs[medianIndex(painted)]!;
    const row: Row = {
      scenario: `deep link, ${kind}`,
      screen: screen.path,
      median: median(painted),
      best: Math.min(...painted),
      roundTrips: median(trips),
      busy: median(runs.map((r) => r.busy)),
      target: `≤ ${TARGETS.roundTrips} BFF round trips`,
      ok: median(trips) <= TARGETS.roundTrips,
      load: load(),
    };
    rows.push(row);
    console.log(
      `\n${screen.path} — deep link, ${kind} (${KINDS[kind]}): data painted ${ms(row.median)} (median; runs ${painted
        .map((p) => p.toFixed(0))
        .join(', ')}), BFF round trips on the critical path ${row.roundTrips} (runs ${trips.join(
        ', ',
      )}; target ≤ ${TARGETS.roundTrips}); main thread in long tasks ${ms(row.busy)} of it — load average ${row.load}`,
    );
    console.log(
      `  waterfall of the median run, ms from navigation start (* = critical path, ▒ = from cache):`,
    );
    for (const line of waterfallLines(chosen.requests, chosen.painted, { chain: chosen.chain }))
      console.log(line);
    // What the paint most likely waited for: the BFF answer that arrived last before it (the
    // chain counts overlaps once, so a screen held by a later, overlapping request shows here).
    const last = chosen.requests
      .filter((r) => isBffRequest(r.path) && r.end <= chosen.painted)
      .sort((a, b) => b.end - a.end)[0];
    if (last)
      console.log(
        `    last BFF answer before the paint: ${shortPath(last.path, 60)} at ${ms(last.end)}, painted ${ms(chosen.painted - last.end)} later`,
      );
  }

  function reportInApp(screen: Screen, runs: InAppRun[]) {
    const clicks = runs.map((r) => r.sidebarClick);
    const backs = runs.map((r) => r.back);
    const bff = (requests: Timed[]) => requests.filter((r) => isBffRequest(r.path)).length;
    for (const [scenario, values, busy, target] of [
      ['sidebar click (hovered)', clicks, runs.map((r) => r.sidebarBusy), TARGETS.sidebarClickMs],
      ['Back', backs, runs.map((r) => r.backBusy), TARGETS.backMs],
    ] as const) {
      rows.push({
        scenario,
        screen: screen.path,
        median: median(values),
        best: Math.min(...values),
        busy: median(busy),
        target: `≤ ${target} ms`,
        ok: median(values) <= target,
        load: load(),
      });
    }
    const chosen = runs[medianIndex(clicks)]!;
    const chosenBack = runs[medianIndex(backs)]!;
    console.log(
      `\n${screen.path} — sidebar click after a ${HOVER_MS} ms hover: ${ms(median(clicks))} click → data painted (median; runs ${clicks
        .map((c) => c.toFixed(0))
        .join(
          ', ',
        )}; the address changed ${ms(median(runs.map((r) => r.sidebarUrl)))} after the click; long tasks ${ms(median(runs.map((r) => r.sidebarBusy)))}); Back: ${ms(median(backs))} (runs ${backs
        .map((b) => b.toFixed(0))
        .join(', ')}) — load average ${load()}`,
    );
    console.log(
      `  requests of the median click, ms from the click (negative: started while hovering), ${bff(chosen.sidebarRequests)} to the BFF:`,
    );
    for (const line of waterfallLines(chosen.sidebarRequests, chosen.sidebarClick, { width: 40 }))
      console.log(line);
    console.log(
      `  requests after Back (median run): ${chosenBack.backRequests.length === 0 ? 'none' : chosenBack.backRequests.map((r) => `${r.path} ${r.start.toFixed(0)}–${r.end.toFixed(0)}`).join(', ')}`,
    );
  }

  function summary() {
    console.log(
      `\nSummary — LATENCY_MS ${LATENCY_MS}, DEMO_SCALE ${process.env.DEMO_SCALE || '(unset: 25 organizations)'}, ${RUNS} runs each, ${cpus().length} CPUs`,
    );
    const header = `  ${'scenario'.padEnd(26)}${'screen'.padEnd(24)}${'median'.padStart(9)}${'best'.padStart(9)}${'BFF RTs'.padStart(9)}${'long tasks'.padStart(12)}   ${'target'.padEnd(24)}${'result'.padEnd(8)}load average`;
    console.log(header);
    for (const row of rows) {
      console.log(
        `  ${row.scenario.padEnd(26)}${row.screen.padEnd(24)}${ms(row.median).padStart(9)}${ms(row.best).padStart(9)}${(row.roundTrips === undefined ? '' : String(row.roundTrips)).padStart(9)}${ms(row.busy).padStart(12)}   ${row.target.padEnd(24)}${(row.ok ? 'ok' : 'OVER').padEnd(8)}${row.load}`,
      );
    }
  }

  return { reportDeepLinks, reportInApp, summary };
}
