import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Gateway } from '../app';
import { createGatewayServer } from './http-server';
import { gatewayFor, makeStaticFixture, startUpstream } from '../test/gateway-support';
import type { StaticFixture, Upstream } from '../test/gateway-support';

let upstream: Upstream;
let fixture: StaticFixture;
let gateway: Gateway;
let server: http.Server;
let port: number;

beforeAll(async () => {
  upstream = await startUpstream();
  fixture = makeStaticFixture();
  gateway = gatewayFor({ BFF_URL: upstream.url, STATIC_DIR: fixture.dir });
  server = createGatewayServer(gateway.handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

// Each test sees only the requests it caused reach the BFF.
beforeEach(() => {
  upstream.requests.length = 0;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  gateway.close();
  await upstream.close();
  fixture.remove();
});

/**
 * Writes raw bytes and reads until the server closes the connection. `halfClose` ends our
 * side at once, which Node's server treats as the client leaving.
 */
function exchange(bytes: string, halfClose = true): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      halfClose ? socket.end(bytes) : socket.write(bytes),
    );
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('the gateway server', () => {
  it('sets explicit keep-alive, header and request timeouts', () => {
    expect(server.keepAliveTimeout).toBe(65_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
    expect(server.requestTimeout).toBeGreaterThanOrEqual(server.headersTimeout);
  });

  it('answers a request the parser refuses with 400 JSON and the security headers', async () => {
    const answer = await exchange('NOT HTTP AT ALL\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer).toContain("Content-Security-Policy: default-src 'self'");
    expect(answer).toContain('X-Content-Type-Options: nosniff');
    expect(answer.split('\r\n\r\n')[1]).toBe(
      '{"error":"Bad Request","message":"The request could not be read."}',
    );
  });

  it('answers oversized headers with 431, without a body for HEAD, and keeps serving', async () => {
    const big = `Host: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`;
    const get = await exchange(`GET /a HTTP/1.1\r\n${big}`);
    expect(get).toMatch(/^HTTP\/1\.1 431 /);
    const head = await exchange(`HEAD /a HTTP/1.1\r\n${big}`);
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toContain('Content-Length: 0\r\n');
    expect(head.endsWith('\r\n\r\n')).toBe(true);
    const next = await exchange(
      'GET /gateway/healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(next).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('answers an unsupported Expect with 417 JSON', async () => {
    const answer = await exchange(
      'POST /api/v1/x HTTP/1.1\r\nHost: x\r\nExpect: magic\r\nContent-Length: 0\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 417 /);
    expect(answer).toContain('X-Content-Type-Options: nosniff');
    expect(answer).toContain('"error":"Expectation Failed"');
    expect(upstream.requests).toHaveLength(0);
  });

  it('answers an HTTP/1.1 request without Host with its own 400 JSON', async () => {
    const answer = await exchange('GET /organization/users HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('X-Content-Type-Options: nosniff');
    expect(answer).toContain('"error":"Bad Request"');
  });

  it('never adds a second answer after one was sent on the connection', async () => {
    // Refused at once (cross-origin), then the body turns out to be malformed.
    const answer = await exchange(
      'POST /api/v1/x HTTP/1.1\r\nHost: x\r\nOrigin: http://evil.example\r\nTransfer-Encoding: chunked\r\n' +
        'Connection: close\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 403 /);
    expect(answer.match(/HTTP\/1\.1 /g)).toHaveLength(1);
  });

  it('answers a HEAD that carries a body without passing the body on', async () => {
    const body = 'x'.repeat(300);
    const answer = await exchange(
      `HEAD /api/v1/head HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      false,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    const seen = upstream.requests.find((request) => request.url === '/api/v1/head');
    expect(seen?.method).toBe('HEAD');
    expect(seen?.body.length).toBe(0);
    expect(seen?.headers['content-length']).toBeUndefined();
  });
});
