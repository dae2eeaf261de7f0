// `npm run demo-backend`: the demo backend on its own (HOST, default 127.0.0.1; DEMO_PORT,
// default 8081) so the gateway can reach it through BFF_URL. DEMO_FAULTS=1 turns on the
// test switches; DEMO_SCALE=large|huge seeds a new data store at scale; INVITE_TTL_DAYS (1-30)
// is how long invitations live. SIGTERM/SIGINT: stop accepting, finish in-flight requests, exit 0.
import { createServer } from 'node:http';
import pino from 'pino';
import { createDemoBackend, parseDemoScale, type DemoScale } from './app';
import { DataFolderRefused } from './store/data-folder';
import { inviteTtlDaysFrom } from './people';
import { domainCheckFrom, type DomainCheckConfig } from './organizations';

const logger = pino({ level: process.env.LOG_LEVEL || 'info', base: { service: 'demo-backend' } });

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const host = process.env.DEMO_HOST || process.env.HOST || '127.0.0.1';
const portText = process.env.DEMO_PORT || '8081';
if (!/^\d+$/.test(portText) || Number(portText) < 1 || Number(portText) > 65_535) {
  fail(`DEMO_PORT must be a port number from 1 to 65535 (got "${portText}")`);
}
const port = Number(portText);

let scale: DemoScale;
let domainCheck: DomainCheckConfig;
try {
  scale = parseDemoScale(process.env.DEMO_SCALE);
  // DNS_SERVERS, DOMAIN_CHECK_MS, DOMAIN_VERIFY_DAYS: a bad value is its own line, not a data-file problem.
  domainCheck = domainCheckFrom(process.env);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

let inviteTtlDays: number;
try {
  inviteTtlDays = inviteTtlDaysFrom(process.env);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

let app: ReturnType<typeof createDemoBackend>;
try {
  app = createDemoBackend({
    logger,
    faults: process.env.DEMO_FAULTS === '1',
    scale,
    inviteTtlDays,
    domainCheck,
  });
} catch (error) {
  // A refusal (folder in use, folder not safe) is one line that says what to do already.
  fail(
    error instanceof DataFolderRefused
      ? error.message
      : `demo backend: cannot open its data file: ${error instanceof Error ? error.message : String(error)}`,
  );
}

const server = createServer(app);
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.requestTimeout = 120_000;

server.on('error', (error) =>
  fail(`demo backend: cannot listen on ${host}:${port}: ${error.message}`),
);
server.listen(port, host, () => {
  logger.info(
    `demo backend listening on http://${host}:${port}${process.env.DEMO_FAULTS === '1' ? ' (test switches on)' : ''}`,
  );
});

let stopping = false;
function shutdown(signal: string): void {
  if (stopping) return;
  stopping = true;
  logger.info(`demo backend: ${signal} received, closing`);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, 8_000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
