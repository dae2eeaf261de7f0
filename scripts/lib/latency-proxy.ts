// A reverse proxy that puts a fixed distance between the gateway and the BFF: every request
// waits `delayMs` (LATENCY_MS, default 150) and is then forwarded as it came. It models a BFF
// that is one slow round trip away, so `npm run bench:latency` can count round trips on the
// critical path in milliseconds: one request costs at least the delay, two in a row twice.
//
// Transparent on purpose: method, path, headers (Host, Cookie, Origin) go upstream unchanged,
// and the answer comes back unchanged (status, every Set-Cookie, Location of a redirect, which
// is passed on rather than followed). Bodies stream both ways; only hop-by-hop headers are
// dropped, since they describe one connection and each side has its own (keep-alive on both).
import {
  Agent,
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';

export const DEFAULT_LATENCY_MS = 150;

/** RFC 9110 §7.6.1: headers that belong to one connection, never forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Raw headers ([name, value, name, value, ...]) without the hop-by-hop ones. */
function endToEnd(raw: string[]): string[] {
  // Connection may name further per-connection headers.
  const named = new Set(HOP_BY_HOP);
  for (let i = 0; i < raw.length; i += 2) {
    if (raw[i]!.toLowerCase() === 'connection') {
      for (const name of raw[i + 1]!.split(',')) named.add(name.trim().toLowerCase());
    }
  }
  const kept: string[] = [];
  for (let i = 0; i < raw.length; i += 2) {
    if (!named.has(raw[i]!.toLowerCase())) kept.push(raw[i]!, raw[i + 1]!);
  }
  return kept;
}

export interface LatencyProxyOptions {
  /** Where requests go, e.g. http://127.0.0.1:8081 (its path prefix, if any, is ignored). */
  target: string;
  /** Added to every request before it is forwarded. Default LATENCY_MS or 150. */
  delayMs?: number;
  /** How the delay is waited (tests count the calls); default a timer. */
  wait?: (ms: number) => Promise<void>;
}

export interface LatencyProxy {
  url: string;
  delayMs: number;
  /** Requests forwarded so far. */
  readonly forwarded: number;
  close(): Promise<void>;
}

export function latencyFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.LATENCY_MS;
  if (text === undefined || text === '') return DEFAULT_LATENCY_MS;
  if (!/^\d+$/.test(text))
    throw new Error(`LATENCY_MS must be a whole number of ms (got "${text}")`);
  return Number(text);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Starts the proxy on a free loopback port. */
export async function startLatencyProxy(options: LatencyProxyOptions): Promise<LatencyProxy> {
  const target = new URL(options.target);
  const delayMs = options.delayMs ?? latencyFromEnv();
  const wait = options.wait ?? sleep;
  // One keep-alive pool toward the upstream, as the gateway keeps one toward the BFF.
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  let forwarded = 0;

  const server: Server = createServer((req, res) => {
    let aborted = false;
    // The client gave up (or the connection broke) before the answer was complete.
    res.on('close', () => {
      if (!res.writableFinished) aborted = true;
    });
    // The request body stays in the socket's buffer while we wait: nothing is read early.
    void wait(delayMs).then(() => {
      if (aborted) return;
      forwarded += 1;
      const upstream = httpRequest({
        agent,
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: endToEnd(req.rawHeaders),
      });
      upstream.on('response', (answer: IncomingMessage) => {
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.rawHeaders));
        // Each chunk goes on as it arrives (no buffering: a stream stays a stream).
        res.flushHeaders();
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      });
      upstream.on('error', (error) => {
        if (res.headersSent) res.destroy(error);
        else {
          res.writeHead(502, { 'content-type': 'text/plain' });
          res.end(`latency proxy: upstream ${target.origin} failed: ${error.message}`);
        }
      });
      res.on('close', () => {
        if (!res.writableFinished) upstream.destroy();
      });
      req.pipe(upstream);
    });
  });
  server.keepAliveTimeout = 65_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    delayMs,
    get forwarded() {
      return forwarded;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}
