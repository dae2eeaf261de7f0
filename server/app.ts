// The gateway without a listening socket: createApp(config) returns a Node request listener
// for http.createServer or supertest, plus the hooks index.ts needs for shutdown.
//
// Order (STYLE.md): request id and log → security headers → Origin check → proxy → static →
// SPA fallback → JSON 404/errors. The proxied API and the static files are answered by a thin
// node:http front handler; only /gateway/* goes through Express. Router layers in front of the
// proxy cost most of its throughput (scripts/bench/gateway-bench.ts measures this).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import pino from 'pino';
import type { Logger } from 'pino';
import type { Config } from './config';
import { accessLogFilter } from './gateway/access-log';
import { allowedHostsFor, hostFieldCount, hostNameOf } from './gateway/allowed-hosts';
import { createControlRoutes } from './gateway/control-routes';
import { isCrossOriginWrite, isHttpsRequest, proxyTrust } from './gateway/forwarded';
import { GATEWAY_ERRORS, sendError } from './gateway/json-response';
import { GatewayMetrics } from './gateway/metrics';
import type { RouteGroup } from './gateway/metrics';
import {
  hasDotSegment,
  isUnder,
  looksLikeFile,
  pathnameOf,
  proxiedGroup,
  resolveTarget,
} from './gateway/paths';
import { createProxy } from './gateway/proxy';
import { incomingParent, localTracer } from './gateway/trace';
import type { RequestTrace, Tracer } from './gateway/trace';
import { securityHeaders } from './gateway/security-headers';
import { loadStaticSite, sendStatic } from './gateway/static-files';

export interface GatewayOptions {
  /** Defaults to a pino logger at config.logLevel writing to stdout. */
  logger?: Logger;
  /** Span export (otel-export.ts) when OTEL_EXPORTER_OTLP_ENDPOINT is set; else ids only. */
  tracer?: Tracer;
  /** The embedded password-less demo answers (index.ts): only local Host names are served. */
  demoBackend?: boolean;
  /**
   * A CA (PEM) trusted for an https BFF besides the system's (tests with a test CA; a
   * deployment sets NODE_EXTRA_CA_CERTS instead).
   */
  bffCa?: string;
}

export interface Gateway {
  /** The request listener: `http.createServer(gateway.handler)`, `request(gateway.handler)`. */
  handler: RequestListener;
  /** From now on /gateway/readyz answers 503 (called on SIGTERM). */
  markShuttingDown(): void;
  /** Ends every open event stream (again) when the gateway stops accepting. */
  endStreams(): void;
  /** Closes the keep-alive sockets to the BFF. */
  close(): void;
  metrics: GatewayMetrics;
  logger: Logger;
}

/** Readiness: any HTTP answer from the BFF's GET /health within this time. */
const READINESS_TIMEOUT_MS = 2_000;
/**
 * A request id passed in by a client or load balancer is kept when it looks like one (it is
 * logged and forwarded, so nothing that could forge a log line or a header).
 */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
/** Methods that echo or tunnel and that no console call uses (RFC 9110 §9.3.6, §9.3.8). */
const REFUSED_METHODS: ReadonlySet<string> = new Set(['TRACE', 'TRACK', 'CONNECT']);
/** The gateway's own routes, matched exactly: no case or trailing-slash variants. */
const CONTROL_PATHS: ReadonlySet<string> = new Set([
  '/gateway/healthz',
  '/gateway/readyz',
  '/gateway/metrics',
]);

interface RequestState {
  id: string;
  https: boolean;
  headers: string[];
  group: RouteGroup;
  /** The resolved path + query a proxied request is forwarded with. */
  target: string;
  trace: RequestTrace;
}

export function createApp(config: Config, options: GatewayOptions = {}): Gateway {
  if (!config.bffUrl)
    throw new Error(
      'createApp needs config.bffUrl (index.ts starts the demo backend when it is unset)',
    );
  const logger = options.logger ?? pino({ level: config.logLevel, base: null });
  const metrics = new GatewayMetrics();
  const trust = proxyTrust(config.trustProxy);
  const allowedHosts = allowedHostsFor({
    allowedHosts: config.allowedHosts,
    production: config.production,
    demoBackend: options.demoBackend ?? false,
  });
  const proxy = createProxy({
    target: config.bffUrl,
    timeoutMs: config.bffTimeoutMs,
    metrics,
    logger,
    maxConnections: config.bffMaxConnections,
    maxStreams: config.bffMaxStreams,
    maxStreamsPerUser: config.bffMaxStreamsPerUser,
    maxRequestsPerUser: config.bffMaxRequestsPerUser,
    sessionCookie: config.sessionCookie,
    bffCa: options.bffCa,
    bodyIdleTimeoutMs: config.bodyIdleTimeoutMs,
    hideServerErrors: config.production,
    trust,
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
  const control = createControlRoutes({
    metrics,
    isReady,
    logger,
    metricsOnPublicPort: config.publicMetrics,
    metricsToken: config.metricsToken,
  });

  const logRequests = logger.isLevelEnabled('info');
  const accessLogged = accessLogFilter(config.accessLog);
  // A page load fetches a dozen hashed files: their lines would bury the API calls, so they are
  // written at debug (LOG_LEVEL=debug shows them).
  const logAssets = logger.isLevelEnabled('debug');
  const servedBy = config.servedBy;
  const tracer = options.tracer ?? localTracer;

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
    state.trace.end(status, state.group);
    // At LOG_LEVEL warn or above no request line is written: nothing to work out for one.
    if (!logRequests) return;
    const path = pathnameOf(url);
    const asset = path.startsWith('/assets/');
    const durationMs = Math.round(seconds * 10_000) / 10;
    if (asset ? logAssets : accessLogged(status, durationMs)) {
      logger[asset ? 'debug' : 'info'](
        {
          reqId: state.id,
          traceId: state.trace.traceId,
          method: req.method,
          path,
          status,
          durationMs,
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
    // RFC 9112 §3.2: an HTTP/1.1 request without Host, or any with two, is answered 400.
    if ((req.headers.host === undefined && req.httpVersion === '1.1') || hostFieldCount(req) > 1) {
      sendError(res, GATEWAY_ERRORS.badRequest, state.headers);
      return;
    }
    if (REFUSED_METHODS.has(req.method ?? '')) {
      sendError(res, GATEWAY_ERRORS.methodNotAllowed, state.headers.concat('Allow', 'GET, HEAD'));
      return;
    }
    // Decoded and resolved once, before any rule looks at it: what the allow-list sees is
    // what is forwarded and what the static lookup gets.
    const target = resolveTarget(url);
    if (!target) {
      sendError(res, GATEWAY_ERRORS.badRequest, state.headers);
      return;
    }
    // Probes (Kubernetes uses the pod IP) and scrapes are answered whatever the Host.
    if (
      allowedHosts &&
      !CONTROL_PATHS.has(target.path) &&
      !allowedHosts.has(hostNameOf(req.headers.host ?? ''))
    ) {
      sendError(res, GATEWAY_ERRORS.misdirected, state.headers);
      return;
    }
    const group = proxiedGroup(target.path);
    if (isCrossOriginWrite(req, state.https, trust)) {
      state.group = group ?? 'other';
      sendError(res, GATEWAY_ERRORS.crossOrigin, state.headers);
      return;
    }
    if (group) {
      state.group = group;
      state.target = target.path + target.search;
      proxy.forward(req, res, state);
      return;
    }
    const pathname = target.decoded;
    if (isUnder(pathname, '/gateway')) {
      state.group = 'gateway';
      if (!CONTROL_PATHS.has(target.path)) {
        sendError(res, GATEWAY_ERRORS.notFound, state.headers);
        return;
      }
      const headers = state.headers;
      for (let index = 0; index < headers.length; index += 2)
        res.setHeader(headers[index]!, headers[index + 1]!);
      control(req, res);
      return;
    }
    if (hasDotSegment(pathname) || (!config.serveSourceMaps && pathname.endsWith('.map'))) {
      // Dotfiles never; source maps stay in the build for an error tracker (SOURCE_MAPS).
      state.group = 'static';
      sendError(res, GATEWAY_ERRORS.notFound, state.headers);
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
    const https = isHttpsRequest(req, trust);
    // Spread, not concat(): V8 leaves concat's fast path when an argument is not an array
    // (~0.5 µs per request measured here, against ~0.1).
    const headers = [...securityHeaders(https), 'X-Request-Id', id];
    if (servedBy) headers.push('X-Served-By', servedBy);
    // While draining, each answer ends its connection: keep-alive clients and load balancers
    // open the next one elsewhere instead of finding it closed under them.
    if (shuttingDown) headers.push('Connection', 'close');
    const trace = tracer.start(incomingParent(req, trust.trusts(req.socket)), {
      method: req.method ?? 'GET',
      path: pathnameOf(url),
    });
    const state: RequestState = { id, https, headers, group: 'other', target: '', trace };
    // 'close' comes once: a plain listener, no once-wrapper to build and remove per request.
    res.on('close', () => finish(req, res, state, url, started));
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
      // Browsers reconnect at once and resume (Last-Event-ID), not at the very end of the drain.
      proxy.endStreams();
    },
    endStreams: () => proxy.endStreams(),
    close: () => proxy.close(),
    metrics,
    logger,
  };
}
