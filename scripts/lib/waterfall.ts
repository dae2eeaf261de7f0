// What `npm run bench:latency` makes of a page's requests: the BFF round trips on the critical
// path and the waterfall printed as a table with an ASCII bar per request. Pure functions over
// the page's resource timings, so they are tested apart from the browser.

export interface Timed {
  /** Path and query, e.g. /api/v1/organizations?page=1. */
  path: string;
  /** Milliseconds from the origin of the measurement (navigation start or the click). */
  start: number;
  end: number;
  /** Served from the browser's cache (nothing went over the network). */
  cached?: boolean;
}

/** A request to the BFF: the gateway forwards /auth and /api (SPEC's identity and data calls). */
export const isBffRequest = (path: string): boolean => /^\/(auth|api)(\/|$|\?)/.test(path);

/**
 * The BFF round trips the page waited for before `until` (the data painted): the longest chain
 * of BFF requests that ended by then and of which none overlaps the next. Requests that run in
 * parallel count once; a request that starts only after another ended (because it needed its
 * answer, or because nothing started it earlier) adds one. Greedy by earliest end gives the
 * longest such chain (interval scheduling).
 */
export function criticalPath(requests: readonly Timed[], until: number): Timed[] {
  const done = requests
    .filter((r) => isBffRequest(r.path) && r.end <= until)
    .sort((a, b) => a.end - b.end || a.start - b.start);
  const chain: Timed[] = [];
  let free = -Infinity;
  for (const request of done) {
    if (request.start >= free) {
      chain.push(request);
      free = request.end;
    }
  }
  return chain;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Index of the run closest to the median (the one whose waterfall is printed). */
export function medianIndex(values: readonly number[]): number {
  const m = median(values);
  let best = 0;
  values.forEach((value, index) => {
    if (Math.abs(value - m) < Math.abs(values[best]! - m)) best = index;
  });
  return best;
}

/** A short name: hashed asset files by their file name, ids (UUIDs) by their first 8 digits. */
export function shortPath(path: string, width = 44): string {
  const name = (path.startsWith('/assets/') ? path.slice('/assets/'.length) : path).replace(
    /([0-9a-f]{8})-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi,
    '$1…',
  );
  return name.length <= width ? name : `${name.slice(0, width - 1)}…`;
}

/**
 * The waterfall as lines: one per request (start, end, duration, a bar on a shared time axis),
 * `*` beside the requests of the critical path, and a `|` at `painted` on every bar.
 */
export function waterfallLines(
  requests: readonly Timed[],
  painted: number,
  options: { width?: number; chain?: readonly Timed[] } = {},
): string[] {
  const width = options.width ?? 56;
  const chain = new Set(options.chain ?? []);
  const sorted = [...requests].sort((a, b) => a.start - b.start || a.end - b.end);
  const from = Math.min(0, ...sorted.map((r) => r.start));
  const to = Math.max(painted, ...sorted.map((r) => r.end));
  const scale = (to - from) / width || 1;
  const column = (t: number) => Math.min(width - 1, Math.max(0, Math.floor((t - from) / scale)));
  const paintedAt = column(painted);
  const head = `    ${'request'.padEnd(46)}${'start'.padStart(7)}${'end'.padStart(7)}${'ms'.padStart(6)}  `;
  const lines = [
    `${head}0${' '.repeat(Math.max(0, width - 1 - String(Math.round(to)).length))}${Math.round(to)} ms`,
  ];
  for (const request of sorted) {
    const bar = Array.from({ length: width }, (_, i) => {
      if (i >= column(request.start) && i <= column(request.end)) return request.cached ? '▒' : '█';
      return i === paintedAt ? '|' : ' ';
    }).join('');
    const mark = chain.has(request) ? '*' : ' ';
    // The bar says 'from cache' (▒); the label keeps its full width for the name.
    const label = shortPath(request.path);
    lines.push(
      `  ${mark} ${label.padEnd(46)}${request.start.toFixed(0).padStart(7)}${request.end
        .toFixed(0)
        .padStart(7)}${(request.end - request.start).toFixed(0).padStart(6)}  ${bar}`,
    );
  }
  lines.push(
    `    ${'data painted'.padEnd(46)}${painted.toFixed(0).padStart(7)}${''.padStart(13)}  ${' '.repeat(paintedAt)}|`,
  );
  return lines;
}
