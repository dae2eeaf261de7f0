// Starts the gateway: validates the environment, starts the embedded demo backend when no
// BFF_URL is given outside production, listens, and drains then shuts down on SIGTERM/SIGINT (shutdown.ts;
// Ctrl+C outside production skips the drain delay).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import type { Logger } from 'pino';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import type { Config } from './config';
import { createMetricsListener } from './gateway/control-routes';
import { createGatewayServer } from './gateway/http-server';
import { createShutdown } from './shutdown';
import { startLine } from './start-line';

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
  const { createDemoBackend, parseDemoScale } = await import('./demo-backend/app');
  // DEMO_SCALE=large|huge seeds a new data store at scale; an unknown value stops the start.
  const scale = parseDemoScale(process.env.DEMO_SCALE);
  const server = http.createServer(
    createDemoBackend({ logger: logger.child({ component: 'demo-backend' }), scale }),
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

  // The OpenTelemetry SDK is imported only when spans are to be exported.
  const tracer = config.otlpEndpoint
    ? await (await import('./gateway/otel-export')).createOtlpTracer(config.otlpEndpoint, logger)
    : undefined;
  const gateway = createApp(config, { logger, tracer, demoBackend: demo !== undefined });
  const server = createGatewayServer(gateway.handler);
  const embedded = demo?.server;
  let metricsServer: http.Server | undefined;
  const shutdown = createShutdown({
    server,
    inFlight: () => gateway.metrics.requestsInFlight,
    drainDelayMs: config.drainDelayMs,
    // Ctrl+C on a developer's machine stops at once; production drains whatever the signal.
    undrainedSignals: config.production ? [] : ['SIGINT'],
    shutdownTimeoutMs: config.shutdownTimeoutMs,
    logger,
    startDraining: () => gateway.markShuttingDown(),
    beforeClose: () => gateway.endStreams(),
    release: async () => {
      gateway.close();
      await tracer?.shutdown().catch((error: unknown) => {
        logger.warn({ err: error }, 'could not send the last spans');
      });
      metricsServer?.close();
      metricsServer?.closeAllConnections();
      if (embedded) {
        const closed = new Promise((resolve) => embedded.close(resolve));
        embedded.closeAllConnections();
        await closed;
      }
    },
    exit,
  });

  const address = await listen(server, config.port, config.host);
  // Prometheus scrapes this port on the cluster network; the public one serves no metrics in
  // production unless METRICS_TOKEN guards them.
  if (config.metricsPort !== undefined) {
    metricsServer = http.createServer(createMetricsListener(() => gateway.metrics.render()));
    const metricsAddress = await listen(metricsServer, config.metricsPort, config.host);
    logger.info({ port: metricsAddress.port }, 'metrics listening');
  }
  // Before the line that says the gateway is up: a signal sent right after it (an orchestrator,
  // a test) found no handler yet and killed the process undrained (a loaded CI run saw it).
  process.on('SIGTERM', shutdown.onSignal);
  process.on('SIGINT', shutdown.onSignal);
  logger.info(
    {
      port: address.port,
      host: address.address,
      staticDir: config.staticDir,
      demoBackend: demo !== undefined,
    },
    'listening',
  );
  if (!config.production) {
    const line = startLine(config.host, address.port, config.bffUrl, demo !== undefined);
    // The logs written so far go first, so the address is the last line on the screen.
    destination.flushSync();
    process.stdout.write(`${line}\n`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Gateway failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
