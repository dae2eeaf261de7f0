import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Gateway } from '../app';
import { isCrossOriginWrite, isHttpsRequest, proxyTrust } from './forwarded';
import { createGatewayServer } from './http-server';
import { closedPort, gatewayFor, makeStaticFixture, startUpstream } from '../test/gateway-support';
import type { StaticFixture, Upstream } from '../test/gateway-support';

let upstream: Upstream;
let fixture: StaticFixture;
let gateway: Gateway;
let down: Gateway;
let slow: Gateway;

beforeAll(async () => {
  upstream = await startUpstream();
  upstream.routes.set('/api/v1/boom', (req) => req.socket.destroy());
  upstream.routes.set('/api/v1/never', () => undefined);
  upstream.routes.set('/api/v1/missing', (_req, res) => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'application/json');
    res.end('{"error":"not_found","message":"No such thing"}');
  });
  // A BFF that sets headers the gateway owns: the gateway's own values must win.
  upstream.routes.set('/api/v1/loose', (_req, res) => {
    res.setHeader('Content-Security-Policy', 'default-src *');
    res.setHeader('X-Powered-By', 'Express');
    res.setHeader('Strict-Transport-Security', 'max-age=1; includeSubDomains');
    res.setHeader('X-Frame-Options', 'ALLOWALL');
    res.end('{}');
  });
  fixture = makeStaticFixture();
  // The tests stand in for a load balancer on loopback, so loopback is a trusted proxy.
  const trusted = { STATIC_DIR: fixture.dir, TRUST_PROXY: '127.0.0.1, ::1' };
  gateway = gatewayFor({ BFF_URL: upstream.url, ...trusted });
  down = gatewayFor({ BFF_URL: `http://127.0.0.1:${await closedPort()}`, ...trusted });
  slow = gatewayFor({ BFF_URL: upstream.url, BFF_TIMEOUT_MS: '200', ...trusted });
});

// Each test sees only the requests it caused reach the BFF.
beforeEach(() => {
  upstream.requests.length = 0;
});

afterAll(async () => {
  gateway.close();
  down.close();
  slow.close();
  await upstream.close();
  fixture.remove();
});

const EXPECTED_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' https: http: data:; " +
  "connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

/** Directive → sources, so a failure names the directive that is off. */
function cspDirectives(header: string | undefined): Record<string, string> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources.join(' ')]),
  );
}

type Headers = Record<string, string | string[] | undefined>;

/** The full set of DESIGN.md and issue #2, on any answer; HSTS exactly when https. */
function expectSecurityHeaders(headers: Headers, https: boolean) {
  expect(headers['content-security-policy']).toBe(EXPECTED_CSP);
  // Each directive the design texts name, checked on its own so a failure says which.
  const csp = cspDirectives(headers['content-security-policy'] as string);
  expect(csp['default-src']).toBe("'self'");
  expect(csp['script-src']).toBe("'self'"); // no inline script, no eval
  expect(csp['style-src']).toBe("'self'");
  expect(csp['object-src']).toBe("'none'");
  expect(csp['base-uri']).toBe("'none'"); // issue #2 ('self' in DESIGN.md; 'none' is stricter)
  expect(csp['frame-ancestors']).toBe("'none'");
  expect(csp['form-action']).toBe("'self'");
  expect(csp['connect-src']).toBe("'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-powered-by']).toBeUndefined();
  if (https) expect(headers['strict-transport-security']).toBe('max-age=31536000');
  else expect(headers['strict-transport-security']).toBeUndefined();
}

describe('security headers', () => {
  // Every kind of answer the gateway gives, each asked over plain http and as if over https
  // (X-Forwarded-Proto from a trusted hop: supertest connects from loopback).
  const kinds: [string, () => request.Test, number][] = [
    ['the SPA at / (HTML)', () => request(gateway.handler).get('/'), 200],
    ['a deep link (HTML)', () => request(gateway.handler).get('/organization/users'), 200],
    ['a hashed asset', () => request(gateway.handler).get('/assets/main-ABCD1234.js'), 200],
    [
      'a precompressed asset (br)',
      () => request(gateway.handler).get('/assets/main-ABCD1234.js').set('Accept-Encoding', 'br'),
      200,
    ],
    ['a 304', () => request(gateway.handler).get('/favicon.svg').set('If-None-Match', '*'), 304],
    [
      'a missing asset (404 JSON)',
      () => request(gateway.handler).get('/assets/nope-ABCD1234.js'),
      404,
    ],
    ['a dotfile (404 JSON)', () => request(gateway.handler).get('/.env'), 404],
    [
      'a deep-link POST (404 JSON)',
      () => request(gateway.handler).post('/organization/users'),
      404,
    ],
    ['a proxied answer', () => request(gateway.handler).get('/api/v1/organizations'), 200],
    ['a proxied BFF 404 (JSON)', () => request(gateway.handler).get('/api/v1/missing'), 404],
    [
      'a proxied answer whose BFF sets its own CSP, HSTS and X-Powered-By',
      () => request(gateway.handler).get('/api/v1/loose'),
      200,
    ],
    [
      'a proxied sign-in redirect',
      () => request(gateway.handler).post('/login').type('form').send({ email: 'x' }),
      200,
    ],
    ['a 502 when the BFF resets', () => request(gateway.handler).get('/api/v1/boom'), 502],
    ['a 502 with the BFF down', () => request(down.handler).get('/auth/me'), 502],
    ['a 504 when the BFF is too slow', () => request(slow.handler).get('/api/v1/never'), 504],
    [
      'the Origin refusal (403 JSON)',
      () => request(gateway.handler).post('/api/v1/x').set('Origin', 'https://evil.example'),
      403,
    ],
    ['/gateway/healthz', () => request(gateway.handler).get('/gateway/healthz'), 200],
    ['/gateway/readyz 503', () => request(down.handler).get('/gateway/readyz'), 503],
    ['/gateway/metrics', () => request(gateway.handler).get('/gateway/metrics'), 200],
    ['a /gateway 404 (JSON)', () => request(gateway.handler).get('/gateway/unknown'), 404],
  ];

  it.each(kinds)('are complete on %s, over http and over https', async (_name, send, status) => {
    const plain = await send();
    expect(plain.status).toBe(status);
    expectSecurityHeaders(plain.headers, false);
    expect(plain.headers['x-request-id']).toBeTruthy();
    const secure = await send().set('X-Forwarded-Proto', 'https');
    expect(secure.status).toBe(status);
    expectSecurityHeaders(secure.headers, true);
  });

  it("are on the answers to requests Node's parser refuses (400, 431), where https is unknown", async () => {
    const server = createGatewayServer(gateway.handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      for (const [bytes, status] of [
        ['NOT HTTP AT ALL\r\n\r\n', 400],
        [`GET / HTTP/1.1\r\nHost: x\r\nCookie: big=${'c'.repeat(20_000)}\r\n\r\n`, 431],
      ] as const) {
        const answer = await rawExchange(port, bytes);
        expect(answer.status).toBe(status);
        expectSecurityHeaders(answer.headers, false);
      }
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

/** Raw bytes on a socket (supertest cannot send what the parser refuses); headers lower-cased. */
function rawExchange(port: number, bytes: string): Promise<{ status: number; headers: Headers }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = ''] = answer.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Headers = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    });
  });
}

/** The parts of a request the forwarded rules read. */
const fakeRequest = (remoteAddress: string, headers: Record<string, string>, method = 'GET') =>
  ({ method, headers, socket: { remoteAddress } }) as unknown as IncomingMessage;

// TRUST_PROXY set to loopback and the private ranges, as behind an in-cluster ingress.
const privateNetworks = proxyTrust(['127.0.0.0/8', '10.0.0.0/8', 'fc00::/7']);

describe('trusted hops', () => {
  it('believe X-Forwarded-Proto only from the TRUST_PROXY ranges (here loopback and private)', () => {
    const https = { 'x-forwarded-proto': 'https' };
    const isHttps = (req: IncomingMessage) => isHttpsRequest(req, privateNetworks);
    expect(isHttps(fakeRequest('127.0.0.1', https))).toBe(true);
    expect(isHttps(fakeRequest('::ffff:10.0.0.5', https))).toBe(true);
    expect(isHttps(fakeRequest('fd12::1', https))).toBe(true);
    expect(isHttps(fakeRequest('203.0.113.9', https))).toBe(false);
    expect(isHttps(fakeRequest('2001:db8::1', https))).toBe(false);
    expect(isHttps(fakeRequest('127.0.0.1', { 'x-forwarded-proto': 'http, https' }))).toBe(false);
  });

  it('judge the Origin against the host and scheme the browser used', () => {
    const post = (remote: string, headers: Record<string, string>) =>
      isCrossOriginWrite(fakeRequest(remote, headers, 'POST'), false, privateNetworks);
    expect(post('127.0.0.1', { host: 'console.example', origin: 'http://console.example' })).toBe(
      false,
    );
    expect(
      post('127.0.0.1', { host: 'console.example:80', origin: 'http://CONSOLE.example' }),
    ).toBe(false);
    expect(post('127.0.0.1', { host: 'console.example', origin: 'https://console.example' })).toBe(
      true,
    );
    expect(
      post('127.0.0.1', { host: 'console.example', origin: 'http://console.example.evil' }),
    ).toBe(true);
    expect(post('127.0.0.1', { host: 'console.example', origin: 'null' })).toBe(true);
    expect(post('127.0.0.1', { origin: 'http://console.example' })).toBe(true);
    // From a trusted load balancer the forwarded host counts; from the internet it does not.
    const forwarded = {
      host: 'gateway:8080',
      'x-forwarded-host': 'admin.example',
      origin: 'http://admin.example',
    };
    expect(post('10.0.0.2', forwarded)).toBe(false);
    expect(post('198.51.100.4', forwarded)).toBe(true);
  });
});

describe('the Origin check', () => {
  it.each(['post', 'put', 'patch', 'delete'] as const)(
    'refuses a cross-origin %s with 403 JSON',
    async (method) => {
      const agent = request(gateway.handler);
      const res = await agent[method]('/api/v1/organizations')
        .set('Host', 'console.example')
        .set('Origin', 'https://evil.example')
        .send({ name: 'x' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'Forbidden', message: expect.any(String) });
      expect(upstream.requests).toEqual([]);
    },
  );

  it('refuses a cross-origin sign-in form post', async () => {
    const res = await request(gateway.handler)
      .post('/login')
      .set('Host', 'console.example')
      .set('Origin', 'http://evil.example')
      .type('form')
      .send({ email: 'admin@example.com' });
    expect(res.status).toBe(403);
  });

  it('lets same-origin writes and writes without Origin through', async () => {
    const same = await request(gateway.handler)
      .post('/api/v1/organizations')
      .set('Host', 'console.example:8080')
      .set('Origin', 'http://console.example:8080')
      .send({ name: 'x' });
    expect(same.status).toBe(200);
    expect(same.body.method).toBe('POST');
    const https = await request(gateway.handler)
      .post('/logout')
      .set('Host', 'console.example')
      .set('X-Forwarded-Proto', 'https')
      .set('Origin', 'https://console.example');
    expect(https.status).toBe(200);
    const none = await request(gateway.handler).delete('/api/v1/organizations/1');
    expect(none.status).toBe(200);
  });

  it('does not apply to GET, even cross-origin', async () => {
    const res = await request(gateway.handler)
      .get('/api/v1/organizations')
      .set('Origin', 'https://evil.example');
    expect(res.status).toBe(200);
  });
});
