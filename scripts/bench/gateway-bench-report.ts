// bench:gateway's figures: per target the median over the rounds, as a table, and the CPU
// targets as ratios taken within each round.
import { median } from '../lib/waterfall';
import { printTable } from '../lib/text-table';

export interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  failures: number;
  /** CPU time the serving process(es) spent per request: stable even on a busy machine. */
  cpuUsPerRequest: number;
}

/** Per target, the median of each figure over the rounds (failures summed). */
export function medians(rounds: Row[][]): Row[] {
  return rounds[0]!.map((first, index) => {
    const of = (pick: (row: Row) => number) => median(rounds.map((rows) => pick(rows[index]!)));
    return {
      name: first.name,
      rps: of((row) => row.rps),
      p50: of((row) => row.p50),
      p99: of((row) => row.p99),
      failures: rounds.reduce((sum, rows) => sum + rows[index]!.failures, 0),
      cpuUsPerRequest: of((row) => row.cpuUsPerRequest),
    };
  });
}

export function printRows(rows: Row[]): void {
  const header = ['target', 'req/s', 'p50 ms', 'p99 ms', 'CPU µs/req', 'failed'];
  const lines = rows.map((row) => [
    row.name,
    String(row.rps),
    String(row.p50),
    String(row.p99),
    String(row.cpuUsPerRequest),
    String(row.failures),
  ]);
  printTable(header, lines);
}

export const ratio = (a: number, b: number) => (b === 0 ? 'n/a' : (a / b).toFixed(2));
export const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');

/**
 * The CPU targets as ratios (issue #35): 36 µs was the bare stack's ~30 µs plus security headers
 * and ids (1.2×), and 2.06× nginx's 17.5 µs; 40 µs behind a helmet-style BFF likewise.
 */
export const CPU_RATIO_TARGETS = {
  gatewayOverBare: 1.2,
  helmetGatewayOverBare: 1.33,
  gatewayOverNginx: 2.06,
  helmetGatewayOverNginx: 2.29,
} as const;

/** "≤ 1.20: ok" */
export const withinTarget = (value: number, target: number) =>
  `≤ ${target.toFixed(2)}: ${verdict(value <= target)}`;

/**
 * This machine's speed moves every figure (nginx has measured 17 to 39 µs per request here),
 * so the CPU targets also read as ratios, each taken within a round, then the median.
 * Rows: 1 nginx, 2 gateway, 3 and 4 the same with a helmet-style upstream, 5 and 6 the bare stack.
 */
export function cpuRatios(rounds: Row[][]): string {
  const against = (label: string, over: number, under: number, target: number) => {
    const value = median(
      rounds.map((row) => row[over]!.cpuUsPerRequest / Math.max(row[under]!.cpuUsPerRequest, 1)),
    );
    return `${label} ${value.toFixed(2)} (${withinTarget(value, target)})`;
  };
  const targets = CPU_RATIO_TARGETS;
  return [
    against('gateway/bare stack', 2, 5, targets.gatewayOverBare),
    against('helmet-style gateway/bare', 4, 6, targets.helmetGatewayOverBare),
    against('gateway/nginx', 2, 1, targets.gatewayOverNginx),
    against('helmet-style gateway/nginx', 4, 3, targets.helmetGatewayOverNginx),
  ].join('; ');
}
