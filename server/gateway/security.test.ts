import type { IncomingMessage } from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../app';
import { isCrossOriginWrite, isHttpsRequest } from './forwarded';
import { closedPort, gatewayFor, makeStaticFixture, startUpstream } from './test-support';
import type { StaticFixture, Upstream } from './test-support';

let upstream: Upstream;
let fixture: StaticFixture;
let gateway: Gateway;
let down: Gateway;

beforeAll(async () => {
  upstream = await startUpstream();
  upstream.routes.set('/api/v1/boom', (req) => req.socket.destroy());
  fixture = makeStaticFixture();
  gateway = gatewayFor({ BFF_URL: upstream.url, STATIC_DIR: fixture.dir });
  down = gatewayFor({ BFF_URL: `http://127.0.0.1:${await closedPort()}`, STATIC_DIR: fixture.dir });
});

afterAll(async () => {
  gateway.close();
  down.close();
  await upstream.close();
  fixture.remove();
});

const EXPECTED_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' https: http: data:; " +
  "connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

const expectSecurityHeaders = (res: request.Response) => {
  expect(res.headers['content-security-policy']).toBe(EXPECTED_CSP);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(res.headers['x-powered-by']).toBeUndefined();
  expect(res.headers['x-request-id']).toBeTruthy();
};

describe('security headers', () => {
  const kinds: [string, () => request.Test, number][] = [
    ['the SPA (HTML)', () => request(gateway.handler).get('/'), 200],
    ['a deep link (HTML)', () => request(gateway.handler).get('/organization/users'), 200],
    ['a hashed asset', () => request(gateway.handler).get('/assets/main-ABCD1234.js'), 200],
    ['a 304', () => request(gateway.handler).get('/favicon.svg').set('If-None-Match', '*'), 304],
    ['a missing asset 404', () => request(gateway.handler).get('/assets/nope-ABCD1234.js'), 404],
    ['a deep-link POST 404', () => request(gateway.handler).post('/organization/users'), 404],
    ['a proxied answer', () => request(gateway.handler).get('/api/v1/organizations'), 200],
    ['a proxied 502', () => request(gateway.handler).get('/api/v1/boom'), 502],
    ['a 502 with the BFF down', () => request(down.handler).get('/auth/me'), 502],
    [
      'the Origin refusal',
      () => request(gateway.handler).post('/api/v1/x').set('Origin', 'https://evil.example'),
      403,
    ],
    ['healthz', () => request(gateway.handler).get('/gateway/healthz'), 200],
    ['readyz 503', () => request(down.handler).get('/gateway/readyz'), 503],
    ['metrics', () => request(gateway.handler).get('/gateway/metrics'), 200],
    ['a /gateway 404', () => request(gateway.handler).get('/gateway/unknown'), 404],
  ];

  it.each(kinds)('are on %s', async (_name, send, status) => {
    const res = await send();
    expect(res.status).toBe(status);
    expectSecurityHeaders(res);
  });

  it('include HSTS only when the request came over https', async () => {
    const plain = await request(gateway.handler).get('/');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    for (const path of ['/', '/api/v1/x', '/gateway/healthz', '/assets/missing.js']) {
      const res = await request(gateway.handler).get(path).set('X-Forwarded-Proto', 'https');
      expect(res.headers['strict-transport-security'], path).toBe('max-age=31536000');
    }
  });
});

/** The parts of a request the forwarded rules read. */
const fakeRequest = (remoteAddress: string, headers: Record<string, string>, method = 'GET') =>
  ({ method, headers, socket: { remoteAddress } }) as unknown as IncomingMessage;

describe('trusted hops', () => {
  it('believe X-Forwarded-Proto only from loopback or private networks', () => {
    const https = { 'x-forwarded-proto': 'https' };
    expect(isHttpsRequest(fakeRequest('127.0.0.1', https))).toBe(true);
    expect(isHttpsRequest(fakeRequest('::ffff:10.0.0.5', https))).toBe(true);
    expect(isHttpsRequest(fakeRequest('fd12::1', https))).toBe(true);
    expect(isHttpsRequest(fakeRequest('203.0.113.9', https))).toBe(false);
    expect(isHttpsRequest(fakeRequest('2001:db8::1', https))).toBe(false);
    expect(isHttpsRequest(fakeRequest('127.0.0.1', { 'x-forwarded-proto': 'http, https' }))).toBe(
      false,
    );
  });

  it('judge the Origin against the host and scheme the browser used', () => {
    const post = (remote: string, headers: Record<string, string>) =>
      isCrossOriginWrite(fakeRequest(remote, headers, 'POST'), false);
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
      const res = await request(gateway.handler)
        [method]('/api/v1/organizations')
        .set('Host', 'console.example')
        .set('Origin', 'https://evil.example')
        .send({ name: 'x' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'Forbidden', message: expect.any(String) });
      expect(
        upstream.requests.filter(
          (seen) => seen.url === '/api/v1/organizations' && seen.method !== 'GET',
        ),
      ).toHaveLength(0);
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
