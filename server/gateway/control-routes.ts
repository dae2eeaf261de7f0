// /gateway/*: the gateway's own liveness, readiness and metrics, for orchestrators and
// scrapers. Express is enough here; these are not on the request hot path.
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
}

const problem = (key: keyof typeof GATEWAY_ERRORS) => ({
  error: GATEWAY_ERRORS[key].error,
  message: GATEWAY_ERRORS[key].message,
});

export function createControlRoutes({ metrics, isReady, logger }: ControlRoutesOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.set('query parser', false);

  app.get('/gateway/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });

  app.get('/gateway/readyz', async (_req, res) => {
    const state = await isReady();
    res.set('Cache-Control', 'no-store');
    if (state === 'ready') res.json({ status: 'ready' });
    else res.status(503).json(problem(state === 'shutting-down' ? 'shuttingDown' : 'notReady'));
  });

  app.get('/gateway/metrics', async (_req, res) => {
    const text = await metrics.render();
    res.set('Cache-Control', 'no-store').type(metrics.contentType).send(text);
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
