// /gateway/*: the gateway's own liveness, readiness and metrics, for orchestrators and
// scrapers. Express is enough here; these are not on the request hot path.
import { timingSafeEqual } from 'node:crypto';
import type { RequestListener } from 'node:http';
import express from 'express';
import type { ErrorRequestHandler, Express } from 'express';
import type { Logger } from 'pino';
import { GATEWAY_ERRORS } from './json-response';
import type { GatewayMetrics } from './metrics';

export interface ControlRoutesOptions {
  metrics: GatewayMetrics;
  /** Whether the BFF gives any HTTP answer; false once shutdown began. */
  isReady(): Promise<'ready' | 'unreachable' | 'shutting-down'>;
  logger: Logger;
  /** Whether /gateway/metrics answers on this (public) port at all. */
  metricsOnPublicPort: boolean;
  /** When set, /gateway/metrics needs `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
}

/** Constant-time comparison of an Authorization header with `Bearer <token>`. */
export function hasBearerToken(header: string | undefined, token: string): boolean {
  if (header === undefined) return false;
  const given = Buffer.from(header);
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const problem = (key: keyof typeof GATEWAY_ERRORS) => ({
  error: GATEWAY_ERRORS[key].error,
  message: GATEWAY_ERRORS[key].message,
});

export function createControlRoutes({
  metrics,
  isReady,
  logger,
  metricsOnPublicPort,
  metricsToken,
}: ControlRoutesOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.set('query parser', false);
  // An ingress rule that blocks /gateway/metrics must not be sidestepped by /gateway/METRICS
  // or /gateway/metrics/ (app.ts also matches these paths exactly before coming here).
  app.set('case sensitive routing', true);
  app.set('strict routing', true);

  app.get('/gateway/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });

  app.get('/gateway/readyz', async (_req, res) => {
    const state = await isReady();
    res.set('Cache-Control', 'no-store');
    if (state === 'ready') res.json({ status: 'ready' });
    else res.status(503).json(problem(state === 'shutting-down' ? 'shuttingDown' : 'notReady'));
  });

  app.get('/gateway/metrics', (req, res, next) => {
    if (!metricsOnPublicPort) return next();
    if (metricsToken !== undefined && !hasBearerToken(req.headers.authorization, metricsToken)) {
      res
        .status(401)
        .set({ 'Cache-Control': 'no-store', 'WWW-Authenticate': 'Bearer realm="metrics"' })
        .json({ error: 'Unauthorized', message: 'Metrics need a bearer token.' });
      return;
    }
    void metrics.render().then((text) => {
      res.set('Cache-Control', 'no-store').type(metrics.contentType).send(text);
    }, next);
  });

  app.use((_req, res) => {
    res.status(404).set('Cache-Control', 'no-store').json(problem('notFound'));
  });

  const onError: ErrorRequestHandler = (error, _req, res, _next) => {
    logger.error({ err: error }, 'gateway route failed');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.status(500).set('Cache-Control', 'no-store').json(problem('internal'));
  };
  app.use(onError);
  return app;
}

/**
 * The METRICS_PORT listener: GET /metrics and nothing else, for a scraper on the cluster
 * network while the public port serves none.
 */
export function createMetricsListener(render: () => string | Promise<string>): RequestListener {
  return async (req, res) => {
    const path = req.url?.split('?')[0];
    if (path === '/metrics' && (req.method === 'GET' || req.method === 'HEAD')) {
      const body = await render();
      res.writeHead(200, {
        'Content-Type': 'text/plain; version=0.0.4; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
        'Cache-Control': 'no-store',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    const body = JSON.stringify(problem('notFound'));
    res.writeHead(404, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store',
    });
    res.end(body);
  };
}
