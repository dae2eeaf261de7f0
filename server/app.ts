// The gateway without a listening socket: createApp(config) returns a Node request listener
// for http.createServer or supertest, plus the hooks index.ts needs for shutdown.
//
// Order (STYLE.md): request id and log → security headers → Origin check → proxy → static →
// SPA fallback → JSON 404/errors. The proxied API and the static files are answered by a thin
// node:http front handler; only /gateway/* goes through Express. Router layers in front of the
// proxy cost most of its throughput (scripts/bench-gateway.ts measures this).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import pino from 'pino';
import type { Logger } from 'pino';
import type { Config } from './config';
import { createControlRoutes } from './gateway/control-routes';
import { isCrossOriginWrite, isHttpsRequest } from './gateway/forwarded';
import { GATEWAY_ERRORS, sendError } from './gateway/json-response';
import { GatewayMetrics } from './gateway/metrics';
import type { RouteGroup } from './gateway/metrics';
import { isUnder, looksLikeFile, pathnameOf, proxiedGroup, safePathname } from './gateway/paths';
import { createProxy } from './gateway/proxy';
import { securityHeaders } from './gateway/security-headers';
import { loadStaticSite, sendStatic } from './gateway/static-files';

export interface GatewayOptions {
  /** Defaults to a pino logger at config.logLevel writing to stdout. */
  logger?: Logger;
}

export interface Gateway {
  /** The request listener: `http.createServer(gateway.handler)`, `request(gateway.handler)`. */
  handler: RequestListener;
  /** From now on /gateway/readyz answers 503 (called on SIGTERM). */
  markShuttingDown(): void;
  /** Closes the keep-alive sockets to the BFF. */
  close(): void;
  metrics: GatewayMetrics;
  logger: Logger;
}

/** Readiness: any HTTP answer from the BFF's GET /health within this time. */
const READINESS_TIMEOUT_MS = 2_000;
/** A request id passed in by a client or load balancer is kept when it looks like one. */
const REQUEST_ID = /^[\w.:@-]{1,128}$/;

interface RequestState {
  id: string;
  https: boolean;
  headers: string[];
  group: RouteGroup;
}

export function createApp(config: Config, options: GatewayOptions = {}): Gateway {
  if (!config.bffUrl)
    throw new Error(
      'createApp needs config.bffUrl (index.ts starts the demo backend when it is unset)',
    );
  const logger = options.logger ?? pino({ level: config.logLevel, base: null });
  const metrics = new GatewayMetrics();
  const proxy = createProxy({
    target: config.bffUrl,
    timeoutMs: config.bffTimeoutMs,
    metrics,
    logger,
  });
  let site = loadStaticSite(config.staticDir);
  if (!site.index)
    logger.warn(
      { staticDir: config.staticDir },
      'no index.html in STATIC_DIR: the console is not built',
    );
  // dist/public is fixed in production; in development `npm run build` may replace it under a
  // running gateway, so one stat per request notices and re-indexes.
  const currentSite = config.production
    ? () => site
    : () => {
        if (site.changed()) site = loadStaticSite(config.staticDir);
        return site;
      };

  let shuttingDown = false;
  let probing: Promise<boolean> | undefined;
  const isReady = async () => {
    if (shuttingDown) return 'shutting-down' as const;
    // Concurrent probes share one request to the BFF.
    probing ??= proxy.probe('/health', READINESS_TIMEOUT_MS).finally(() => {
      probing = undefined;
    });
    const reachable = await probing;
    if (shuttingDown) return 'shutting-down' as const;
    return reachable ? ('ready' as const) : ('unreachable' as const);
  };
  const control = createControlRoutes({ metrics, isReady, logger });

  const logRequests = logger.isLevelEnabled('info');
  const servedBy = config.servedBy;

  const finish = (
    req: IncomingMessage,
    res: ServerResponse,
    state: RequestState,
    url: string,
    started: number,
  ) => {
    // 499 (nginx's convention): the client left before an answer was written.
    const status = res.headersSent ? res.statusCode : 499;
    const seconds = (performance.now() - started) / 1000;
    metrics.recordRequest(state.group, status, seconds);
    if (logRequests) {
      logger.info(
        {
          reqId: state.id,
          method: req.method,
          path: pathnameOf(url),
          status,
          durationMs: Math.round(seconds * 10_000) / 10,
          ...(res.writableFinished ? {} : { aborted: true }),
        },
        'request',
      );
    }
  };

  const dispatch = (
    req: IncomingMessage,
    res: ServerResponse,
    state: RequestState,
    url: string,
  ) => {
    // RFC 9112 §3.2: an HTTP/1.1 request without Host is answered 400.
    if (req.headers.host === undefined && req.httpVersion === '1.1') {
      sendError(res, GATEWAY_ERRORS.badRequest, state.headers);
      return;
    }
    if (isCrossOriginWrite(req, state.https)) {
      state.group = proxiedGroup(url) ?? 'other';
      sendError(res, GATEWAY_ERRORS.crossOrigin, state.headers);
      return;
    }
    const group = proxiedGroup(url);
    if (group) {
      state.group = group;
      proxy.forward(req, res, state);
      return;
    }
    if (url.charCodeAt(0) !== 47 /* '/' */) {
      sendError(res, GATEWAY_ERRORS.badRequest, state.headers);
      return;
    }
    const pathname = safePathname(pathnameOf(url));
    if (pathname === undefined) {
      state.group = 'static';
      sendError(res, GATEWAY_ERRORS.notFound, state.headers);
      return;
    }
    if (isUnder(pathname, '/gateway')) {
      state.group = 'gateway';
      const headers = state.headers;
      for (let index = 0; index < headers.length; index += 2)
        res.setHeader(headers[index]!, headers[index + 1]!);
      control(req, res);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      // POST to a deep link (or to a file) is not a navigation: no index.html for it.
      sendError(res, GATEWAY_ERRORS.notFound, state.headers);
      return;
    }
    const site = currentSite();
    const entry = pathname === '/' ? site.index : site.find(pathname);
    if (entry) {
      state.group = entry === site.index ? 'spa' : 'static';
      sendStatic(req, res, entry, state.headers);
      return;
    }
    if (isUnder(pathname, '/assets') || looksLikeFile(pathname)) {
      // A missing asset must fail loudly, never turn into index.html.
      state.group = 'static';
      sendError(res, GATEWAY_ERRORS.notFound, state.headers);
      return;
    }
    state.group = 'spa';
    if (site.index) sendStatic(req, res, site.index, state.headers);
    else sendError(res, GATEWAY_ERRORS.notBuilt, state.headers);
  };

  const handler: RequestListener = (req, res) => {
    const started = performance.now();
    metrics.requestStarted();
    const url = req.url ?? '/';
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    const https = isHttpsRequest(req);
    const headers = securityHeaders(https).concat('X-Request-Id', id);
    if (servedBy) headers.push('X-Served-By', servedBy);
    // While draining, each answer ends its connection: keep-alive clients and load balancers
    // open the next one elsewhere instead of finding it closed under them.
    if (shuttingDown) headers.push('Connection', 'close');
    const state: RequestState = { id, https, headers, group: 'other' };
    res.once('close', () => finish(req, res, state, url, started));
    try {
      dispatch(req, res, state, url);
    } catch (error) {
      logger.error({ reqId: id, err: error }, 'request failed');
      if (!res.headersSent) sendError(res, GATEWAY_ERRORS.internal, state.headers);
      else res.destroy();
    }
  };

  return {
    handler,
    markShuttingDown: () => {
      shuttingDown = true;
      metrics.markDraining();
    },
    close: () => proxy.close(),
    metrics,
    logger,
  };
}
