// Test support for the gateway suites: a real upstream HTTP server on 127.0.0.1 that records
// what reached it, a fake built SPA in a temp folder, and a free-then-closed port.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import pino from 'pino';
import { createApp } from '../app';
import type { Gateway } from '../app';
import { loadConfig } from '../config';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  rawHeaders: string[];
  body: Buffer;
  /** Set when the gateway closed the connection before the answer was sent. */
  closedEarly: boolean;
}

export type UpstreamRoute = (req: IncomingMessage, res: ServerResponse, body: Buffer) => void;

export interface Upstream {
  url: string;
  requests: RecordedRequest[];
  /** Routes by exact path (without query); the default echoes the request as JSON. */
  routes: Map<string, UpstreamRoute>;
  close(): Promise<void>;
}

export const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

const echo: UpstreamRoute = (req, res, body) => {
  res.setHeader('Content-Type', 'application/json');
  res.end(
    JSON.stringify({
      method: req.method,
      url: req.url,
      headers: req.headers,
      bodyLength: body.length,
      bodySha256: sha256(body),
    }),
  );
};

export async function startUpstream(): Promise<Upstream> {
  const requests: RecordedRequest[] = [];
  const routes = new Map<string, UpstreamRoute>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    const recorded: RecordedRequest = {
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      rawHeaders: req.rawHeaders,
      body: Buffer.alloc(0),
      closedEarly: false,
    };
    requests.push(recorded);
    res.on('close', () => {
      if (!res.writableFinished) recorded.closedEarly = true;
    });
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      recorded.body = Buffer.concat(chunks);
      const route = routes.get((req.url ?? '').split('?')[0]!) ?? echo;
      route(req, res, recorded.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    routes,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  // Below Linux's ephemeral range (32768-60999), where every test server's listen(0) lands: a
  // port freed there could be handed to the next test server, which then answered for the "down"
  // BFF (a CI run saw readyz 200 instead of 503). Nothing here listens on a fixed port.
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const server = http.createServer();
    const free = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (!free) continue;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    return port;
  }
}

export const FIXTURE = {
  indexHtml:
    '<!doctype html><html><head><script type="module" src="/assets/main-ABCD1234.js"></script></head><body><div id="root"></div></body></html>',
  mainJs: `console.log(${JSON.stringify('x'.repeat(2000))});`,
  css: 'body { color: black; }',
  favicon: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  bigJs: `export const big = ${JSON.stringify('y'.repeat(700 * 1024))};`,
  sourceMap: '{"version":3,"sources":["main.tsx"],"mappings":"AAAA"}',
};

export interface StaticFixture {
  /** The public folder (STATIC_DIR). */
  dir: string;
  /** A file beside the public folder that path climbing would reach. */
  outside: string;
  remove(): void;
}

/** A small built SPA: index.html, hashed assets with .br/.gz siblings, favicon, dotfiles. */
export function makeStaticFixture(): StaticFixture {
  const base = mkdtempSync(path.join(tmpdir(), 'gateway-static-'));
  const dir = path.join(base, 'public');
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  mkdirSync(path.join(dir, '.git'));
  const write = (file: string, content: string, compress = false) => {
    const target = path.join(dir, file);
    writeFileSync(target, content);
    if (compress) {
      writeFileSync(`${target}.br`, brotliCompressSync(content));
      writeFileSync(`${target}.gz`, gzipSync(content));
    }
  };
  write('index.html', FIXTURE.indexHtml, true);
  write('assets/main-ABCD1234.js', FIXTURE.mainJs, true);
  write('assets/main-ABCD1234.css', FIXTURE.css);
  write('assets/main-ABCD1234.js.map', FIXTURE.sourceMap, true);
  write('assets/big-WXYZ5678.js', FIXTURE.bigJs);
  write('favicon.svg', FIXTURE.favicon, true);
  write('.env', 'SECRET=1');
  write('.git/config', '[core]');
  write('assets/.hidden.js', 'hidden');
  const outside = path.join(base, 'secret.txt');
  writeFileSync(outside, 'outside the public folder');
  return { dir, outside, remove: () => rmSync(base, { recursive: true, force: true }) };
}

/** createApp on the environment a deployment would give, logs silenced. */
export function gatewayFor(env: Record<string, string>): Gateway {
  return createApp(loadConfig({ LOG_LEVEL: 'silent', ...env }));
}

/** A production gateway whose log lines are kept in `log` (the tests read what it wrote). */
export function productionGatewayWithLog(env: Record<string, string>): {
  gateway: Gateway;
  log: string[];
} {
  const log: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log.push(chunk.toString());
      done();
    },
  });
  const gateway = createApp(loadConfig({ ...env, NODE_ENV: 'production' }), {
    logger: pino({ level: 'info', base: null }, sink),
  });
  return { gateway, log };
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request on a real socket, body bytes as sent (no decoding of Content-Encoding). */
export async function rawRequest(
  handler: http.RequestListener,
  options: { method?: string; path: string; headers?: Record<string, string> },
): Promise<RawResponse> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<RawResponse>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: options.method ?? 'GET',
          path: options.path,
          headers: options.headers,
          agent: false,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end();
    });
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
