// The gateway's Prometheus metrics, with prom-client (the ecosystem's library: exposition
// format, registry and the default process metrics). Each gateway has its own registry, so
// tests can run several side by side. On the request path nothing calls prom-client: prom-client
// 15 hashes and validates labels on every call, cached children included (~4 µs per proxied
// request, issue #35). Requests are counted in typed arrays and plain fields, handed to
// prom-client when it collects at scrape time (README "Metrics" has the measured cost).
import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import type { Metric } from 'prom-client';
import { SlotHistogram } from './slot-histogram';

export const ROUTE_GROUPS = ['api', 'auth', 'static', 'spa', 'gateway', 'other'] as const;
export type RouteGroup = (typeof ROUTE_GROUPS)[number];
const GROUP_INDEX: Record<RouteGroup, number> = {
  api: 0,
  auth: 1,
  static: 2,
  spa: 3,
  gateway: 4,
  other: 5,
};

export const UPSTREAM_ERROR_KINDS = ['refused', 'reset', 'timeout', 'other'] as const;
export type UpstreamErrorKind = (typeof UPSTREAM_ERROR_KINDS)[number];

/** What the BFF connection pool holds now (undici Pool stats). */
export interface UpstreamPoolStats {
  /** Open sockets to the BFF. */
  connected: number;
  /** Of those, the ones waiting for a request. */
  free: number;
  /** Requests being sent or answered. */
  running: number;
  /** Requests waiting for a socket. */
  pending: number;
}

/** Every metric name the gateway exports itself (the dashboard test checks against these). */
export const GATEWAY_METRIC_NAMES = [
  'gateway_requests_total',
  'gateway_request_duration_seconds',
  'gateway_requests_in_flight',
  'gateway_upstream_duration_seconds',
  'gateway_upstream_errors_total',
  'gateway_upstream_connections',
  'gateway_upstream_requests',
  'gateway_draining',
  'gateway_slow_readers_total',
  'gateway_bff_protocol_errors_total',
] as const;

/** Seconds; fine at the low end where proxied calls and static files sit. */
const REQUEST_BUCKETS = [
  0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30,
];
/** Time until the BFF's response headers, seconds. */
const UPSTREAM_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const STATUS_SLOTS = 600; // 0..599; anything else is recorded as 0
const STATUS_CLASSES = ['0xx', '1xx', '2xx', '3xx', '4xx', '5xx'] as const;

const CLASSES = STATUS_CLASSES.length;

export class GatewayMetrics {
  readonly registry = new Registry();
  private readonly errors: Counter;
  private readonly slowReaders: Counter;
  private readonly protocolErrors: Counter;
  /** Requests by group × status (0..599), and the slots in the order first seen. */
  private readonly requestCounts = new Float64Array(ROUTE_GROUPS.length * STATUS_SLOTS);
  private readonly requestOrder: number[] = [];
  private readonly durations: SlotHistogram;
  private readonly upstream: SlotHistogram;
  private inFlight = 0;
  private draining = false;
  private poolStats: (() => UpstreamPoolStats) | undefined;
  private streamCount: (() => number) | undefined;

  constructor() {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    const counts = this.requestCounts;
    const order = this.requestOrder;
    new Counter({
      name: 'gateway_requests_total',
      help: 'Requests answered by the gateway, by route group and status.',
      labelNames: ['group', 'status'],
      registers,
      collect() {
        this.reset();
        for (const index of order)
          this.inc(
            {
              group: ROUTE_GROUPS[Math.floor(index / STATUS_SLOTS)]!,
              status: String(index % STATUS_SLOTS),
            },
            counts[index]!,
          );
      },
    });
    this.durations = new SlotHistogram(
      'gateway_request_duration_seconds',
      'Time from a request arriving to its answer finishing, by route group and status class.',
      REQUEST_BUCKETS,
      ROUTE_GROUPS.length * CLASSES,
      (slot) => ({
        group: ROUTE_GROUPS[Math.floor(slot / CLASSES)]!,
        status_class: STATUS_CLASSES[slot % CLASSES]!,
      }),
    );
    this.registry.registerMetric(this.durations as unknown as Metric);
    const inFlight = () => this.inFlight;
    new Gauge({
      name: 'gateway_requests_in_flight',
      help: 'Requests arrived and not yet answered.',
      registers,
      collect() {
        this.set(inFlight());
      },
    });
    this.upstream = new SlotHistogram(
      'gateway_upstream_duration_seconds',
      'Time until the BFF answered with response headers.',
      UPSTREAM_BUCKETS,
      1,
      () => ({}),
      true,
    );
    this.registry.registerMetric(this.upstream as unknown as Metric);
    this.errors = new Counter({
      name: 'gateway_upstream_errors_total',
      help: 'Proxied requests that got no answer from the BFF, by cause.',
      labelNames: ['kind'],
      registers,
    });
    for (const kind of UPSTREAM_ERROR_KINDS) this.errors.inc({ kind }, 0);
    this.slowReaders = new Counter({
      name: 'gateway_slow_readers_total',
      help: 'Proxied answers (mostly event streams) cut because the browser read nothing for BFF_TIMEOUT_MS.',
      registers,
    });
    this.protocolErrors = new Counter({
      name: 'gateway_bff_protocol_errors_total',
      help: "BFF answers undici's parser refused as HTTP/1.1 (an unrequested 100 Continue, bad framing): each a 502.",
      registers,
    });
    const pool = () => this.poolStats?.();
    new Gauge({
      name: 'gateway_upstream_connections',
      help: 'Sockets open to the BFF, by state (busy or free).',
      labelNames: ['state'],
      registers,
      collect() {
        const stats = pool();
        if (!stats) return;
        this.set({ state: 'free' }, stats.free);
        this.set({ state: 'busy' }, stats.connected - stats.free);
      },
    });
    new Gauge({
      name: 'gateway_upstream_requests',
      help: 'Proxied requests at the BFF pool, by state (running, or pending for a socket).',
      labelNames: ['state'],
      registers,
      collect() {
        const stats = pool();
        if (!stats) return;
        this.set({ state: 'running' }, stats.running);
        this.set({ state: 'pending' }, stats.pending);
      },
    });
    const streams = () => this.streamCount?.();
    new Gauge({
      name: 'gateway_open_streams',
      help: 'Event streams open through the gateway now (bounded by BFF_MAX_STREAMS).',
      registers,
      collect() {
        this.set(streams() ?? 0);
      },
    });
    const isDraining = () => this.draining;
    new Gauge({
      name: 'gateway_draining',
      help: '1 once SIGTERM was received: readyz answers 503 and the gateway is about to stop.',
      registers,
      collect() {
        this.set(isDraining() ? 1 : 0);
      },
    });
  }

  /** The proxy reports its open event streams here; read when metrics are scraped. */
  observeStreams(count: () => number): void {
    this.streamCount = count;
  }

  /** The proxy reports its BFF pool here; read when metrics are scraped. */
  observePool(stats: () => UpstreamPoolStats): void {
    this.poolStats = stats;
  }

  markDraining(): void {
    this.draining = true;
  }

  requestStarted(): void {
    this.inFlight += 1;
  }

  /** Requests arrived and not yet answered (what the drain waits for). */
  get requestsInFlight(): number {
    return this.inFlight;
  }

  /** A request finished (or its client left); pairs with requestStarted. */
  recordRequest(group: RouteGroup, status: number, seconds = 0): void {
    const slot = status >= 0 && status < STATUS_SLOTS ? status : 0;
    const groupIndex = GROUP_INDEX[group];
    const index = groupIndex * STATUS_SLOTS + slot;
    if (this.requestCounts[index] === 0) this.requestOrder.push(index);
    this.requestCounts[index] = this.requestCounts[index]! + 1;
    this.durations.observe(groupIndex * CLASSES + Math.floor(slot / 100), seconds);
    this.inFlight -= 1;
  }

  recordUpstreamLatency(seconds: number): void {
    this.upstream.observe(0, seconds);
  }

  recordUpstreamError(kind: UpstreamErrorKind): void {
    this.errors.inc({ kind });
  }

  recordProtocolError(): void {
    this.protocolErrors.inc();
  }

  recordSlowReader(): void {
    this.slowReaders.inc();
  }

  /** Prometheus text exposition format 0.0.4. */
  render(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
