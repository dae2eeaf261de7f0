// The gateway as a process behind a load balancer: on SIGTERM readyz turns 503 at once while
// requests are still served for DRAIN_DELAY_MS, then it stops accepting, lets requests in
// flight finish up to SHUTDOWN_TIMEOUT_MS and exits 0, or 1 when it had to cut some.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bundledEntry } from './test/bundled-entry';
import { makeStaticFixture, startUpstream } from './test/gateway-support';
import type { StaticFixture, Upstream } from './test/gateway-support';

const root = path.resolve(import.meta.dirname, '..');

interface Run {
  child: ChildProcess;
  port: number;
  logs: () => Record<string, unknown>[];
  /** Everything it printed, stdout then stderr, for a failure to show. */
  printed: () => string;
  exited: Promise<number | null>;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let upstream: Upstream;
let fixture: StaticFixture;

beforeAll(async () => {
  upstream = await startUpstream();
  fixture = makeStaticFixture();
});

afterAll(async () => {
  await upstream.close();
  fixture.remove();
});

async function startGateway(env: Record<string, string>): Promise<Run> {
  const child = spawn(process.execPath, [await bundledEntry('server/index.ts')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      BFF_URL: upstream.url,
      PORT: '0',
      HOST: '127.0.0.1',
      STATIC_DIR: fixture.dir,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk) => (out += chunk));
  child.stderr!.on('data', (chunk) => (err += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const logs = () =>
    out
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  const port = await waitFor(
    'the listening line',
    () => logs().find((entry) => entry.msg === 'listening')?.port,
  );
  const printed = () => `${out}\n--- stderr ---\n${err}`;
  return { child, port: Number(port), logs, printed, exited };
}

/**
 * Polls `read` until it gives a value (vi.waitFor: no fixed sleep, a bounded wait). The bound
 * is wide (and the tests' timeout with it): a clean-clone CI run at load 7 once waited over 10 s.
 */
function waitFor<T>(what: string, read: () => T | undefined, timeout = 20_000): Promise<T> {
  return vi.waitFor(
    () => {
      const value = read();
      if (value === undefined) throw new Error(`timed out waiting for ${what}`);
      return value;
    },
    { timeout, interval: 20 },
  );
}

const messages = (run: Run) => run.logs().map((entry) => entry.msg);

/** Waits for the gateway's first signal to be logged; a timeout shows what it printed. */
async function saidShuttingDown(run: Run): Promise<void> {
  try {
    await waitFor('the shutting down line', () =>
      messages(run).includes('shutting down') ? true : undefined,
    );
  } catch (error) {
    const exit = run.child.exitCode ?? run.child.signalCode ?? 'still running';
    throw new Error(`${(error as Error).message} (exit: ${exit}); it printed:\n${run.printed()}`);
  }
}

function get(port: number, urlPath: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
  });
}

describe('drain on SIGTERM', { timeout: 45_000 }, () => {
  it('answers readyz 503 during the drain delay while requests still succeed, then refuses and exits 0', async () => {
    const run = await startGateway({ DRAIN_DELAY_MS: '1500', SHUTDOWN_TIMEOUT_MS: '3000' });
    expect((await get(run.port, '/gateway/readyz')).status).toBe(200);

    const signalled = Date.now();
    run.child.kill('SIGTERM');
    await saidShuttingDown(run);

    const ready = await get(run.port, '/gateway/readyz');
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body).message).toBe('The gateway is shutting down.');
    // Still served: the proxied API, the SPA and liveness, each on a fresh connection.
    const api = await get(run.port, '/api/v1/organizations');
    expect(api.status).toBe(200);
    expect(JSON.parse(api.body).url).toBe('/api/v1/organizations');
    expect(api.headers.connection).toBe('close');
    expect((await get(run.port, '/organization/users')).status).toBe(200);
    expect((await get(run.port, '/gateway/healthz')).status).toBe(200);
    // All of it inside the delay: the gateway has not yet stopped accepting.
    expect(messages(run)).not.toContain(
      'stopped accepting connections; waiting for the requests in flight',
    );

    expect(await run.exited).toBe(0);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(1500);
    await expect(get(run.port, '/gateway/healthz')).rejects.toThrow(/ECONNREFUSED/);
    expect(messages(run)).toEqual(
      expect.arrayContaining([
        'shutting down',
        'stopped accepting connections; waiting for the requests in flight',
        'every request in flight finished',
        'stopped',
      ]),
    );
    const draining = run.logs().find((entry) => entry.msg === 'shutting down');
    expect(draining).toMatchObject({ signal: 'SIGTERM', step: 'draining', drainDelayMs: 1500 });
    expect(run.logs().find((entry) => entry.msg === 'stopped')).toMatchObject({ exitCode: 0 });
  });

  it('cuts a request still running at SHUTDOWN_TIMEOUT_MS and exits 1', async () => {
    let arrived = false;
    upstream.routes.set('/api/v1/endless', () => {
      arrived = true; // never answers
    });
    const run = await startGateway({ DRAIN_DELAY_MS: '0', SHUTDOWN_TIMEOUT_MS: '500' });
    const endless = get(run.port, '/api/v1/endless').catch((error: Error) => error);
    await waitFor('the request at the BFF', () => (arrived ? true : undefined));
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(1);
    expect(await endless).toBeInstanceOf(Error);
    expect(
      run.logs().find((entry) => entry.msg === 'cutting the requests still in flight'),
    ).toMatchObject({ inFlight: 1, reason: 'shutdown timeout' });
    upstream.routes.delete('/api/v1/endless');
  });

  it('in production drains on Ctrl+C (SIGINT) too: only a developer start skips the delay', async () => {
    const run = await startGateway({ NODE_ENV: 'production', DRAIN_DELAY_MS: '1000' });
    const signalled = Date.now();
    run.child.kill('SIGINT');
    await saidShuttingDown(run);
    expect((await get(run.port, '/gateway/readyz')).status).toBe(503);
    expect(await run.exited).toBe(0);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(1000);
    expect(run.logs().find((entry) => entry.msg === 'shutting down')).toMatchObject({
      signal: 'SIGINT',
      drainDelayMs: 1000,
    });
  });

  it('ends a long drain delay at a second signal and still exits 0', async () => {
    const run = await startGateway({ DRAIN_DELAY_MS: '60000' });
    run.child.kill('SIGTERM');
    await saidShuttingDown(run);
    expect((await get(run.port, '/gateway/readyz')).status).toBe(503);
    run.child.kill('SIGINT');
    // Exited within the test's timeout (45 s), short of the 60 s delay.
    expect(await run.exited).toBe(0);
    expect(messages(run)).toContain('second signal: ending the drain delay now');
  });
});

describe(
  'a span collector that accepts and never answers (#25 item 16)',
  { timeout: 45_000 },
  () => {
    let collector: net.Server;
    let endpoint: string;
    const sockets = new Set<net.Socket>();
    beforeAll(async () => {
      collector = net.createServer((socket) => {
        sockets.add(socket);
        socket.on('error', () => {});
      });
      await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
      endpoint = `http://127.0.0.1:${(collector.address() as net.AddressInfo).port}`;
    });
    afterAll(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => collector.close(() => resolve()));
    });

    /** A gateway exporting to the silent collector, one span waiting, SIGTERM sent. */
    async function signalled(shutdownTimeoutMs: string): Promise<Run> {
      const run = await startGateway({
        DRAIN_DELAY_MS: '0',
        SHUTDOWN_TIMEOUT_MS: shutdownTimeoutMs,
        OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      });
      expect((await get(run.port, '/api/v1/organizations')).status).toBe(200);
      run.child.kill('SIGTERM');
      return run;
    }

    /** The log line saying the gateway stopped waiting for the span flush, and why. */
    const gaveUpOnFlush = (run: Run) =>
      run
        .logs()
        .find((entry) => entry.msg === 'not waiting for the release (span flush) any longer');

    it('stops waiting for the span flush at SHUTDOWN_TIMEOUT_MS', async () => {
      const run = await signalled('1000');
      expect(await run.exited).toBe(0);
      expect(gaveUpOnFlush(run)).toMatchObject({ reason: 'shutdown timeout' });
    });

    it('stops waiting for it at a second signal', async () => {
      const run = await signalled('60000');
      await waitFor('the requests in flight to finish', () =>
        messages(run).includes('every request in flight finished') ? true : undefined,
      );
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
      expect(gaveUpOnFlush(run)).toMatchObject({ reason: 'second signal' });
    });
  },
);
