// A BFF's 5xx in production (issue #25, findings 11 and 13): only a JSON media type lets its
// body through, and the replaced body is logged without its secrets. Against a real upstream.
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../app';
import {
  makeStaticFixture,
  productionGatewayWithLog,
  startUpstream,
} from '../test/gateway-support';
import type { StaticFixture, Upstream } from '../test/gateway-support';

let upstream: Upstream;
let fixture: StaticFixture;
let production: Gateway;
let productionLog: string[];

beforeAll(async () => {
  upstream = await startUpstream();
  fixture = makeStaticFixture();
  ({ gateway: production, log: productionLog } = productionGatewayWithLog({
    BFF_URL: upstream.url,
    STATIC_DIR: fixture.dir,
  }));
});

afterAll(async () => {
  production.close();
  await upstream.close();
  fixture.remove();
});

afterEach(() => {
  upstream.routes.clear();
  productionLog.length = 0;
});

describe('finding 11: only a JSON media type lets a production 5xx body through', () => {
  it.each([
    'text/plain; x=/json',
    'text/html;a=+json',
    'text/html; charset=utf-8; profile="application/json"',
    'application/jsonp',
    'application/json-seq-not',
    'text/json+html',
  ])('hides a 5xx sent as %s', async (type) => {
    upstream.routes.set('/api/v1/crash', (_req, res) => {
      res.statusCode = 500;
      res.setHeader('Content-Type', type);
      res.end('Traceback: connect(password=hunter2) failed');
    });
    const res = await request(production.handler).get('/api/v1/crash');
    expect(res.status).toBe(500);
    expect(res.text).not.toContain('hunter2');
    expect(res.body.message).toBe('The backend failed (HTTP 500)');
  });

  it.each(['application/json', 'application/problem+json; charset=utf-8', 'Application/JSON'])(
    'passes a 5xx sent as %s',
    async (type) => {
      upstream.routes.set('/api/v1/down', (_req, res) => {
        res.statusCode = 503;
        res.setHeader('Content-Type', type);
        res.end('{"message":"Down for maintenance"}');
      });
      const res = await request(production.handler).get('/api/v1/down');
      expect(JSON.parse(res.text)).toEqual({ message: 'Down for maintenance' });
    },
  );
});

describe('finding 13: the log of a replaced 5xx', () => {
  it('logs a replaced production 5xx without them', async () => {
    upstream.routes.set('/api/v1/crash', (_req, res) => {
      res.statusCode = 500;
      res.setHeader('Content-Type', 'text/plain');
      res.end('config {"password": "hunter2"} dsn=postgres://u:pw0rd@db/x');
    });
    await request(production.handler).get('/api/v1/crash');
    const logged = productionLog.find((line) => line.includes('backend failed'));
    expect(logged).toBeDefined();
    expect(logged).not.toContain('hunter2');
    expect(logged).not.toContain('pw0rd');
  });
});
