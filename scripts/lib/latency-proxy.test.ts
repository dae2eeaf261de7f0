// The latency proxy of `npm run bench:latency` must add its delay once per request and change
// nothing else: what the benchmark counts as BFF round trips depends on both.
import { Agent, createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latencyFromEnv, startLatencyProxy, type LatencyProxy } from './latency-proxy';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
  at: number;
}

let upstream: Server;
let upstreamUrl: string;
let upstreamConnections = 0;
const seen: Seen[] = [];
let releaseStream: () => void = () => {};

beforeAll(async () => {
  upstream = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body, at: Date.now() });
      if (req.url === '/login') {
        res.writeHead(302, [
          'Location',
          '/organization/users?x=1',
          'Set-Cookie',
          'demo_session=abc; Path=/; HttpOnly; SameSite=Lax',
          'Set-Cookie',
          'csrf=def; Path=/',
        ]);
        res.end();
      } else if (req.url === '/stream') {
        // The second half is sent only after the client has read the first: a proxy that
        // buffered the answer would never deliver it.
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write('first;');
        releaseStream = () => res.end('second');
      } else {
        res.writeHead(200, { 'content-type': 'application/json', 'x-upstream': 'yes' });
        res.end(JSON.stringify({ method: req.method, url: req.url, length: body.length }));
      }
    });
  });
  upstream.on('connection', () => (upstreamConnections += 1));
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

afterAll(async () => {
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  rawHeaders: string[];
  body: string;
  socketPort: number;
}

function send(
  url: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string },
  agent?: Agent,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}${options.path}`,
      { method: options.method ?? 'GET', headers: options.headers, agent },
      (res) => {
        const socketPort = res.socket.localPort!;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            headers: res.headers,
            rawHeaders: res.rawHeaders,
            body: Buffer.concat(chunks).toString(),
            socketPort,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

describe('latency proxy', () => {
  let proxy: LatencyProxy;
  const waits: number[] = [];

  beforeAll(async () => {
    proxy = await startLatencyProxy({
      target: upstreamUrl,
      delayMs: 150,
      // Counts the delays, then really waits them (the arrival check below relies on it).
      wait: (ms) => {
        waits.push(ms);
        return new Promise((resolve) => setTimeout(resolve, ms));
      },
    });
  });
  afterAll(() => proxy.close());

  it('waits the delay exactly once per request before forwarding it', async () => {
    waits.length = 0;
    seen.length = 0;
    const agent = new Agent({ keepAlive: true });
    const sentAt: number[] = [];
    for (const path of ['/auth/me', '/auth/roles', '/api/v1/organizations']) {
      sentAt.push(Date.now());
      const answer = await send(proxy.url, { path }, agent);
      expect(answer.status).toBe(200);
    }
    agent.destroy();
    expect(waits).toEqual([150, 150, 150]);
    expect(proxy.forwarded).toBeGreaterThanOrEqual(3);
    // Each request reached the upstream no sooner than the delay after it was sent.
    expect(seen.map((s) => s.url)).toEqual(['/auth/me', '/auth/roles', '/api/v1/organizations']);
    seen.forEach((s, index) => expect(s.at - sentAt[index]!).toBeGreaterThanOrEqual(145));
  });

  it('passes method, path, query, headers and a large body through unchanged', async () => {
    seen.length = 0;
    const body = JSON.stringify({ name: 'x'.repeat(1_000_000) });
    const answer = await send(proxy.url, {
      method: 'POST',
      path: '/api/v1/organizations?dryRun=1',
      headers: {
        'content-type': 'application/json',
        cookie: 'demo_session=abc',
        origin: 'http://console.example',
        'x-csrf': '1',
        host: 'console.example:8080',
      },
      body,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['x-upstream']).toBe('yes');
    expect(JSON.parse(answer.body)).toEqual({
      method: 'POST',
      url: '/api/v1/organizations?dryRun=1',
      length: body.length,
    });
    const [request] = seen;
    expect(request!.body).toBe(body);
    expect(request!.headers).toMatchObject({
      'content-type': 'application/json',
      cookie: 'demo_session=abc',
      origin: 'http://console.example',
      'x-csrf': '1',
      host: 'console.example:8080',
    });
  });

  it('returns a redirect as it is, with its Location and every Set-Cookie', async () => {
    const answer = await send(proxy.url, { method: 'POST', path: '/login', body: 'a=b' });
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/organization/users?x=1');
    expect(answer.headers['set-cookie']).toEqual([
      'demo_session=abc; Path=/; HttpOnly; SameSite=Lax',
      'csrf=def; Path=/',
    ]);
  });

  it('streams an answer instead of buffering it', async () => {
    const body = await new Promise<string>((resolve, reject) => {
      request(`${proxy.url}/stream`, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          if (text === 'first;') releaseStream();
        });
        res.on('end', () => resolve(text));
      })
        .on('error', reject)
        .end();
    });
    expect(body).toBe('first;second');
  });

  it('keeps connections alive on both sides', async () => {
    const before = upstreamConnections;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const answers = [];
    for (let i = 0; i < 3; i += 1)
      answers.push(await send(proxy.url, { path: '/api/v1/x' }, agent));
    agent.destroy();
    // One client connection served all three ...
    expect(new Set(answers.map((a) => a.socketPort)).size).toBe(1);
    expect(answers.every((a) => a.headers.connection === 'keep-alive')).toBe(true);
    // ... and the proxy reused at most one upstream connection for them.
    expect(upstreamConnections - before).toBeLessThanOrEqual(1);
  });
});

describe('LATENCY_MS', () => {
  it('defaults to 150 ms and takes a whole number', () => {
    expect(latencyFromEnv({})).toBe(150);
    expect(latencyFromEnv({ LATENCY_MS: '40' })).toBe(40);
    expect(() => latencyFromEnv({ LATENCY_MS: 'fast' })).toThrow(/LATENCY_MS must be a whole/);
  });
});
