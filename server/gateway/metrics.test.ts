// What ops read from /gateway/metrics beyond the request counters (control-routes.test.ts):
// durations by route group and status class, requests in flight, the BFF pool, the drain
// state and prom-client's default process metrics.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayFor, makeStaticFixture, startUpstream } from '../test/gateway-support';
import type { StaticFixture, Upstream } from '../test/gateway-support';
import { GATEWAY_METRIC_NAMES } from './metrics';

let upstream: Upstream;
let fixture: StaticFixture;

beforeAll(async () => {
  upstream = await startUpstream();
  fixture = makeStaticFixture();
});

afterAll(async () => {
  await upstream.close();
  fixture.remove();
});

const value = (text: string, series: string) => {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('/gateway/metrics', () => {
  it('has request duration histograms by route group and status class', async () => {
    const gateway = gatewayFor({ BFF_URL: upstream.url, STATIC_DIR: fixture.dir });
    await request(gateway.handler).get('/api/v1/organizations');
    await request(gateway.handler).get('/api/v1/organizations');
    await request(gateway.handler).get('/assets/missing-ABCD1234.js');
    await request(gateway.handler).get('/organization/users');
    const text = (await request(gateway.handler).get('/gateway/metrics')).text;
    expect(text).toContain('# TYPE gateway_request_duration_seconds histogram');
    expect(
      value(text, 'gateway_request_duration_seconds_count{group="api",status_class="2xx"}'),
    ).toBe(2);
    expect(
      value(text, 'gateway_request_duration_seconds_count{group="static",status_class="4xx"}'),
    ).toBe(1);
    expect(
      value(text, 'gateway_request_duration_seconds_count{group="spa",status_class="2xx"}'),
    ).toBe(1);
    expect(
      value(
        text,
        'gateway_request_duration_seconds_bucket{le="+Inf",group="api",status_class="2xx"}',
      ),
    ).toBe(2);
    gateway.close();
  });

  it('counts requests in flight and the BFF pool while a call is waiting on the BFF', async () => {
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => {
      upstream.routes.set('/api/v1/slow', (_req, res) => {
        release = () => res.end('{}');
        resolve();
      });
    });
    const gateway = gatewayFor({ BFF_URL: upstream.url, STATIC_DIR: fixture.dir });
    const server = http.createServer(gateway.handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const slow = new Promise<number>((resolve) =>
      http.get({ host: '127.0.0.1', port, path: '/api/v1/slow' }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      }),
    );
    await arrived;
    const during = (await request(server).get('/gateway/metrics')).text;
    // The slow call and the scrape itself.
    expect(value(during, 'gateway_requests_in_flight')).toBe(2);
    expect(value(during, 'gateway_upstream_requests{state="running"}')).toBe(1);
    expect(value(during, 'gateway_upstream_connections{state="busy"}')).toBe(1);
    release();
    expect(await slow).toBe(200);
    const after = (await request(server).get('/gateway/metrics')).text;
    expect(value(after, 'gateway_requests_in_flight')).toBe(1);
    expect(value(after, 'gateway_upstream_requests{state="running"}')).toBe(0);
    upstream.routes.delete('/api/v1/slow');
    server.closeAllConnections();
    server.close();
    gateway.close();
  });

  it('shows the drain state turning to 1 on shutdown', async () => {
    const gateway = gatewayFor({ BFF_URL: upstream.url, STATIC_DIR: fixture.dir });
    expect(value(await gateway.metrics.render(), 'gateway_draining')).toBe(0);
    gateway.markShuttingDown();
    expect(value(await gateway.metrics.render(), 'gateway_draining')).toBe(1);
    gateway.close();
  });

  it("exports prom-client's default process metrics and every gateway metric it names", async () => {
    const gateway = gatewayFor({ BFF_URL: upstream.url, STATIC_DIR: fixture.dir });
    const text = await gateway.metrics.render();
    for (const name of [
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      ...GATEWAY_METRIC_NAMES,
    ])
      expect(text).toContain(`# TYPE ${name} `);
    gateway.close();
  });
});
