// Issue #22 through the gateway: an event stream passes at once and uncompressed, lives past
// BFF_TIMEOUT_MS while heartbeats flow, has its own bound that never starves ordinary
// requests, and ends at once on shutdown. Read over real sockets: the stream never ends.
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Gateway } from '../app';
import { gatewayFor, startUpstream, type Upstream } from '../test/gateway-support';
import { createGatewayServer } from './http-server';

let upstream: Upstream;
const cleanups: (() => void)[] = [];

beforeAll(async () => {
  upstream = await startUpstream();
  // A feed that sends its first event at once and a heartbeat every `beat` ms (none if 0).
  upstream.routes.set('/api/v1/feed', (req, res) => {
    const beat = Number(new URL(req.url ?? '', 'http://x').searchParams.get('beat') ?? '0');
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    res.write('id: 1\nevent: pipeline\ndata: {"n":1}\n\n');
    if (beat > 0) {
      const timer = setInterval(() => res.write(': heartbeat\n\n'), beat);
      res.on('close', () => clearInterval(timer));
    }
  });
  // A busy feed: 64 KB events every 5 ms, whether or not anyone reads them.
  upstream.routes.set('/api/v1/firehose', (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream' });
    const event = `data: ${'x'.repeat(64 * 1024)}\n\n`;
    const timer = setInterval(() => res.write(event), 5);
    res.on('close', () => clearInterval(timer));
  });
  upstream.routes.set('/api/v1/plain', (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{"ok":true}');
  });
});

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

afterAll(() => upstream.close());

async function serve(env: Record<string, string>): Promise<{ gateway: Gateway; port: number }> {
  const gateway = gatewayFor({ BFF_URL: upstream.url, ...env });
  const server = createGatewayServer(gateway.handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => {
    server.closeAllConnections();
    server.close();
    gateway.close();
  });
  return { gateway, port: (server.address() as AddressInfo).port };
}

interface OpenStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: () => string;
  ended: Promise<void>;
  close: () => void;
}

/** Opens a stream as an EventSource would, resolving once the answer's head has arrived. */
function openStream(port: number, path = '/api/v1/feed'): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const request = http.get({
      port,
      host: '127.0.0.1',
      path,
      headers: { Accept: 'text/event-stream', 'Accept-Encoding': 'gzip, br' },
    });
    request.on('error', reject);
    request.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      const ended = new Promise<void>((done) => {
        res.on('end', done);
        res.on('close', done);
      });
      const stream = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        text: () => text,
        ended,
        close: () => request.destroy(),
      };
      cleanups.push(stream.close);
      resolve(stream);
    });
  });
}

/** Whether `check` comes to hold within `ms` (polled by vi.waitFor, no fixed sleep). */
const until = (check: () => boolean, ms = 3_000) =>
  vi
    .waitFor(
      () => {
        if (!check()) throw new Error('not yet');
      },
      { timeout: ms, interval: 10 },
    )
    .then(
      () => true,
      () => false,
    );

describe('event streams through the gateway', () => {
  it('passes the first event at once, unbuffered and uncompressed, while the BFF keeps it open', async () => {
    const { port } = await serve({});
    const stream = await openStream(port);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.headers['x-accel-buffering']).toBe('no');
    expect(await until(() => stream.text().includes('data: {"n":1}'))).toBe(true);
  });

  it('keeps a stream open past BFF_TIMEOUT_MS while heartbeats flow, and ends a silent one', async () => {
    const { port } = await serve({ BFF_TIMEOUT_MS: '300' });
    const beating = await openStream(port, '/api/v1/feed?beat=100');
    const silent = await openStream(port, '/api/v1/feed?beat=0');
    let silentEnded = false;
    void silent.ended.then(() => (silentEnded = true));
    // Five heartbeats 100 ms apart: the stream has outlived the 300 ms BFF_TIMEOUT_MS.
    const beats = () => beating.text().split(': heartbeat').length - 1;
    expect(await until(() => beats() >= 5)).toBe(true);
    expect(await until(() => silentEnded, 2_000)).toBe(true);
    let beatingEnded = false;
    void beating.ended.then(() => (beatingEnded = true));
    expect(beatingEnded).toBe(false);
  });

  it('bounds streams apart: past BFF_MAX_STREAMS a JSON 503, and ordinary requests still answer', async () => {
    const { port } = await serve({ BFF_MAX_STREAMS: '2', BFF_MAX_CONNECTIONS: '2' });
    await openStream(port);
    await openStream(port);
    const third = await openStream(port);
    expect(third.status).toBe(503);
    expect(third.headers['retry-after']).toBe('1');
    await third.ended;
    expect(JSON.parse(third.text())).toMatchObject({ error: 'Service Unavailable' });
    const plain = await Promise.all(
      Array.from({ length: 4 }, () =>
        fetch(`http://127.0.0.1:${port}/api/v1/plain`).then((res) => res.status),
      ),
    );
    expect(plain).toEqual([200, 200, 200, 200]);
    const scrape = await fetch(`http://127.0.0.1:${port}/gateway/metrics`).then((r) => r.text());
    expect(scrape).toMatch(/^gateway_open_streams 2$/m);
  });

  it('ends every open stream at once when the gateway starts shutting down', async () => {
    const { port, gateway } = await serve({});
    const streams = await Promise.all([openStream(port), openStream(port)]);
    await until(() => streams.every((s) => s.text().includes('data:')));
    // Nothing else would end them: the BFF keeps both open and the server is not closing.
    gateway.markShuttingDown();
    await Promise.all(streams.map((s) => s.ended));
  });

  it('ends a stream whose browser stops reading for BFF_TIMEOUT_MS, and counts it', async () => {
    const { port } = await serve({ BFF_TIMEOUT_MS: '500' });
    // A client that asks and then never reads: the socket buffers fill up.
    const client = net.connect(port, '127.0.0.1');
    cleanups.push(() => client.destroy());
    client.pause();
    client.write(
      'GET /api/v1/firehose HTTP/1.1\r\nHost: localhost\r\nAccept: text/event-stream\r\n\r\n',
    );
    const scrape = () => fetch(`http://127.0.0.1:${port}/gateway/metrics`).then((r) => r.text());
    await expect
      .poll(async () => /^gateway_slow_readers_total (\d+)$/m.exec(await scrape())?.[1], {
        timeout: 15_000,
      })
      .toBe('1');
    await expect.poll(() => upstream.requests.at(-1)?.closedEarly).toBe(true);
    expect(await scrape()).toMatch(/^gateway_open_streams 0$/m);
  });
});
