// Starts the real built gateway (dist/server.js) and the demo backend as child processes, the
// way ops run them, and waits until each answers. Browser tests and the scripts that measure the
// console (bench-lists, audit, bench/*) all start them here.
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../../scripts/lib/free-port';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * How long a process may take to answer after it was spawned, unless the caller says otherwise:
 * a bound, not a wait. Browser files start side by side (vitest.config.ts), so several gateways
 * and Chromiums start at once on two cores: at load 12 one took over 20 s.
 */
const DEFAULT_READY_TIMEOUT_MS = 45_000;

/**
 * What the child runs against is chosen by the caller's `env` alone: an exported BFF_URL or
 * DEMO_SCALE in the shell that runs the tests must not change it.
 */
const NOT_INHERITED = ['BFF_URL', 'DEMO_SCALE'];

/**
 * Set by the browser tests' global setup (global-setup.ts): the demo backend bundled once,
 * which node starts in ~1 s where tsx takes ~3 s, and a folder for data stores seeded at a
 * DEMO_SCALE (seeding `large` takes ~8 s; a copy of a seeded store, well under one). Scripts
 * that start processes without that setup run the sources through tsx and seed each time.
 */
export const DEMO_BACKEND_BUNDLE = 'DEMO_BACKEND_BUNDLE';
export const DEMO_SEED_DIR = 'DEMO_SEED_DIR';

export interface Started {
  url: string;
  port: number;
  child: ChildProcess;
  /** The data directory the process was given (DATA_DIR). */
  dataDir: string;
  output: () => string;
  /** Stops the process; a data directory created for it (not one the caller gave) goes too. */
  stop: () => Promise<void>;
}

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

async function waitFor(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!running(child))
      throw new Error(`process exited early (${child.exitCode ?? child.signalCode}):\n${output()}`);
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

interface StartOptions {
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  readyPath: string;
  port: number;
  readyTimeoutMs: number;
  dataDir: string;
  /** The data directory was created here for this process: removed when it stops. */
  ownsDataDir: boolean;
}

/** Spawns the process and waits until it answers; a process that never does is stopped. */
async function start(options: StartOptions): Promise<Started> {
  const inherited: NodeJS.ProcessEnv = { ...process.env };
  for (const name of NOT_INHERITED) delete inherited[name];
  const child = spawn(options.command, options.args, {
    cwd: root,
    env: { ...inherited, LOG_LEVEL: 'warn', DATA_DIR: options.dataDir, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000)));
  child.stderr?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000)));
  const output = () => log;
  const url = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    if (running(child)) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
      });
    }
    if (options.ownsDataDir) rmSync(options.dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(url + options.readyPath, child, output, options.readyTimeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, url, port: options.port, dataDir: options.dataDir, output, stop };
}

function temporaryDataDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

/**
 * A new data directory holding a copy of a store seeded at `scale` (DEMO_SCALE, unset for the
 * default), seeded once per test run; undefined outside the browser tests' global setup.
 * Seeding even the default store cost a file 2–4 s of CPU; a copy, milliseconds. The seed's
 * times are relative to when it ran (the nearest invitation expiry is 2 h away), so a copy made
 * minutes later shows the same states. The first caller seeds; one in another worker waits for
 * it (mkdir is atomic).
 */
async function seededDataDir(given: string | undefined, prefix: string) {
  const seeds = process.env[DEMO_SEED_DIR];
  if (!seeds) return undefined;
  const scale = given || 'default';
  const template = path.join(seeds, `seed-${scale}`);
  const seeded = path.join(template, 'seeded');
  let mine = true;
  try {
    mkdirSync(template);
  } catch {
    mine = false;
  }
  if (mine) {
    const seeding = await startDemoBackend({
      dataDir: template,
      env: { DEMO_SCALE: scale },
      readyTimeoutMs: 180_000,
    });
    await seeding.stop();
    writeFileSync(seeded, '');
  }
  const deadline = Date.now() + 180_000;
  while (!existsSync(seeded)) {
    if (Date.now() > deadline) throw new Error(`no store seeded at ${scale} in ${template}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const dataDir = temporaryDataDir(prefix);
  // The store alone: its lock file (data.sqlite.pid) belongs to the process that seeded it.
  copyFileSync(path.join(template, 'data.sqlite'), path.join(dataDir, 'data.sqlite'));
  return dataDir;
}

/**
 * The demo backend on its own, with the test switches (/__demo/*) turned on. `port` and
 * `dataDir` let a test bring the same backend back on the same address after stopping it;
 * `env` adds to its environment (PIPELINE_STEP_MS, …).
 */
export async function startDemoBackend(
  options: {
    port?: number;
    dataDir?: string;
    env?: NodeJS.ProcessEnv;
    readyTimeoutMs?: number;
  } = {},
): Promise<Started> {
  const port = options.port ?? (await freePort());
  const bundle = process.env[DEMO_BACKEND_BUNDLE];
  const seeded =
    options.dataDir === undefined
      ? await seededDataDir(options.env?.DEMO_SCALE, 'admin-portal-browser-')
      : undefined;
  return start({
    command: bundle ? process.execPath : path.join(root, 'node_modules/.bin/tsx'),
    args: [bundle ?? 'server/demo-backend/index.ts'],
    env: { ...options.env, DEMO_PORT: String(port), HOST: '127.0.0.1', DEMO_FAULTS: '1' },
    readyPath: '/health',
    port,
    readyTimeoutMs: options.readyTimeoutMs ?? DEFAULT_READY_TIMEOUT_MS,
    dataDir: options.dataDir ?? seeded ?? temporaryDataDir('admin-portal-browser-'),
    ownsDataDir: options.dataDir === undefined,
  });
}

/**
 * The built gateway (OUT_DIR/server.js, like `npm run build`; default dist/); with no bffUrl it
 * runs the embedded demo backend. `env` adds to or overrides its environment (DEMO_SCALE,
 * DATA_DIR, …); `readyTimeoutMs` is for a start that seeds a large data store.
 */
export async function startGateway(
  options: { bffUrl?: string; env?: NodeJS.ProcessEnv; readyTimeoutMs?: number } = {},
): Promise<Started> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    // No load balancer to tell: stop at once (the default 5 s drain delays every teardown).
    DRAIN_DELAY_MS: '0',
    ...options.env,
  };
  if (options.bffUrl) env.BFF_URL = options.bffUrl;
  const givenDataDir = options.env?.DATA_DIR;
  // The embedded demo backend (no BFF_URL) starts from a seeded copy too.
  const seeded =
    givenDataDir === undefined && !options.bffUrl
      ? await seededDataDir(options.env?.DEMO_SCALE, 'admin-portal-gateway-')
      : undefined;
  return start({
    command: process.execPath,
    args: [path.resolve(root, process.env.OUT_DIR ?? 'dist', 'server.js')],
    env,
    readyPath: '/gateway/healthz',
    port,
    readyTimeoutMs: options.readyTimeoutMs ?? DEFAULT_READY_TIMEOUT_MS,
    dataDir: givenDataDir ?? seeded ?? temporaryDataDir('admin-portal-gateway-'),
    ownsDataDir: givenDataDir === undefined,
  });
}
