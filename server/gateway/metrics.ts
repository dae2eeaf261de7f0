// Prometheus counters kept in flat typed arrays: recording a request is two array writes, no
// allocation and no label lookup; the text format is produced only when /gateway/metrics is read.

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

/** Upstream latency buckets, seconds (time until the BFF's response headers). */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const STATUS_SLOTS = 600; // 0..599; anything else is recorded as 0

export class GatewayMetrics {
  private readonly requests = new Float64Array(ROUTE_GROUPS.length * STATUS_SLOTS);
  private readonly buckets = new Float64Array(BUCKETS.length + 1);
  private latencySum = 0;
  private readonly errors = new Float64Array(UPSTREAM_ERROR_KINDS.length);

  recordRequest(group: RouteGroup, status: number): void {
    const slot = status >= 0 && status < STATUS_SLOTS ? status : 0;
    this.requests[GROUP_INDEX[group] * STATUS_SLOTS + slot]! += 1;
  }

  recordUpstreamLatency(seconds: number): void {
    let index = 0;
    while (index < BUCKETS.length && seconds > BUCKETS[index]!) index += 1;
    this.buckets[index]! += 1;
    this.latencySum += seconds;
  }

  recordUpstreamError(kind: UpstreamErrorKind): void {
    this.errors[UPSTREAM_ERROR_KINDS.indexOf(kind)]! += 1;
  }

  /** Prometheus text exposition format 0.0.4. */
  render(): string {
    const lines: string[] = [
      '# HELP gateway_requests_total Requests answered by the gateway, by route group and status.',
      '# TYPE gateway_requests_total counter',
    ];
    ROUTE_GROUPS.forEach((group, groupIndex) => {
      for (let status = 0; status < STATUS_SLOTS; status += 1) {
        const count = this.requests[groupIndex * STATUS_SLOTS + status]!;
        if (count > 0)
          lines.push(`gateway_requests_total{group="${group}",status="${status}"} ${count}`);
      }
    });
    lines.push(
      '# HELP gateway_upstream_duration_seconds Time until the BFF answered with response headers.',
      '# TYPE gateway_upstream_duration_seconds histogram',
    );
    let cumulative = 0;
    BUCKETS.forEach((bound, index) => {
      cumulative += this.buckets[index]!;
      lines.push(`gateway_upstream_duration_seconds_bucket{le="${bound}"} ${cumulative}`);
    });
    cumulative += this.buckets[BUCKETS.length]!;
    lines.push(
      `gateway_upstream_duration_seconds_bucket{le="+Inf"} ${cumulative}`,
      `gateway_upstream_duration_seconds_sum ${this.latencySum}`,
      `gateway_upstream_duration_seconds_count ${cumulative}`,
      '# HELP gateway_upstream_errors_total Proxied requests that got no answer from the BFF, by cause.',
      '# TYPE gateway_upstream_errors_total counter',
    );
    UPSTREAM_ERROR_KINDS.forEach((kind, index) => {
      lines.push(`gateway_upstream_errors_total{kind="${kind}"} ${this.errors[index]}`);
    });
    const memory = process.memoryUsage();
    lines.push(
      '# HELP process_resident_memory_bytes Resident memory size in bytes.',
      '# TYPE process_resident_memory_bytes gauge',
      `process_resident_memory_bytes ${memory.rss}`,
      '# HELP nodejs_heap_used_bytes V8 heap in use, bytes.',
      '# TYPE nodejs_heap_used_bytes gauge',
      `nodejs_heap_used_bytes ${memory.heapUsed}`,
      '# HELP process_uptime_seconds Seconds since the process started.',
      '# TYPE process_uptime_seconds gauge',
      `process_uptime_seconds ${process.uptime()}`,
    );
    return `${lines.join('\n')}\n`;
  }
}
