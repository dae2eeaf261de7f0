import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Gateway } from '../app';
import {
  closedPort,
  gatewayFor,
  makeStaticFixture,
  sha256,
  startUpstream,
} from '../test/gateway-support';
import type { StaticFixture, Upstream } from '../test/gateway-support';

let upstream: Upstream;
let fixture: StaticFixture;
let gateway: Gateway;

beforeAll(async () => {
  upstream = await startUpstream();
  fixture = makeStaticFixture();
  gateway = gatewayFor({
    BFF_URL: upstream.url,
    STATIC_DIR: fixture.dir,
    BFF_TIMEOUT_MS: '300',
    // The test client plays the load balancer on loopback.
    TRUST_PROXY: '127.0.0.1',
  });
});

afterAll(async () => {
  gateway.close();
  await upstream.close();
  fixture.remove();
});

afterEach(() => {
  upstream.requests.length = 0;
  upstream.routes.clear();
});

describe('which paths reach the BFF', () => {
  it.each([
    '/auth',
    '/auth/me',
    '/auth/roles?x=1',
    '/login',
    '/login?returnUrl=%2Forganization%2Fusers%3Fa%3D1',
    '/login/style.css',
    '/logout',
    '/health',
    '/health?verbose=1',
    '/api/v1',
    '/api/v1/organizations/42/users?offset=20&skipToken=abc%3D%3D',
  ])('forwards %s with its full path and query', async (path) => {
    const res = await request(gateway.handler).get(path);
    expect(res.status).toBe(200);
    expect(res.body.url).toBe(path);
    expect(upstream.requests).toHaveLength(1);
    expect(upstream.requests[0]!.url).toBe(path);
  });

  it.each([
    '/healthz',
    '/authors',
    '/api/v10',
    '/loginx',
    '/logouts',
    '/api',
    '/api/v2/x',
    '/gateway/healthz',
  ])('keeps %s with the gateway', async (path) => {
    await request(gateway.handler).get(path);
    expect(upstream.requests).toHaveLength(0);
  });

  it('forwards each method with the body untouched (1 MB, hash compared)', async () => {
    const body = randomBytes(1024 * 1024);
    const res = await request(gateway.handler)
      .post('/api/v1/organizations')
      .set('Content-Type', 'application/octet-stream')
      .send(body);
    expect(res.status).toBe(200);
    expect(res.body.method).toBe('POST');
    expect(res.body.bodyLength).toBe(body.length);
    expect(res.body.bodySha256).toBe(sha256(body));
  });

  it('forwards a chunked request body intact', async () => {
    const { port, close } = await listenOn(gateway);
    const payload = randomBytes(300_000);
    const answer = await new Promise<string>((resolve, reject) => {
      const req = http.request(
        { port, host: '127.0.0.1', method: 'PUT', path: '/api/v1/chunked' },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve(text));
        },
      );
      req.on('error', reject);
      req.write(payload.subarray(0, 100_000));
      setTimeout(() => req.end(payload.subarray(100_000)), 20);
    });
    await close();
    expect(JSON.parse(answer).bodySha256).toBe(sha256(payload));
    expect(upstream.requests[0]!.headers['transfer-encoding']).toBe('chunked');
  });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)('forwards %s', async (method) => {
    const verb = method.toLowerCase() as 'put' | 'patch' | 'delete';
    const res = await request(gateway.handler)[verb]('/api/v1/x/1').send({ a: 1 });
    expect(res.body.method).toBe(method);
    expect(upstream.requests[0]!.body.toString()).toBe('{"a":1}');
  });

  it('passes cookies to the BFF and every Set-Cookie back byte for byte', async () => {
    const cookies = [
      'session=abc.DEF%2F=; Path=/; HttpOnly; SameSite=Lax',
      'other="quoted value"; Expires=Wed, 21 Oct 2037 07:28:00 GMT; Secure',
    ];
    upstream.routes.set('/auth/me', (_req, res) => {
      res.setHeader('Set-Cookie', cookies);
      res.end('{}');
    });
    const res = await request(gateway.handler)
      .get('/auth/me')
      .set('Cookie', 'session=abc; theme=dark');
    expect(res.headers['set-cookie']).toEqual(cookies);
    expect(upstream.requests[0]!.headers.cookie).toBe('session=abc; theme=dark');
  });

  it('passes a redirect through without following it', async () => {
    upstream.routes.set('/login', (_req, res) => {
      res.writeHead(302, { Location: 'https://idp.example/authorize?state=xyz' }).end();
    });
    const res = await request(gateway.handler).get('/login?returnUrl=%2F').redirects(0);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('https://idp.example/authorize?state=xyz');
    expect(upstream.requests).toHaveLength(1);
  });

  it.each([401, 403])('passes a %i with its body unchanged', async (status) => {
    const body = `{"error":"denied","code":${status}}`;
    upstream.routes.set('/api/v1/secret', (_req, res) => {
      res
        .writeHead(status, { 'Content-Type': 'application/json', 'WWW-Authenticate': 'Bearer' })
        .end(body);
    });
    const res = await request(gateway.handler).get('/api/v1/secret');
    expect(res.status).toBe(status);
    expect(res.text).toBe(body);
    expect(res.headers['content-type']).toBe('application/json');
  });

  it('sets X-Forwarded-* exactly once, appending the client to an existing X-Forwarded-For', async () => {
    await request(gateway.handler)
      .get('/api/v1/x')
      .set('Host', 'console.example:8080')
      .set('X-Forwarded-For', '203.0.113.7')
      .set('X-Forwarded-Proto', 'https')
      .set('X-Forwarded-Host', 'admin.example');
    const seen = upstream.requests[0]!;
    const count = (name: string) =>
      seen.rawHeaders.filter((_, i) => i % 2 === 0 && _.toLowerCase() === name).length;
    expect(count('x-forwarded-for')).toBe(1);
    expect(count('x-forwarded-proto')).toBe(1);
    expect(count('x-forwarded-host')).toBe(1);
    expect(seen.headers['x-forwarded-for']).toBe('203.0.113.7, 127.0.0.1');
    // The peer is loopback (a trusted hop), so its proto and host are believed.
    expect(seen.headers['x-forwarded-proto']).toBe('https');
    expect(seen.headers['x-forwarded-host']).toBe('admin.example');
  });

  it('sends the browser host as X-Forwarded-Host and the BFF host as Host', async () => {
    await request(gateway.handler).get('/api/v1/x').set('Host', 'console.example:8080');
    const seen = upstream.requests[0]!;
    expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen.headers['x-forwarded-proto']).toBe('http');
    expect(seen.headers['x-forwarded-host']).toBe('console.example:8080');
    expect(seen.headers.host).toBe(new URL(upstream.url).host);
  });

  it('generates an X-Request-Id, passes it on and returns it', async () => {
    const res = await request(gateway.handler).get('/api/v1/x');
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(upstream.requests[0]!.headers['x-request-id']).toBe(id);
  });

  it('keeps a well-formed X-Request-Id it was given, and replaces a malformed one', async () => {
    const kept = await request(gateway.handler).get('/api/v1/x').set('X-Request-Id', 'lb-1234.abc');
    expect(kept.headers['x-request-id']).toBe('lb-1234.abc');
    expect(upstream.requests[0]!.headers['x-request-id']).toBe('lb-1234.abc');
    const replaced = await request(gateway.handler)
      .get('/api/v1/x')
      .set('X-Request-Id', 'bad id\twith space');
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('drops hop-by-hop headers both ways', async () => {
    upstream.routes.set('/api/v1/hop', (_req, res) => {
      res.setHeader('X-Internal-Hop', 'secret');
      res.setHeader('Connection', 'X-Internal-Hop');
      res.setHeader('Proxy-Authenticate', 'Basic');
      res.end('ok');
    });
    const res = await request(gateway.handler)
      .get('/api/v1/hop')
      .set('Connection', 'keep-alive, X-Client-Hop')
      .set('X-Client-Hop', '1')
      .set('Proxy-Authorization', 'Basic abc')
      .set('TE', 'trailers');
    const seen = upstream.requests[0]!.headers;
    expect(seen['x-client-hop']).toBeUndefined();
    expect(seen['proxy-authorization']).toBeUndefined();
    expect(seen.te).toBeUndefined();
    expect(res.headers['x-internal-hop']).toBeUndefined();
    expect(res.headers['proxy-authenticate']).toBeUndefined();
  });

  it('replaces upstream security headers with its own and drops X-Powered-By', async () => {
    upstream.routes.set('/api/v1/loose', (_req, res) => {
      res.setHeader('Content-Security-Policy', 'default-src *');
      res.setHeader('X-Powered-By', 'Express');
      res.end('{}');
    });
    const res = await request(gateway.handler).get('/api/v1/loose');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('when the BFF fails', () => {
  const expectCleanError = (res: request.Response, status: number) => {
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(Object.keys(res.body).sort()).toEqual(['error', 'message']);
    const port = new URL(upstream.url).port;
    expect(res.text).not.toContain('127.0.0.1');
    expect(res.text).not.toContain(port);
    expect(res.text).not.toMatch(/ECONN|at .*\.ts|Error:/);
  };

  it('answers 504 when the BFF does not answer within BFF_TIMEOUT_MS', async () => {
    upstream.routes.set('/api/v1/never', () => {});
    const started = Date.now();
    const res = await request(gateway.handler).get('/api/v1/never');
    expectCleanError(res, 504);
    // Not before the timeout; a BFF that never answers would otherwise hold it for good.
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });

  it('answers 502 when nothing listens on the BFF port', async () => {
    const port = await closedPort();
    const down = gatewayFor({ BFF_URL: `http://127.0.0.1:${port}`, STATIC_DIR: fixture.dir });
    const res = await request(down.handler).post('/api/v1/organizations').send({ name: 'x' });
    expectCleanError(res, 502);
    expect(res.text).not.toContain(String(port));
    down.close();
  });

  it('answers 502 when the BFF resets the connection', async () => {
    upstream.routes.set('/api/v1/reset', (req) => req.socket.destroy());
    const res = await request(gateway.handler).get('/api/v1/reset');
    expectCleanError(res, 502);
  });

  it('survives the BFF dying mid-body and keeps serving', async () => {
    upstream.routes.set('/api/v1/half', (req, res) => {
      res.writeHead(200, { 'Content-Length': '1000' });
      res.write('x'.repeat(10));
      setTimeout(() => req.socket.destroy(), 20);
    });
    await expect(request(gateway.handler).get('/api/v1/half')).rejects.toThrow();
    const after = await request(gateway.handler).get('/api/v1/fine');
    expect(after.status).toBe(200);
  });

  it('stops the BFF request when the browser goes away', async () => {
    let arrived!: () => void;
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    upstream.routes.set('/api/v1/slow', () => arrived());
    const { port, close } = await listenOn(gateway);
    const req = http.get({ port, host: '127.0.0.1', path: '/api/v1/slow' });
    req.on('error', () => {});
    await reached;
    req.destroy();
    await waitFor(() => upstream.requests[0]!.closedEarly);
    await close();
  });

  it('counts upstream errors and latency in /gateway/metrics', async () => {
    upstream.routes.set('/api/v1/reset', (req) => req.socket.destroy());
    const before = await request(gateway.handler).get('/gateway/metrics');
    const resets = (text: string) =>
      Number(/gateway_upstream_errors_total\{kind="reset"\} (\d+)/.exec(text)?.[1]);
    await request(gateway.handler).get('/api/v1/reset');
    await request(gateway.handler).get('/api/v1/ok');
    const after = await request(gateway.handler).get('/gateway/metrics');
    expect(resets(after.text)).toBe(resets(before.text) + 1);
    expect(after.text).toMatch(/gateway_requests_total\{group="api",status="502"\} \d+/);
    expect(after.text).toMatch(/gateway_upstream_duration_seconds_count [1-9]/);
  });
});

async function listenOn(app: Gateway): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer(app.handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function waitFor(check: () => boolean, timeout = 2000): Promise<void> {
  return vi.waitFor(
    () => {
      if (!check()) throw new Error('condition not met in time');
    },
    { timeout, interval: 10 },
  );
}
