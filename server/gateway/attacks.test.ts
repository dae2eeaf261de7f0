// Issue #12 ("Hard to break, round 2"): every vector an attacker or a hostile backend tried,
// against a real gateway server and a real upstream, sent byte for byte where clients would
// tidy the request up. Each describe block names the finding it guards.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../app';
import { createMetricsListener } from './control-routes';
import { floorContentSecurityPolicy, floorReferrerPolicy } from './header-floor';
import { createGatewayServer } from './http-server';
import { removeDotSegments, resolveTarget } from './paths';
import { redactSecrets } from './redact';
import { CONTENT_SECURITY_POLICY } from './security-headers';
import {
  gatewayFor,
  makeStaticFixture,
  productionGatewayWithLog,
  rawRequest,
  startUpstream,
} from '../test/gateway-support';
import type { StaticFixture, Upstream } from '../test/gateway-support';

let upstream: Upstream;
let fixture: StaticFixture;
let gateway: Gateway;
let based: Gateway;
let production: Gateway;
let productionLog: string[];
let server: http.Server;
let port: number;

async function listenOn(handler: http.RequestListener): Promise<[http.Server, number]> {
  const listening = createGatewayServer(handler);
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  return [listening, (listening.address() as AddressInfo).port];
}

async function closeServer(target: http.Server): Promise<void> {
  target.closeAllConnections();
  await new Promise<void>((resolve) => target.close(() => resolve()));
}

beforeAll(async () => {
  upstream = await startUpstream();
  fixture = makeStaticFixture();
  gateway = gatewayFor({ BFF_URL: upstream.url, STATIC_DIR: fixture.dir });
  based = gatewayFor({ BFF_URL: `${upstream.url}/portal/bff`, STATIC_DIR: fixture.dir });
  ({ gateway: production, log: productionLog } = productionGatewayWithLog({
    BFF_URL: upstream.url,
    STATIC_DIR: fixture.dir,
  }));
  [server, port] = await listenOn(gateway.handler);
});

afterAll(async () => {
  await closeServer(server);
  gateway.close();
  based.close();
  production.close();
  await upstream.close();
  fixture.remove();
});

afterEach(() => {
  upstream.requests.length = 0;
  upstream.routes.clear();
});

/** Raw bytes in, everything the server says until it closes (or `settleMs` of silence). */
function exchange(bytes: string, to = port, settleMs = 500): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(to, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    let quiet = setTimeout(() => socket.end(), settleMs);
    socket.on('data', (chunk) => {
      answer += chunk;
      quiet.refresh();
    });
    socket.on('close', () => {
      clearTimeout(quiet);
      resolve(answer);
    });
    socket.on('error', reject);
    quiet = quiet.unref();
  });
}

const get = (path: string) =>
  `GET ${path} HTTP/1.1\r\nHost: console.example\r\nConnection: close\r\n\r\n`;

describe('finding 1: dot segments and encodings never pass the allow-list', () => {
  it('resolves dot segments as RFC 3986 §5.2.4 does', () => {
    expect(removeDotSegments('/login/../internal/debug')).toBe('/internal/debug');
    expect(removeDotSegments('/api/v1/../../../admin')).toBe('/admin');
    expect(removeDotSegments('/api/v1/./organizations')).toBe('/api/v1/organizations');
    expect(removeDotSegments('/a/b/..')).toBe('/a/');
    expect(removeDotSegments('/a/.')).toBe('/a/');
    expect(resolveTarget('/api/v1/a/../b?x=../y')).toEqual({
      path: '/api/v1/b',
      decoded: '/api/v1/b',
      search: '?x=../y',
    });
  });

  it('GET /login/../internal/debug (sent as is) never reaches the BFF', async () => {
    const answer = await exchange(get('/login/../internal/debug'));
    expect(answer).toMatch(/^HTTP\/1\.1 200 /); // the SPA's deep link, not the BFF
    expect(upstream.requests).toEqual([]);
  });

  it.each([
    '/login/%2e%2e/internal/debug',
    '/login/%2E%2E/internal/debug',
    '/login/..%2finternal/debug',
    '/login/..%2Finternal/debug',
    '/api/v1/..%5cadmin',
    '/api/v1/..\\admin',
    '/api/v1/x%00',
    '/api/v1/x%0d%0aX-Injected:%201',
    '/api/v1/x%7f',
    '/api/v1/x%c2%85',
    '/api/v1/%zz',
    '/api/v1/%c3',
    '/organization/%2e%2e/settings',
    '/organization%2fusers',
  ])('%s is a JSON 400 and nothing is forwarded', async (path) => {
    const answer = await exchange(get(path));
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('Content-Type: application/json');
    expect(answer).toContain('"error":"Bad Request"');
    expect(upstream.requests).toEqual([]);
  });

  it('forwards the resolved path, always under the base path of BFF_URL', async () => {
    const [basedServer, basedPort] = await listenOn(based.handler);
    try {
      await exchange(get('/api/v1/../../../admin'), basedPort);
      expect(upstream.requests).toEqual([]); // '/admin' is not an allowed prefix
      await exchange(get('/api/v1/organizations/../users/./me?x=1'), basedPort);
      expect(upstream.requests.map((seen) => seen.url)).toEqual([
        '/portal/bff/api/v1/users/me?x=1',
      ]);
    } finally {
      await closeServer(basedServer);
    }
  });

  it('leaves other encodings as sent (a space in an id)', async () => {
    await exchange(get('/api/v1/organizations/a%20b'));
    expect(upstream.requests[0]!.url).toBe('/api/v1/organizations/a%20b');
  });
});

describe('finding 1b: open-redirect shapes get no redirect off the site', () => {
  it.each([
    '//evil.example',
    '//evil.example/%2e%2e',
    '/\\evil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/%5Cevil.example',
    '/%2F%2Fevil.example',
    'https:evil.example',
    'javascript:alert(1)',
    '@evil.example',
    '/login?returnUrl=//evil.example',
  ])('%s', async (path) => {
    const answer = await exchange(get(path));
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
    expect(status).toBeGreaterThan(0);
    // Only the BFF answers redirects (its sign-in), never the gateway, and never off-site.
    if (status >= 300 && status < 400) expect(answer).not.toMatch(/\r\nLocation: [^/\r]|\/\//i);
    expect(answer).not.toMatch(/\r\nLocation: [^\r]*evil/i);
  });
});

describe('finding 2: the backend internals stay inside', () => {
  it('strips Server, X-Powered-By, X-AspNet-Version, X-Runtime and every Access-Control-* header', async () => {
    upstream.routes.set('/api/v1/leaky', (_req, res) => {
      res.setHeader('Server', 'nginx/1.2 (db-7.internal.corp)');
      res.setHeader('X-Powered-By', 'PHP/5.4');
      res.setHeader('X-AspNet-Version', '4.0.30319');
      res.setHeader('X-AspNetMvc-Version', '5.2');
      res.setHeader('X-Runtime', '0.12');
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Access-Control-Expose-Headers', 'X-Secret');
      res.setHeader('Content-Type', 'application/json');
      res.end('{"ok":true}');
    });
    const res = await request(gateway.handler).get('/api/v1/leaky');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    for (const name of Object.keys(res.headers)) {
      expect(name).not.toMatch(/^(server|x-powered-by|x-aspnet|x-runtime|access-control-)/);
    }
  });

  it('in production, replaces a non-JSON 5xx with a generic JSON message and logs the original redacted', async () => {
    upstream.routes.set('/api/v1/crash', (_req, res) => {
      res.statusCode = 500;
      res.setHeader('Content-Type', 'text/plain');
      res.end(
        `Error: pool exhausted at db-7.internal.corp:5432\n    at Query (/srv/app/db.js:12)\nCookie: session=s3cr3t-cookie\nAuthorization: Bearer abc.def.ghi\n${'x'.repeat(10_000)}`,
      );
    });
    const res = await request(production.handler).get('/api/v1/crash');
    expect(res.status).toBe(500);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({
      message: 'The backend failed (HTTP 500)',
      requestId: res.headers['x-request-id'],
    });
    expect(res.text).not.toContain('internal');
    const logged = productionLog.find((line) => line.includes('backend failed'));
    expect(logged).toContain('db-7.internal.corp');
    expect(logged).not.toContain('s3cr3t-cookie');
    expect(logged).not.toContain('abc.def.ghi');
    expect(logged!.length).toBeLessThan(3_000); // truncated
  });

  it('in production, passes JSON 5xx and 4xx bodies (the console shows their messages)', async () => {
    upstream.routes.set('/api/v1/maintenance', (_req, res) => {
      res.statusCode = 503;
      res.setHeader('Content-Type', 'application/problem+json');
      res.end('{"message":"Down for maintenance until 10:00"}');
    });
    upstream.routes.set('/api/v1/teapot', (_req, res) => {
      res.statusCode = 418;
      res.setHeader('Content-Type', 'text/plain');
      res.end('short and stout');
    });
    const maintenance = await request(production.handler).get('/api/v1/maintenance');
    expect(maintenance.status).toBe(503);
    expect(JSON.parse(maintenance.text)).toEqual({
      message: 'Down for maintenance until 10:00',
    });
    const teapot = await request(production.handler).get('/api/v1/teapot');
    expect(teapot.status).toBe(418);
    expect(teapot.text).toBe('short and stout');
  });

  it('outside production, a text 5xx passes as is (developers see the stack)', async () => {
    upstream.routes.set('/api/v1/crash', (_req, res) => {
      res.statusCode = 500;
      res.end('Error: at db.js:12');
    });
    const res = await request(gateway.handler).get('/api/v1/crash');
    expect(res.text).toBe('Error: at db.js:12');
  });

  it('redacts cookies, tokens and JWTs from what it logs', () => {
    const text = redactSecrets(
      'Cookie: sid=abc123; Set-Cookie: session=xyz; token=t0k3n api_key="k3y" Bearer zzz eyJhbGciOi.eyJzdWIi.c2ln',
    );
    for (const secret of ['abc123', 'xyz', 't0k3n', 'k3y', 'zzz', 'eyJhbGciOi']) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('finding 5: the gateway never weakens a stricter backend page', () => {
  it("keeps the BFF's script-src 'none' and no-referrer on its sign-in page", async () => {
    upstream.routes.set('/login', (_req, res) => {
      res.setHeader('Content-Security-Policy', "script-src 'none'");
      res.setHeader('Referrer-Policy', 'no-referrer');
      res.setHeader('X-Frame-Options', 'SAMEORIGIN');
      res.setHeader('Content-Type', 'text/html');
      res.end('<form method=post></form>');
    });
    const res = await request(gateway.handler).get('/login?returnUrl=%2F');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'none'");
    expect(csp).not.toContain("script-src 'self'");
    // The rest of the floor stays.
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('a weaker backend policy leaves ours whole', () => {
    expect(floorContentSecurityPolicy(CONTENT_SECURITY_POLICY, 'default-src *')).toBe(
      CONTENT_SECURITY_POLICY,
    );
    expect(
      floorContentSecurityPolicy(CONTENT_SECURITY_POLICY, "script-src 'self' https://cdn.evil"),
    ).toBe(CONTENT_SECURITY_POLICY);
    expect(floorReferrerPolicy('strict-origin-when-cross-origin', 'unsafe-url')).toBe(
      'strict-origin-when-cross-origin',
    );
    expect(floorReferrerPolicy('strict-origin-when-cross-origin', 'same-origin')).toBe(
      'same-origin',
    );
  });

  it("a backend default-src 'none' tightens every fetch directive and adds sandbox", () => {
    const merged = floorContentSecurityPolicy(
      CONTENT_SECURITY_POLICY,
      "default-src 'none'; sandbox",
    );
    expect(merged).toContain("default-src 'none'");
    expect(merged).toContain("script-src 'none'");
    expect(merged).toContain("img-src 'none'");
    expect(merged).toContain("base-uri 'none'");
    expect(merged).toMatch(/; sandbox$/);
  });
});

describe('finding 3: /gateway routes are exact, metrics are not public in production', () => {
  it.each([
    '/gateway/METRICS',
    '/gateway/Metrics',
    '/gateway/metrics/',
    '/GATEWAY/metrics',
    '/gateway/metrics%2f',
    '/gateway//metrics',
    '/gateway/healthz/',
    '/gateway/HEALTHZ',
  ])('%s serves no metrics or health', async (path) => {
    const answer = await exchange(get(path));
    expect(answer).not.toContain('gateway_requests_total');
    expect(answer).not.toContain('"status":"ok"');
  });

  it('in production, /gateway/metrics is a 404 on the public port', async () => {
    const res = await request(production.handler).get('/gateway/metrics');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('gateway_requests_total');
  });

  it('with METRICS_TOKEN, /gateway/metrics needs the bearer token', async () => {
    const guarded = gatewayFor({
      BFF_URL: upstream.url,
      STATIC_DIR: fixture.dir,
      NODE_ENV: 'production',
      METRICS_TOKEN: 'a-long-scrape-token-1234',
    });
    try {
      const none = await request(guarded.handler).get('/gateway/metrics');
      expect(none.status).toBe(401);
      expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
      const wrong = await request(guarded.handler)
        .get('/gateway/metrics')
        .set('Authorization', 'Bearer a-long-scrape-token-1235');
      expect(wrong.status).toBe(401);
      const right = await request(guarded.handler)
        .get('/gateway/metrics')
        .set('Authorization', 'Bearer a-long-scrape-token-1234');
      expect(right.status).toBe(200);
      expect(right.text).toContain('gateway_requests_total');
    } finally {
      guarded.close();
    }
  });

  it('the METRICS_PORT listener serves exactly GET /metrics', async () => {
    const listener = createMetricsListener(() => 'gateway_requests_total 1\n');
    const ok = await request(listener).get('/metrics');
    expect(ok.status).toBe(200);
    expect(ok.text).toBe('gateway_requests_total 1\n');
    for (const path of ['/metrics/', '/METRICS', '/', '/gateway/metrics']) {
      expect((await request(listener).get(path)).status, path).toBe(404);
    }
  });
});

describe('finding 6: smaller gaps', () => {
  it.each(['cross-site', 'same-site'])(
    'a POST with Sec-Fetch-Site: %s and no Origin is refused',
    async (site) => {
      const res = await request(gateway.handler)
        .post('/api/v1/organizations')
        .set('Sec-Fetch-Site', site)
        .set('X-CSRF', '1')
        .send({ name: 'CSRF' });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('Forbidden');
      expect(upstream.requests).toEqual([]);
    },
  );

  it.each(['same-origin', 'none'])('a POST with Sec-Fetch-Site: %s passes', async (site) => {
    const res = await request(gateway.handler)
      .post('/api/v1/organizations')
      .set('Sec-Fetch-Site', site)
      .send({ name: 'Fine' });
    expect(res.status).toBe(200);
    expect(upstream.requests).toHaveLength(1);
  });

  it('a form posted from a no-referrer page (Origin: null) passes when the browser says same-origin', async () => {
    const res = await request(gateway.handler)
      .post('/login')
      .set('Origin', 'null')
      .set('Sec-Fetch-Site', 'same-origin')
      .type('form')
      .send({ email: 'admin@example.com' });
    expect(res.status).toBe(200);
    expect(upstream.requests).toHaveLength(1);
  });

  it('CSRF vectors from a hostile page are refused: a form post, a null origin, a look-alike host', async () => {
    const vectors: Array<Record<string, string>> = [
      { Origin: 'null' },
      { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'http://console.example.evil.example' },
      { Origin: 'http://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' },
      { Origin: 'http://console.example:8080' },
      { 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'text/plain' },
    ];
    for (const headers of vectors) {
      const res = await request(gateway.handler)
        .delete('/api/v1/organizations/org-1')
        .set('Host', 'console.example')
        .set(headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    expect(upstream.requests).toEqual([]);
  });

  // TRACK is not a method Node's parser knows: it answers 400 before the gateway sees it.
  it.each([
    ['TRACE', 405],
    ['TRACK', 400],
  ])('%s is a %s and never forwarded', async (method, status) => {
    const answer = await exchange(
      `${method} /api/v1/organizations HTTP/1.1\r\nHost: console.example\r\nCookie: session=1\r\nConnection: close\r\n\r\n`,
    );
    expect(answer).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(answer).not.toContain('session=1');
    expect(upstream.requests).toEqual([]);
  });

  it('CONNECT is a 405, with no tunnel', async () => {
    const answer = await exchange(
      'CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\nSSH-2.0-x\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(answer).not.toContain('SSH');
  });

  it('X-Forwarded-* from a peer not in TRUST_PROXY (default: none) are not believed', async () => {
    const res = await request(gateway.handler)
      .post('/api/v1/x')
      .set('Host', 'console.example')
      .set('X-Forwarded-Proto', 'https')
      .set('X-Forwarded-Host', 'evil.example')
      .set('X-Forwarded-For', '198.51.100.1')
      .set('Origin', 'https://evil.example');
    // Believing them would make the evil origin look like ours.
    expect(res.status).toBe(403);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    await request(gateway.handler)
      .get('/api/v1/x')
      .set('Host', 'console.example')
      .set('X-Forwarded-Proto', 'https')
      .set('X-Forwarded-Host', 'evil.example')
      .set('X-Forwarded-For', '198.51.100.1');
    const seen = upstream.requests[0]!.headers;
    expect(seen['x-forwarded-proto']).toBe('http');
    expect(seen['x-forwarded-host']).toBe('console.example');
    expect(seen['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('TRUST_PROXY peers are believed', async () => {
    const behindIngress = gatewayFor({
      BFF_URL: upstream.url,
      STATIC_DIR: fixture.dir,
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
    });
    try {
      const res = await request(behindIngress.handler)
        .get('/api/v1/x')
        .set('X-Forwarded-Proto', 'https')
        .set('X-Forwarded-Host', 'admin.example');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
      expect(upstream.requests[0]!.headers['x-forwarded-host']).toBe('admin.example');
    } finally {
      behindIngress.close();
    }
  });

  it.each([
    ['a@b', false],
    ['x'.repeat(129), false],
    ['has space', false],
    ['semi;colon', false],
    ['<script>', false],
    ['{"json":1}', false],
    ['x'.repeat(128), true],
    ['trace-1.2:3_abc', true],
  ])('X-Request-Id %j kept: %s', async (given, kept) => {
    const res = await request(gateway.handler).get('/api/v1/x').set('X-Request-Id', given);
    const id = res.headers['x-request-id'] as string;
    if (kept) expect(id).toBe(given);
    else expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(upstream.requests[0]!.headers['x-request-id']).toBe(id);
  });

  it('source maps are not served in production unless SOURCE_MAPS=public', async () => {
    const path = '/assets/main-ABCD1234.js.map';
    expect((await request(production.handler).get(path)).status).toBe(404);
    expect((await request(gateway.handler).get(path)).status).toBe(200);
    const publicMaps = gatewayFor({
      BFF_URL: upstream.url,
      STATIC_DIR: fixture.dir,
      NODE_ENV: 'production',
      SOURCE_MAPS: 'public',
    });
    try {
      expect((await request(publicMaps.handler).get(path)).status).toBe(200);
    } finally {
      publicMaps.close();
    }
  });
});

describe('request smuggling shapes', () => {
  it.each([
    [
      'Content-Length and Transfer-Encoding together',
      'POST /api/v1/x HTTP/1.1\r\nHost: a\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /internal HTTP/1.1\r\nHost: a\r\n\r\n',
    ],
    [
      'two different Content-Lengths',
      'POST /api/v1/x HTTP/1.1\r\nHost: a\r\nContent-Length: 4\r\nContent-Length: 40\r\n\r\nabcdGET /internal HTTP/1.1\r\nHost: a\r\n\r\n',
    ],
    [
      'an obfuscated Transfer-Encoding',
      'POST /api/v1/x HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: xchunked\r\n\r\n0\r\n\r\nGET /internal HTTP/1.1\r\nHost: a\r\n\r\n',
    ],
    [
      'a space before the colon',
      'POST /api/v1/x HTTP/1.1\r\nHost: a\r\nTransfer-Encoding : chunked\r\n\r\n0\r\n\r\nGET /internal HTTP/1.1\r\nHost: a\r\n\r\n',
    ],
    [
      'a bare LF line ending in chunk framing',
      'POST /api/v1/x HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n4\nabcd\n0\n\nGET /internal HTTP/1.1\r\nHost: a\r\n\r\n',
    ],
  ])('%s: refused, and no hidden request reaches the BFF', async (_name, bytes) => {
    const answer = await exchange(bytes);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(upstream.requests.some((seen) => seen.url.includes('internal'))).toBe(false);
  });
});

describe('finding 4: a bounded pool to the BFF', () => {
  it('500 client connections open at most BFF_MAX_CONNECTIONS BFF sockets; the rest queue or get 503, and healthz answers', async () => {
    const maxConnections = 4;
    let sockets = 0;
    let peak = 0;
    const held: http.ServerResponse[] = [];
    const bff = http.createServer((_req, res) => {
      held.push(res);
    });
    bff.on('connection', (socket) => {
      sockets += 1;
      peak = Math.max(peak, sockets);
      socket.on('close', () => (sockets -= 1));
    });
    await new Promise<void>((resolve) => bff.listen(0, '127.0.0.1', resolve));
    const bounded = gatewayFor({
      BFF_URL: `http://127.0.0.1:${(bff.address() as AddressInfo).port}`,
      STATIC_DIR: fixture.dir,
      BFF_MAX_CONNECTIONS: String(maxConnections),
    });
    const [boundedServer, boundedPort] = await listenOn(bounded.handler);
    try {
      const statuses: number[] = [];
      const retryAfter: Array<string | undefined> = [];
      const clients = Array.from(
        { length: 500 },
        () =>
          new Promise<void>((resolve) => {
            const req = http.get(
              { host: '127.0.0.1', port: boundedPort, path: '/api/v1/slow', agent: false },
              (res) => {
                statuses.push(res.statusCode ?? 0);
                retryAfter.push(res.headers['retry-after']);
                res.resume();
                res.on('end', resolve);
              },
            );
            req.on('error', () => resolve());
          }),
      );
      // The pool is full (4 held at the BFF), 16 wait in the queue, and the other 480 are told
      // to come back.
      const queued = maxConnections * 5;
      await expect.poll(() => statuses.length, { timeout: 30_000 }).toBe(500 - queued);
      await expect.poll(() => held.length, { timeout: 10_000 }).toBe(maxConnections);
      const health = await request(boundedServer).get('/gateway/healthz');
      expect(health.status).toBe(200);
      expect(peak).toBeLessThanOrEqual(maxConnections);
      expect(statuses.every((status) => status === 503)).toBe(true);
      expect(retryAfter.every((value) => value === '1')).toBe(true);
      // Released, the queued requests are served on the same few sockets.
      const release = setInterval(() => {
        for (const res of held.splice(0)) res.end('{}');
      }, 5);
      await Promise.all(clients);
      clearInterval(release);
      expect(statuses.filter((status) => status === 200).length).toBe(queued);
      expect(peak).toBeLessThanOrEqual(maxConnections);
    } finally {
      await closeServer(boundedServer);
      bounded.close();
      bff.closeAllConnections();
      await new Promise<void>((resolve) => bff.close(() => resolve()));
    }
  });

  it('a stalled upload is cut off with a 408 and its BFF socket is released', async () => {
    let bffSocketClosed = false;
    let received = 0;
    const bff = http.createServer((req) => {
      req.on('data', (chunk: Buffer) => (received += chunk.length));
    });
    bff.on('connection', (socket) => socket.on('close', () => (bffSocketClosed = true)));
    await new Promise<void>((resolve) => bff.listen(0, '127.0.0.1', resolve));
    const impatient = gatewayFor({
      BFF_URL: `http://127.0.0.1:${(bff.address() as AddressInfo).port}`,
      STATIC_DIR: fixture.dir,
      BODY_IDLE_TIMEOUT_MS: '200',
    });
    const [impatientServer, impatientPort] = await listenOn(impatient.handler);
    try {
      const answer = await exchange(
        'POST /api/v1/upload HTTP/1.1\r\nHost: a\r\nContent-Type: application/octet-stream\r\nContent-Length: 1000000\r\n\r\n' +
          'x'.repeat(1000),
        impatientPort,
        5_000,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toContain('"error":"Request Timeout"');
      await expect.poll(() => bffSocketClosed, { timeout: 5_000 }).toBe(true);
      expect(received).toBeLessThan(1_000_000);
    } finally {
      await closeServer(impatientServer);
      impatient.close();
      bff.closeAllConnections();
      await new Promise<void>((resolve) => bff.close(() => resolve()));
    }
  });

  it('the gateway server sets its timeouts', () => {
    expect(server.headersTimeout).toBeGreaterThan(0);
    expect(server.requestTimeout).toBeGreaterThan(0);
    expect(server.keepAliveTimeout).toBeGreaterThan(0);
  });
});

describe('oversized and odd requests are still JSON', () => {
  it('a path that only rawRequest can send stays a JSON answer', async () => {
    const res = await rawRequest(gateway.handler, { path: '/api/v1/%2e%2e/x' });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body.toString())).toEqual({
      error: 'Bad Request',
      message: expect.any(String),
    });
  });
});

describe('the sign-in form under the BFF no-referrer policy', () => {
  it('a same-origin form post with Origin: null passes; a null origin without it does not', async () => {
    const ok = await request(gateway.handler)
      .post('/login')
      .set('Origin', 'null')
      .set('Sec-Fetch-Site', 'same-origin')
      .type('form')
      .send({ email: 'admin@example.com' });
    expect(ok.status).toBe(200);
    const refused = await request(gateway.handler)
      .post('/login')
      .set('Origin', 'null')
      .type('form')
      .send({ email: 'admin@example.com' });
    expect(refused.status).toBe(403);
  });
});
