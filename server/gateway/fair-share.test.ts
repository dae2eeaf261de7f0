// Issue #30 item 1: no signed-in user can freeze the API. A feed asked for without
// `Accept: text/event-stream` is still a stream (its own pool, never an ordinary socket), and one
// user's held ordinary requests stay within a fair share of the pool. Real sockets: held
// requests never end by themselves.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gatewayFor, startUpstream, type Upstream } from '../test/gateway-support';
import { PerCallerCount, sessionOf } from './caller-limits';
import { createGatewayServer } from './http-server';

let upstream: Upstream;
const cleanups: (() => void)[] = [];

/** Holds the request open: the BFF's feeds and a slow call that never answers. */
const feed: Parameters<Upstream['routes']['set']>[1] = (_req, res) => {
  res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8' });
  res.flushHeaders(); // a HEAD's head too, which Node would hold until the end
  res.write(': heartbeat\n\n');
};

beforeAll(async () => {
  upstream = await startUpstream();
  upstream.routes.set('/api/v1/onboardings/events', feed);
  upstream.routes.set('/api/v1/some/other/feed', feed);
  upstream.routes.set('/api/v1/slow', () => {});
});

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  upstream.requests.length = 0;
});

afterAll(() => upstream.close());

async function serve(env: Record<string, string> = {}): Promise<number> {
  const gateway = gatewayFor({ BFF_URL: upstream.url, ...env });
  const server = createGatewayServer(gateway.handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => {
    server.closeAllConnections();
    server.close();
    gateway.close();
  });
  return (server.address() as AddressInfo).port;
}

interface Held {
  /** The status once the answer's head arrived, else undefined. */
  status?: number;
  retryAfter?: string;
  body: string;
  close(): void;
}

/** A GET on a socket of its own that is never closed by the test until the end. */
function hold(port: number, path: string, cookie?: string): Held {
  const held: Held = { body: '', close: () => request.destroy() };
  const request = http.get({
    port,
    host: '127.0.0.1',
    path,
    agent: false,
    headers: cookie ? { Cookie: cookie } : {},
  });
  request.on('error', () => {});
  request.on('response', (res) => {
    held.status = res.statusCode;
    held.retryAfter = res.headers['retry-after'] as string | undefined;
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => (held.body += chunk));
  });
  cleanups.push(() => request.destroy());
  return held;
}

const reached = (path: string) => upstream.requests.filter((r) => r.url === path).length;

describe('a feed asked for without Accept: text/event-stream', () => {
  it('130 of them from one user leave another user’s /auth/me answering', async () => {
    const port = await serve();
    const held = Array.from({ length: 130 }, () =>
      hold(port, '/api/v1/onboardings/events', 'demo_session=mallory'),
    );
    // Every one answered, or as many as the ordinary pool takes (128) reached the BFF.
    await expect
      .poll(
        () =>
          held.every((h) => h.status !== undefined) || reached('/api/v1/onboardings/events') >= 128,
        { timeout: 10_000 },
      )
      .toBe(true);
    const me = await fetch(`http://127.0.0.1:${port}/auth/me`, {
      headers: { Cookie: 'demo_session=ada' },
      signal: AbortSignal.timeout(5_000),
    });
    expect(me.status).toBe(200);
  });

  it('is moved to the stream pool the moment the BFF answers text/event-stream', async () => {
    const port = await serve({ BFF_MAX_CONNECTIONS: '2' });
    const held = Array.from({ length: 6 }, () => hold(port, '/api/v1/some/other/feed'));
    await expect.poll(() => held.every((h) => h.body.includes(': heartbeat'))).toBe(true);
    expect(held.map((h) => h.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const plain = await fetch(`http://127.0.0.1:${port}/api/v1/plain`, {
      signal: AbortSignal.timeout(5_000),
    });
    expect(plain.status).toBe(200);
    const scrape = await fetch(`http://127.0.0.1:${port}/gateway/metrics`).then((r) => r.text());
    expect(scrape).toMatch(/^gateway_open_streams 6$/m);
    expect(scrape).toMatch(/^gateway_upstream_connections\{state="busy"\} 0$/m);
  });

  it('passes a HEAD of a stream as it is (no body to hold)', async () => {
    const port = await serve();
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/some/other/feed`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  });
});

describe('one user’s share of the ordinary pool', () => {
  it('past BFF_MAX_REQUESTS_PER_USER held requests a JSON 429 with Retry-After; others answer', async () => {
    const port = await serve({ BFF_MAX_CONNECTIONS: '8', BFF_MAX_REQUESTS_PER_USER: '3' });
    const held = Array.from({ length: 5 }, () => hold(port, '/api/v1/slow', 'demo_session=m'));
    await expect.poll(() => held.filter((h) => h.status === 429).length).toBe(2);
    expect(reached('/api/v1/slow')).toBe(3);
    const refused = held.find((h) => h.status === 429)!;
    expect(refused.retryAfter).toBe('1');
    await expect.poll(() => refused.body).toContain('"error":"Too Many Requests"');
    // The same session spelled in quotes is the same user.
    const quoted = hold(port, '/api/v1/slow', 'theme=dark; demo_session="m"');
    await expect.poll(() => quoted.status).toBe(429);
    const other = await fetch(`http://127.0.0.1:${port}/auth/me`, {
      headers: { Cookie: 'demo_session=ada' },
      signal: AbortSignal.timeout(5_000),
    });
    expect(other.status).toBe(200);
  });

  it('defaults to a quarter of BFF_MAX_CONNECTIONS', async () => {
    const port = await serve({ BFF_MAX_CONNECTIONS: '8' });
    const held = Array.from({ length: 4 }, () => hold(port, '/api/v1/slow', 'demo_session=m'));
    await expect.poll(() => held.filter((h) => h.status === 429).length).toBe(2);
    expect(reached('/api/v1/slow')).toBe(2);
  });
});

describe('one user’s share of the streams (#30 item 3)', () => {
  const feedPath = '/api/v1/onboardings/events';
  const answered = (held: Held[], status: number) => held.filter((h) => h.status === status);

  it('past BFF_MAX_STREAMS_PER_USER (8) a JSON 503; another user still opens the rest', async () => {
    const port = await serve({ BFF_MAX_STREAMS: '10' });
    const mallory = Array.from({ length: 9 }, () => hold(port, feedPath, 'demo_session=m'));
    await expect.poll(() => mallory.every((h) => h.status !== undefined)).toBe(true);
    expect(answered(mallory, 200)).toHaveLength(8);
    const refused = answered(mallory, 503);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.retryAfter).toBe('1');
    const ada = [
      hold(port, feedPath, 'demo_session=ada'),
      hold(port, feedPath, 'demo_session=ada'),
    ];
    await expect.poll(() => ada.map((h) => h.status)).toEqual([200, 200]);
    // The global bound still holds for a third user.
    const third = hold(port, feedPath, 'demo_session=zoe');
    await expect.poll(() => third.status).toBe(503);
  });

  it('is configurable, and a closed stream gives its slot back', async () => {
    const port = await serve({ BFF_MAX_STREAMS_PER_USER: '2' });
    const first = Array.from({ length: 3 }, () => hold(port, feedPath, 'demo_session=m'));
    await expect.poll(() => first.map((h) => h.status).sort()).toEqual([200, 200, 503]);
    first.find((h) => h.status === 200)!.close();
    const open = () =>
      fetch(`http://127.0.0.1:${port}/gateway/metrics`)
        .then((r) => r.text())
        .then((text) => /^gateway_open_streams (\d+)$/m.exec(text)?.[1]);
    await expect.poll(open).toBe('1');
    const again = hold(port, feedPath, 'demo_session=m');
    await expect.poll(() => again.status).toBe(200);
  });
});

describe('sessionOf and PerCallerCount', () => {
  it.each([
    ['demo_session=abc', 'abc'],
    ['a=1; demo_session=abc; b=2', 'abc'],
    ['a=1;demo_session= abc ;b=2', 'abc'],
    ['demo_session="abc"', 'abc'],
    ['demo_session=%61bc', 'abc'],
    ['demo_session=abc; demo_session=def', 'abc'],
    ['xdemo_session=abc', undefined],
    ['demo_session=', undefined],
    ['demo_session=%E0%A4%A', '%E0%A4%A'],
    ['', undefined],
  ])('%j → %j', (cookie, expected) => {
    expect(sessionOf({ cookie }, 'demo_session')).toBe(expected);
  });

  it('gives back each slot once and forgets callers holding none', () => {
    const count = new PerCallerCount(2);
    const first = count.take('a')!;
    const second = count.take('a')!;
    expect(count.take('a')).toBeNull();
    first();
    first();
    expect(count.heldBy('a')).toBe(1);
    second();
    expect(count.callers).toBe(0);
    expect(count.take(undefined)).not.toBeNull();
    expect(count.callers).toBe(0);
  });
});
