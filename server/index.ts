// Starts the gateway: validates the environment, starts the embedded demo backend when no
// BFF_URL is given outside production, listens, and shuts down gracefully on SIGTERM/SIGINT.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import type { Logger } from 'pino';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import type { Config } from './config';
import { createMetricsListener } from './gateway/control-routes';
import { createGatewayServer } from './gateway/http-server';

/** Orchestrators usually kill after 10 s; leave room to exit on our own. */
const SHUTDOWN_DEADLINE_MS = 9_000;

function listen(server: http.Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

async function startDemoBackend(logger: Logger): Promise<{ url: URL; server: http.Server }> {
  logger.warn('BFF_URL is not set: using the embedded demo backend');
  const { createDemoBackend } = await import('./demo-backend/app');
  const server = http.createServer(
    createDemoBackend({ logger: logger.child({ component: 'demo-backend' }) }),
  );
  const address = await listen(server, 0, '127.0.0.1');
  return { url: new URL(`http://127.0.0.1:${address.port}`), server };
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  // Asynchronous writes keep logging off the request path; flushed before exit.
  const destination = pino.destination({ dest: 1, sync: false });
  const logger = pino({ level: config.logLevel, base: null }, destination);
  const exit = (code: number): never => {
    destination.flushSync();
    process.exit(code);
  };

  let demo: { url: URL; server: http.Server } | undefined;
  if (!config.bffUrl) {
    demo = await startDemoBackend(logger);
    config = { ...config, bffUrl: demo.url };
  }

  const gateway = createApp(config, { logger });
  const server = createGatewayServer(gateway.handler);

  const address = await listen(server, config.port, config.host);
  // Prometheus scrapes this port on the cluster network; the public one serves no metrics in
  // production unless METRICS_TOKEN guards them.
  let metricsServer: http.Server | undefined;
  if (config.metricsPort !== undefined) {
    metricsServer = http.createServer(createMetricsListener(() => gateway.metrics.render()));
    const metricsAddress = await listen(metricsServer, config.metricsPort, config.host);
    logger.info({ port: metricsAddress.port }, 'metrics listening');
  }
  logger.info(
    {
      port: address.port,
      host: address.address,
      staticDir: config.staticDir,
      demoBackend: demo !== undefined,
    },
    'listening',
  );

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down');
    gateway.markShuttingDown();
    const deadline = setTimeout(() => {
      logger.error('in-flight requests did not finish before the deadline: exiting');
      exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    // Connections that finish their last request become idle; close them as they do.
    const reaper = setInterval(() => server.closeIdleConnections(), 100);
    metricsServer?.close();
    server.close(() => {
      clearInterval(reaper);
      gateway.close();
      const done = () => {
        logger.info('stopped');
        exit(0);
      };
      if (demo) {
        demo.server.close(done);
        demo.server.closeAllConnections();
      } else done();
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Gateway failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
