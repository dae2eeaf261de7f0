import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import type { Gateway } from '../app';
import { loadConfig } from '../config';
import { closedPort, gatewayFor, makeStaticFixture, startUpstream } from '../test/gateway-support';
import type { StaticFixture, Upstream } from '../test/gateway-support';

let upstream: Upstream;
let fixture: StaticFixture;
let gateway: Gateway;

beforeAll(async () => {
  upstream = await startUpstream();
  fixture = makeStaticFixture();
  gateway = gatewayFor({ BFF_URL: upstream.url, STATIC_DIR: fixture.dir });
});

afterAll(async () => {
  gateway.close();
  await upstream.close();
  fixture.remove();
});

describe('/gateway/healthz', () => {
  it('is 200 while the process lives, even with the BFF down', async () => {
    const down = gatewayFor({
      BFF_URL: `http://127.0.0.1:${await closedPort()}`,
      STATIC_DIR: fixture.dir,
    });
    const res = await request(down.handler).get('/gateway/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    down.markShuttingDown();
    expect((await request(down.handler).get('/gateway/healthz')).status).toBe(200);
    down.close();
  });
});

describe('/gateway/readyz', () => {
  it('is 200 when the BFF answers GET /health, whatever the status', async () => {
    upstream.routes.set('/health', (_req, res) => res.writeHead(500).end());
    const res = await request(gateway.handler).get('/gateway/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready' });
    expect(upstream.requests.at(-1)?.url).toBe('/health');
    upstream.routes.clear();
  });

  it('is 503 when the BFF is not reachable', async () => {
    const down = gatewayFor({
      BFF_URL: `http://127.0.0.1:${await closedPort()}`,
      STATIC_DIR: fixture.dir,
    });
    const res = await request(down.handler).get('/gateway/readyz');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      error: 'Service Unavailable',
      message: 'The backend is not reachable.',
    });
    down.close();
  });

  it('is 503 when the BFF does not answer within about 2 s', async () => {
    upstream.routes.set('/health', () => {});
    const started = Date.now();
    const res = await request(gateway.handler).get('/gateway/readyz');
    expect(res.status).toBe(503);
    // It waited its 2 s for the BFF (which would never answer) before saying so.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
    upstream.routes.clear();
  });

  it('is 503 once shutdown began', async () => {
    const stopping = gatewayFor({ BFF_URL: upstream.url, STATIC_DIR: fixture.dir });
    expect((await request(stopping.handler).get('/gateway/readyz')).status).toBe(200);
    stopping.markShuttingDown();
    const res = await request(stopping.handler).get('/gateway/readyz');
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('The gateway is shutting down.');
    stopping.close();
  });
});

describe('/gateway/metrics', () => {
  it('counts requests by route group and status in Prometheus text', async () => {
    const fresh = gatewayFor({ BFF_URL: upstream.url, STATIC_DIR: fixture.dir });
    await request(fresh.handler).get('/api/v1/organizations');
    await request(fresh.handler).get('/auth/me');
    await request(fresh.handler).get('/assets/main-ABCD1234.js');
    await request(fresh.handler).get('/assets/missing-ABCD1234.js');
    await request(fresh.handler).get('/organization/users');
    await request(fresh.handler).get('/gateway/healthz');
    const res = await request(fresh.handler).get('/gateway/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    for (const line of [
      'gateway_requests_total{group="api",status="200"} 1',
      'gateway_requests_total{group="auth",status="200"} 1',
      'gateway_requests_total{group="static",status="200"} 1',
      'gateway_requests_total{group="static",status="404"} 1',
      'gateway_requests_total{group="spa",status="200"} 1',
      'gateway_requests_total{group="gateway",status="200"} 1',
      '# TYPE gateway_upstream_duration_seconds histogram',
      'gateway_upstream_duration_seconds_count 2',
      'gateway_upstream_duration_seconds_bucket{le="+Inf"} 2',
      'gateway_upstream_errors_total{kind="refused"} 0',
    ]) {
      expect(res.text).toContain(line);
    }
    fresh.close();
  });
});

describe('request logs', () => {
  it('write one JSON line per request with id, method, path, status, duration and no credentials', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const logger = pino({ level: 'info' }, sink);
    upstream.routes.set('/auth/me', (_req, res) => {
      res.setHeader('Set-Cookie', ['session=SETCOOKIE-SECRET; HttpOnly']);
      res.end('{}');
    });
    const logged = createApp(loadConfig({ BFF_URL: upstream.url, STATIC_DIR: fixture.dir }), {
      logger,
    });
    await request(logged.handler)
      .get('/auth/me?token=QUERY-SECRET')
      .set('Cookie', 'session=COOKIE-SECRET')
      .set('Authorization', 'Bearer AUTH-SECRET')
      .set('X-Request-Id', 'req-42');
    await request(logged.handler).post('/organization/users');
    upstream.routes.clear();
    const requests = () =>
      lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'request');
    // pino writes each line after its answer: wait for both rather than a fixed 20 ms.
    await vi.waitFor(() => expect(requests()).toHaveLength(2));
    const [first, second] = requests();
    expect(first).toMatchObject({
      reqId: 'req-42',
      method: 'GET',
      path: '/auth/me',
      status: 200,
    });
    expect(typeof first.durationMs).toBe('number');
    expect(second).toMatchObject({ method: 'POST', path: '/organization/users', status: 404 });
    const all = lines.join('\n');
    for (const secret of ['COOKIE-SECRET', 'SETCOOKIE-SECRET', 'AUTH-SECRET', 'QUERY-SECRET']) {
      expect(all).not.toContain(secret);
    }
    logged.close();
  });

  it('write /assets/* at debug level: an info log shows the page and API calls only', async () => {
    const capture = (level: string) => {
      const lines: { msg: string; level: number; path: string }[] = [];
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          for (const line of chunk.toString().split('\n').filter(Boolean))
            lines.push(JSON.parse(line));
          done();
        },
      });
      const config = loadConfig({ BFF_URL: upstream.url, STATIC_DIR: fixture.dir });
      return { lines, app: createApp(config, { logger: pino({ level }, sink) }) };
    };
    const visit = async (app: Gateway) => {
      await request(app.handler).get('/organization/users');
      await request(app.handler).get('/assets/main-ABCD1234.js');
      await request(app.handler).get('/gateway/healthz');
    };
    // pino writes each line after its answer; the last request's line comes last.
    const logged = (lines: { msg: string; path: string }[]) =>
      vi.waitFor(() =>
        expect(lines.some((l) => l.msg === 'request' && l.path === '/gateway/healthz')).toBe(true),
      );
    const requests = (lines: { msg: string; level: number; path: string }[]) =>
      lines.filter((line) => line.msg === 'request').map((line) => [line.path, line.level]);

    const info = capture('info');
    await visit(info.app);
    await logged(info.lines);
    expect(requests(info.lines)).toEqual([
      ['/organization/users', 30],
      ['/gateway/healthz', 30],
    ]);
    info.app.close();

    const debug = capture('debug');
    await visit(debug.app);
    await logged(debug.lines);
    expect(requests(debug.lines)).toEqual([
      ['/organization/users', 30],
      ['/assets/main-ABCD1234.js', 20],
      ['/gateway/healthz', 30],
    ]);
    debug.app.close();
  });
});
