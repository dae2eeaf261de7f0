// Issue #35 item 2: the request path counts in typed arrays, and the scrape prints exactly what
// prom-client's own Counter, Histogram and Gauge printed when they were called per request.
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { GatewayMetrics } from './metrics';
import type { RouteGroup } from './metrics';

const REQUEST_BUCKETS = [
  0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30,
];
const UPSTREAM_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** The metrics as they were recorded before: prom-client called on every request. */
function reference() {
  const registers = [new Registry()];
  const requests = new Counter({
    name: 'gateway_requests_total',
    help: 'Requests answered by the gateway, by route group and status.',
    labelNames: ['group', 'status'],
    registers,
  });
  const durations = new Histogram({
    name: 'gateway_request_duration_seconds',
    help: 'Time from a request arriving to its answer finishing, by route group and status class.',
    labelNames: ['group', 'status_class'],
    buckets: REQUEST_BUCKETS,
    registers,
  });
  const inFlight = new Gauge({
    name: 'gateway_requests_in_flight',
    help: 'Requests arrived and not yet answered.',
    registers,
  });
  const upstream = new Histogram({
    name: 'gateway_upstream_duration_seconds',
    help: 'Time until the BFF answered with response headers.',
    buckets: UPSTREAM_BUCKETS,
    registers,
  });
  return {
    registry: registers[0]!,
    requestStarted: () => inFlight.inc(),
    recordRequest(group: RouteGroup, status: number, seconds: number) {
      const slot = status >= 0 && status < 600 ? status : 0;
      requests.labels(group, String(slot)).inc();
      durations.labels(group, `${Math.floor(slot / 100)}xx`).observe(seconds);
      inFlight.dec();
    },
    recordUpstreamLatency: (seconds: number) => upstream.observe(seconds),
  };
}

const NAMES = [
  'gateway_requests_total',
  'gateway_request_duration_seconds',
  'gateway_requests_in_flight',
  'gateway_upstream_duration_seconds',
];

/** The exposition lines of the four request-path metrics, in the order printed. */
const linesOf = (text: string) =>
  text.split('\n').filter((line) => NAMES.some((name) => line.includes(`${name}`)));

describe('the request-path metrics’ scrape', () => {
  it('prints what prom-client printed when it was called per request', async () => {
    const metrics = new GatewayMetrics();
    const before = reference();
    // Nothing recorded yet: the upstream histogram (no labels) is printed at zero.
    expect(linesOf(await metrics.render())).toEqual(linesOf(await before.registry.metrics()));
    const calls: [RouteGroup, number, number][] = [
      ['api', 200, 0.0004],
      ['static', 304, 0.002],
      ['api', 502, 0.7],
      ['auth', 401, 0.03],
      ['api', 200, 45],
      ['spa', 200, 0.001],
      ['other', 999, 0.01],
      ['api', 499, 0.0025],
      ['gateway', 503, 0.05],
    ];
    for (const [index, [group, status, seconds]] of calls.entries()) {
      for (const target of [metrics, before]) {
        target.requestStarted();
        if (index % 2 === 0) target.recordUpstreamLatency(seconds);
        if (index < calls.length - 2) target.recordRequest(group, status, seconds);
      }
    }
    const text = await metrics.render();
    expect(linesOf(text)).toEqual(linesOf(await before.registry.metrics()));
    expect(text).toMatch(/^gateway_requests_in_flight 2$/m);
    expect(text).toMatch(/^gateway_requests_total\{group="api",status="200"\} 2$/m);
    // A second scrape prints the same again (collecting does not reset the counts).
    expect(linesOf(await metrics.render())).toEqual(linesOf(text));
  });
});
