// The gateway as a process: configuration errors, and a graceful SIGTERM.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../scripts/lib/free-port';
import { bundledEntry } from './test/bundled-entry';
import { makeStaticFixture, startUpstream } from './test/gateway-support';
import type { StaticFixture, Upstream } from './test/gateway-support';

const root = path.resolve(import.meta.dirname, '..');

interface Started {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

/** server/index.ts, bundled and run by node itself (so signals reach the gateway). */
async function startGateway(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, [await bundledEntry('server/index.ts')], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk) => (out += chunk));
  child.stderr!.on('data', (chunk) => (err += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exited };
}

/** Polls `read` until it gives a value (vi.waitFor: no fixed sleep, a bounded wait). */
function waitFor<T>(read: () => T | undefined, timeout = 10_000): Promise<T> {
  return vi.waitFor(
    () => {
      const value = read();
      if (value === undefined) throw new Error('timed out waiting');
      return value;
    },
    { timeout, interval: 20 },
  );
}

describe('configuration errors', () => {
  // Each variable's rules are covered in-process by config.test.ts; here, the process exit.
  it.each([
    [{ PORT: 'abc', BFF_URL: 'http://127.0.0.1:1' }, 'PORT'],
    [{ NODE_ENV: 'production' }, 'BFF_URL'],
    [{ TRUST_PROXY: '10/8', BFF_URL: 'http://127.0.0.1:1' }, 'TRUST_PROXY'],
  ])('%j exits 1 with one line naming %s', async (env, variable) => {
    const run = await startGateway(env);
    expect(await run.exited).toBe(1);
    const lines = run.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Configuration error: ${variable} must be `));
    expect(run.stderr()).not.toMatch(/\bat .*:\d+/);
    expect(run.stdout()).toBe('');
  });
});

describe('DEMO_SCALE', () => {
  it('an unknown value stops the start with one line naming the values it takes', async () => {
    const run = await startGateway({ DEMO_SCALE: 'medium' });
    expect(await run.exited).toBe(1);
    const lines = run.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe(
      'Gateway failed to start: DEMO_SCALE must be "large" (10,000 organizations) or "huge" (100,000), or unset for the 25-organization demo (got "medium")',
    );
  });
});

describe('SIGTERM', () => {
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

  it('finishes the request in flight, refuses new connections, closes idle ones and exits 0', async () => {
    let arrived = false;
    upstream.routes.set('/api/v1/slow', (_req, res) => {
      arrived = true;
      setTimeout(() => res.end('{"slow":true}'), 800);
    });
    const run = await startGateway({
      BFF_URL: upstream.url,
      PORT: '0',
      HOST: '127.0.0.1',
      STATIC_DIR: fixture.dir,
      LOG_LEVEL: 'info',
      DRAIN_DELAY_MS: '0',
    });
    const port = await waitFor(() => /"port":(\d+)[^\n]*"msg":"listening"/.exec(run.stdout())?.[1]);

    // An idle keep-alive connection must not hold the shutdown open.
    const agent = new http.Agent({ keepAlive: true });
    const health = await get(port, '/gateway/healthz', agent);
    expect(health.status).toBe(200);

    const inFlight = get(Number(port), '/api/v1/slow');
    await waitFor(() => (arrived ? true : undefined));
    run.child.kill('SIGTERM');
    await waitFor(() => (run.stdout().includes('"msg":"shutting down"') ? true : undefined));
    // Refused once the gateway says it stopped accepting (a connection racing the close itself
    // could be reset instead, which CI once saw when this waited for "shutting down" only).
    await waitFor(() =>
      run.stdout().includes('"msg":"stopped accepting connections') ? true : undefined,
    );
    await expect(get(port, '/gateway/healthz')).rejects.toThrow(/ECONNREFUSED/);

    const answer = await inFlight;
    expect(answer).toEqual({ status: 200, body: '{"slow":true}' });
    expect(await run.exited).toBe(0);
    // Ended when the slow request did: the idle connection did not hold it to the timeout.
    expect(run.stdout()).toContain('"msg":"every request in flight finished"');
    expect(run.stdout()).not.toContain('shutdown timeout');
    expect(run.stdout()).toContain('"msg":"stopped"');
    agent.destroy();
  });
});

describe('a developer start (issue #24 item 9)', () => {
  it('prints one line with the address and the demo account, and Ctrl+C skips the 5 s drain', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gateway-start-'));
    const fixture = makeStaticFixture();
    const run = await startGateway({
      PORT: '0',
      STATIC_DIR: fixture.dir,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    });
    try {
      const line = await waitFor(() => /^Admin Portal on .*$/m.exec(run.stdout())?.[0], 20_000);
      const port = /"port":(\d+)[^\n]*"msg":"listening"/.exec(run.stdout())?.[1];
      expect(line).toBe(
        `Admin Portal on http://localhost:${port} (demo backend; sign in as admin@example.com)`,
      );
      expect(run.stdout().indexOf(line)).toBeGreaterThan(run.stdout().indexOf('"listening"'));
      expect((await get(Number(port), '/gateway/healthz')).status).toBe(200);

      // DRAIN_DELAY_MS is 5000 by default; Ctrl+C outside production does not wait it.
      run.child.kill('SIGINT');
      expect(await run.exited).toBe(0);
      expect(run.stdout()).toMatch(/"signal":"SIGINT","step":"draining","drainDelayMs":0/);
    } finally {
      run.child.kill('SIGKILL');
      fixture.remove();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('prints no plain line in production, where the logs are JSON only', async () => {
    const upstream = await startUpstream();
    const fixture = makeStaticFixture();
    const run = await startGateway({
      BFF_URL: upstream.url,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      STATIC_DIR: fixture.dir,
      LOG_LEVEL: 'info',
      DRAIN_DELAY_MS: '0',
    });
    try {
      await waitFor(() => (run.stdout().includes('"msg":"listening"') ? true : undefined));
      const lines = run.stdout().trim().split('\n');
      expect(lines.every((text) => text.startsWith('{'))).toBe(true);
    } finally {
      run.child.kill('SIGTERM');
      await run.exited;
      await upstream.close();
      fixture.remove();
    }
  });
});

describe('METRICS_PORT (issue #12)', () => {
  it('in production serves /metrics on its own port and none on the public one', async () => {
    const upstream = await startUpstream();
    const fixture = makeStaticFixture();
    const metricsPort = await freePort();
    const run = await startGateway({
      BFF_URL: upstream.url,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      STATIC_DIR: fixture.dir,
      METRICS_PORT: String(metricsPort),
      LOG_LEVEL: 'info',
    });
    try {
      const port = await waitFor(
        () => /"port":(\d+)[^\n]*"msg":"listening"/.exec(run.stdout())?.[1],
      );
      await waitFor(() => (run.stdout().includes('"msg":"metrics listening"') ? true : undefined));
      const scrape = await get(metricsPort, '/metrics');
      expect(scrape.status).toBe(200);
      expect(scrape.body).toContain('gateway_requests_total');
      expect((await get(port, '/gateway/metrics')).status).toBe(404);
      expect((await get(metricsPort, '/gateway/healthz')).status).toBe(404);
    } finally {
      run.child.kill('SIGTERM');
      await run.exited;
      await upstream.close();
      fixture.remove();
    }
  });
});

function get(
  port: number | string,
  urlPath: string,
  agent?: http.Agent,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port: Number(port), path: urlPath, agent }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
}
