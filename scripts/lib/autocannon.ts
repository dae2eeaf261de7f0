// autocannon (the HTTP load generator of the benchmarks) ships no types and is CommonJS: this
// is the part of its API the benchmarks use, typed once.
import { createRequire } from 'node:module';

export interface CannonRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
}

export interface CannonOptions {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  /** Requests per second over all connections at most (a fixed rate); default: as fast as it can. */
  overallRate?: number;
  /** Requests sent in turn (paths relative to `url`); default: GET `url`. */
  requests?: CannonRequest[];
}

export interface CannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  throughput: { average: number };
  statusCodeStats: Record<string, { count: number }>;
  non2xx: number;
  errors: number;
  timeouts: number;
}

export const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: CannonOptions,
) => Promise<CannonResult>;
