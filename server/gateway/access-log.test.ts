// Issue #35 item 5: ACCESS_LOG=all|errors|sample:N. Every non-2xx and every slow answer is
// logged whatever the setting, and the request counter stays exact.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { productionGatewayWithLog, startUpstream, type Upstream } from '../test/gateway-support';
import { SLOW_REQUEST_MS, accessLogFilter, parseAccessLog } from './access-log';

let upstream: Upstream;

beforeAll(async () => {
  upstream = await startUpstream();
  upstream.routes.set('/api/v1/missing', (_req, res) => {
    res.writeHead(404, { 'Content-Type': 'application/json' });
    res.end('{"message":"no"}');
  });
});

afterAll(() => upstream.close());

/** Nine 2xx and two 404s; resolves with the access lines written and the counted requests. */
async function traffic(
  accessLog?: string,
): Promise<{ lines: number; notFound: number; counted: number }> {
  const { gateway, log } = productionGatewayWithLog({
    BFF_URL: upstream.url,
    ...(accessLog ? { ACCESS_LOG: accessLog } : {}),
  });
  for (let index = 0; index < 9; index += 1) await request(gateway.handler).get('/api/v1/ok');
  for (let index = 0; index < 2; index += 1) await request(gateway.handler).get('/api/v1/missing');
  const lines = log.map((line) => JSON.parse(line) as { msg: string; status: number });
  const access = lines.filter((line) => line.msg === 'request');
  const scrape = await gateway.metrics.render();
  gateway.close();
  const count = (status: number) =>
    Number(
      new RegExp(`^gateway_requests_total\\{group="api",status="${status}"\\} (\\d+)$`, 'm').exec(
        scrape,
      )?.[1],
    );
  return {
    lines: access.length,
    notFound: access.filter((line) => line.status === 404).length,
    counted: count(200) + count(404),
  };
}

describe('ACCESS_LOG', () => {
  it('all (the default) logs every request', async () => {
    expect(await traffic()).toEqual({ lines: 11, notFound: 2, counted: 11 });
    expect(await traffic('all')).toEqual({ lines: 11, notFound: 2, counted: 11 });
  });

  it('errors logs the non-2xx only, and the counter stays exact', async () => {
    expect(await traffic('errors')).toEqual({ lines: 2, notFound: 2, counted: 11 });
  });

  it('sample:3 logs every third 2xx and every non-2xx', async () => {
    expect(await traffic('sample:3')).toEqual({ lines: 5, notFound: 2, counted: 11 });
  });

  it('always logs a slow answer and any non-2xx, whatever the setting', () => {
    for (const setting of ['errors', 'sample:1000'] as const) {
      const logged = accessLogFilter(parseAccessLog(setting)!);
      expect(logged(200, SLOW_REQUEST_MS)).toBe(true);
      expect(logged(204, SLOW_REQUEST_MS - 1)).toBe(false);
      for (const status of [101, 301, 304, 400, 499, 500, 503])
        expect(logged(status, 1)).toBe(true);
    }
  });

  it('is validated', () => {
    for (const bad of ['some', 'sample:0', 'sample:', 'sample:-1', 'ALL', 'sample:1.5'])
      expect(() => loadConfig({ ACCESS_LOG: bad })).toThrow(/ACCESS_LOG/);
    expect(loadConfig({ ACCESS_LOG: 'sample:100' }).accessLog).toEqual({ sample: 100 });
    expect(loadConfig({}).accessLog).toBe('all');
  });
});
