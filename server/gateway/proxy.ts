// A lean streaming reverse proxy on node:http with a keep-alive pool to the BFF.
// Written by hand rather than through http-proxy-middleware inside Express because the
// proxied API is the hot path: measured here, Express + http-proxy-middleware gave ~4k req/s
// where this gives several times more (see scripts/bench-gateway.ts). Bodies stream both ways
// untouched, raw header order and bytes are kept (every Set-Cookie as sent), redirects are
// passed on, never followed.
import http from 'node:http';
import https from 'node:https';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { peerAddress, requestHost } from './forwarded';
import { GATEWAY_ERRORS, sendError } from './json-response';
import type { GatewayMetrics, UpstreamErrorKind } from './metrics';
import { OWNED_HEADER_NAMES } from './security-headers';

export interface ProxyContext {
  id: string;
  https: boolean;
  /** Security headers + X-Request-Id, flat; the response adds to it. */
  headers: string[];
}

export interface ProxyOptions {
  target: URL;
  timeoutMs: number;
  metrics: GatewayMetrics;
  logger: Logger;
}

export interface Proxy {
  forward(req: IncomingMessage, res: ServerResponse, ctx: ProxyContext): void;
  /** A GET to the BFF; resolves with whether any HTTP answer came within timeoutMs. */
  probe(path: string, timeoutMs: number): Promise<boolean>;
  close(): void;
}

// RFC 9110 §7.6.1 connection-specific fields, plus what the proxy sets itself.
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade'];
const REQUEST_DROP: ReadonlySet<string> = new Set([
  ...HOP_BY_HOP,
  'proxy-authorization',
  'host',
  'expect',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-request-id',
]);
const RESPONSE_DROP: ReadonlySet<string> = new Set([...HOP_BY_HOP, 'proxy-authenticate', ...OWNED_HEADER_NAMES]);

/** Extra hop-by-hop names a sender listed in its Connection header. */
function connectionTokens(header: string | undefined): Set<string> | undefined {
  if (!header || header === 'keep-alive' || header === 'close') return undefined;
  const tokens = new Set(header.split(',').map((token) => token.trim().toLowerCase()));
  tokens.delete('keep-alive');
  tokens.delete('close');
  return tokens.size > 0 ? tokens : undefined;
}

function errorKind(code: string | undefined): UpstreamErrorKind {
  if (code === 'ECONNREFUSED') return 'refused';
  if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'ECONNABORTED') return 'reset';
  return 'other';
}

export function createProxy({ target, timeoutMs, metrics, logger }: ProxyOptions): Proxy {
  const secure = target.protocol === 'https:';
  const request = secure ? https.request : http.request;
  // Keep-alive is what makes a proxy fast: without it every request pays a TCP handshake and
  // the ephemeral ports run out under load. Idle sockets close before a typical BFF's 5 s.
  const agentOptions = { keepAlive: true, maxFreeSockets: 256, timeout: 4_000, scheduling: 'lifo' as const };
  const agent = secure ? new https.Agent(agentOptions) : new http.Agent(agentOptions);
  const hostname = target.hostname.replace(/^\[(.*)\]$/, '$1');
  const port = target.port || (secure ? 443 : 80);
  const hostHeader = target.host;
  const basePath = target.pathname.replace(/\/+$/, '');

  function forward(req: IncomingMessage, res: ServerResponse, ctx: ProxyContext): void {
    const raw = req.rawHeaders;
    const extraHop = connectionTokens(req.headers.connection);
    const headers: string[] = ['Host', hostHeader];
    let forwardedFor: string | undefined;
    for (let index = 0; index < raw.length; index += 2) {
      const name = raw[index]!;
      const lower = name.toLowerCase();
      if (REQUEST_DROP.has(lower) || extraHop?.has(lower)) {
        if (lower === 'x-forwarded-for') forwardedFor = forwardedFor ? `${forwardedFor}, ${raw[index + 1]}` : raw[index + 1];
        continue;
      }
      headers.push(name, raw[index + 1]!);
    }
    const client = peerAddress(req.socket);
    headers.push(
      'X-Forwarded-For',
      forwardedFor ? `${forwardedFor}, ${client}` : client,
      'X-Forwarded-Proto',
      ctx.https ? 'https' : 'http',
      'X-Forwarded-Host',
      requestHost(req) ?? hostHeader,
      'X-Request-Id',
      ctx.id,
    );
    const method = req.method ?? 'GET';
    // A request body is framed by Content-Length (kept above) or by chunked encoding, which
    // is re-applied on our side of the hop; without either there is no body.
    const chunked = req.headers['transfer-encoding'] !== undefined;
    if (chunked) headers.push('Transfer-Encoding', 'chunked');
    const hasBody = chunked || (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');
    if (!chunked && req.headers['content-length'] === undefined && method !== 'GET' && method !== 'HEAD') {
      headers.push('Content-Length', '0');
    }
    const path = basePath + req.url;
    const started = performance.now();
    let clientGone = false;
    let timedOut = false;
    let current: http.ClientRequest | undefined;

    res.on('close', () => {
      if (res.writableFinished) return;
      // The browser went away: stop the BFF work and free the pooled socket.
      clientGone = true;
      current?.destroy();
    });

    const onResponse = (upstream: IncomingMessage): void => {
      metrics.recordUpstreamLatency((performance.now() - started) / 1000);
      const out = ctx.headers;
      const upstreamRaw = upstream.rawHeaders;
      const upstreamExtraHop = connectionTokens(upstream.headers.connection);
      for (let index = 0; index < upstreamRaw.length; index += 2) {
        const name = upstreamRaw[index]!;
        const lower = name.toLowerCase();
        if (RESPONSE_DROP.has(lower) || upstreamExtraHop?.has(lower)) continue;
        out.push(name, upstreamRaw[index + 1]!);
      }
      res.writeHead(upstream.statusCode ?? 502, upstream.statusMessage || undefined, out);
      upstream.on('error', () => res.destroy());
      upstream.pipe(res);
    };

    const attempt = (retry: boolean): void => {
      const upstreamRequest = request({ agent, hostname, port, method, path, headers, setHost: false }, onResponse);
      current = upstreamRequest;
      upstreamRequest.setTimeout(timeoutMs, () => {
        timedOut = true;
        upstreamRequest.destroy();
      });
      upstreamRequest.on('error', (error: NodeJS.ErrnoException) => {
        if (clientGone) return;
        // A pooled socket the BFF closed while idle: safe to try once more when nothing was
        // sent that could have had an effect (Node's documented reusedSocket pattern).
        if (retry && !timedOut && !hasBody && upstreamRequest.reusedSocket && error.code === 'ECONNRESET') {
          attempt(false);
          return;
        }
        const kind: UpstreamErrorKind = timedOut ? 'timeout' : errorKind(error.code);
        metrics.recordUpstreamError(kind);
        logger.warn({ reqId: ctx.id, kind, code: error.code }, 'upstream request failed');
        if (res.headersSent) {
          // Cut a half-sent answer short so the browser sees it failed; a complete one stands.
          if (!res.writableEnded) res.destroy();
          return;
        }
        sendError(res, timedOut ? GATEWAY_ERRORS.gatewayTimeout : GATEWAY_ERRORS.badGateway, ctx.headers);
      });
      if (hasBody) req.pipe(upstreamRequest);
      else upstreamRequest.end();
    };
    attempt(method === 'GET' || method === 'HEAD');
  }

  function probe(path: string, probeTimeoutMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      const headers: OutgoingHttpHeaders = { host: hostHeader };
      const probeRequest = request({ agent, hostname, port, method: 'GET', path: basePath + path, headers }, (answer) => {
        answer.resume();
        resolve(true);
      });
      probeRequest.setTimeout(probeTimeoutMs, () => probeRequest.destroy());
      probeRequest.on('error', () => resolve(false));
      probeRequest.end();
    });
  }

  return { forward, probe, close: () => agent.destroy() };
}
