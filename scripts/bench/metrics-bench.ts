// npm run bench:metrics — the CPU that recording one proxied request's metrics costs (in
// flight +1/−1, the upstream latency, the request counter and duration histogram), measured
// in-process with process.cpuUsage over many calls: median of 7 rounds. The request path adds
// to typed arrays and prom-client reads them at scrape time (issue #35); calling prom-client per
// request cost about 1 µs (issue 15 caps it at 5 µs). Then the access log line's cost under
// each ACCESS_LOG setting.
import { loadavg } from 'node:os';
import pino from 'pino';
import { accessLogFilter, parseAccessLog } from '../../server/gateway/access-log';
import { GatewayMetrics } from '../../server/gateway/metrics';

const CALLS = 500_000;
const ROUNDS = 7;

const metrics = new GatewayMetrics();
const round = (): number => {
  const before = process.cpuUsage();
  for (let index = 0; index < CALLS; index += 1) {
    metrics.requestStarted();
    metrics.recordUpstreamLatency(0.0012 + (index % 7) * 0.001);
    metrics.recordRequest('api', index % 50 === 0 ? 404 : 200, 0.0015 + (index % 5) * 0.001);
  }
  const used = process.cpuUsage(before);
  return (used.user + used.system) / CALLS;
};

round(); // warm-up: JIT and the labelled children
const rounds = Array.from({ length: ROUNDS }, round).sort((a, b) => a - b);
const median = rounds[Math.floor(ROUNDS / 2)]!;
console.log(
  `metrics per proxied request: median ${(median * 1000).toFixed(0)} ns CPU ` +
    `(rounds ${rounds.map((value) => (value * 1000).toFixed(0)).join(', ')} ns; ` +
    `${CALLS} requests a round; load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')})`,
);

// The access log line of a 2xx answer under each ACCESS_LOG setting (issue #35 item 5): pino
// at info writing synchronously, as in production, to /dev/null so that only our CPU counts.
const logger = pino(
  { level: 'info', base: null },
  pino.destination({ dest: '/dev/null', sync: true }),
);
const LINES = 100_000;
for (const setting of ['all', 'errors', 'sample:100']) {
  const logged = accessLogFilter(parseAccessLog(setting)!);
  const logRound = (): number => {
    const before = process.cpuUsage();
    for (let index = 0; index < LINES; index += 1) {
      const durationMs = 1 + (index % 5) / 10;
      if (logged(200, durationMs))
        logger.info(
          {
            reqId: '3f1c2d4a-1111-4222-8333-444455556666',
            traceId: '0af7651916cd43dd8448eb211c80319c',
            method: 'GET',
            path: '/api/v1/organizations',
            status: 200,
            durationMs,
          },
          'request',
        );
    }
    const used = process.cpuUsage(before);
    return (used.user + used.system) / LINES;
  };
  logRound();
  const costs = Array.from({ length: ROUNDS }, logRound).sort((a, b) => a - b);
  console.log(
    `ACCESS_LOG=${setting}: median ${costs[Math.floor(ROUNDS / 2)]!.toFixed(2)} µs CPU per 2xx request`,
  );
}
