// Starts the real built gateway (dist/server.js) and the demo backend as child processes, the
// way ops run them, and waits until each answers.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../../scripts/lib/free-port';

const root = path.resolve(import.meta.dirname, '../../..');

export interface Started {
  url: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, output: () => string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`process exited early (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${url}:\n${output()}`);
}

function start(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  readyPath: string,
  port: number,
) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000)));
  child.stderr?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000)));
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
    });
  return {
    child,
    url,
    port,
    output: () => log,
    stop,
    ready: () => waitFor(url + readyPath, child, () => log),
  };
}

/**
 * The demo backend on its own, with the test switches (/__demo/*) turned on. `port` and
 * `dataDir` let a test bring the same backend back on the same address after stopping it.
 */
export async function startDemoBackend(
  options: { port?: number; dataDir?: string } = {},
): Promise<Started> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'admin-portal-browser-'));
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  const s = start(
    tsx,
    ['server/demo-backend/index.ts'],
    { DEMO_PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_FAULTS: '1' },
    '/health',
    port,
  );
  await s.ready();
  return s;
}

/** The built gateway (OUT_DIR/server.js, like `npm run build`; default dist/); with no bffUrl it
 * runs the embedded demo backend. */
export async function startGateway(
  options: { bffUrl?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<Started> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'admin-portal-gateway-'));
  const env: NodeJS.ProcessEnv = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    ...options.env,
  };
  if (options.bffUrl) env.BFF_URL = options.bffUrl;
  else delete env.BFF_URL;
  const serverJs = path.resolve(root, process.env.OUT_DIR ?? 'dist', 'server.js');
  const s = start(process.execPath, [serverJs], env, '/gateway/healthz', port);
  await s.ready();
  return s;
}
