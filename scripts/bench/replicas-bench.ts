// npm run bench:replicas — the gateway as three replicas behind Debian's nginx (round robin,
// proxy_next_upstream), with the demo backend as its own process (scripts/lib/replica-set.ts),
// on loopback only. Prints:
//   1. which replicas served a Chromium session that signs in and visits every screen;
//   2. three rolling restarts under autocannon load (50 connections, API + SPA): each replica
//      in turn gets SIGTERM, drains, exits and is replaced: per round, requests sent, failed (each
//      failure's error and when it came), 5xx; meanwhile 100 live-feed connections (with a
//      pipeline started every second) must resume by Last-Event-ID and miss no event;
//   3. one replica SIGKILLed under the same load: requests sent, failed, 5xx;
//   4. the replicas' RSS and CPU under that load (what deploy/ requests and limits are from).
// Build first (`npm run build`); OUT_DIR is honoured. BENCH_SECONDS bounds each load phase.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../tests/browser/support/browser';
import { signInSessions } from '../lib/demo-sign-in';
import { startFeeds } from '../lib/feed-process';
import { NGINX, startReplicaSet } from '../lib/replica-set';
import type { ReplicaSet } from '../lib/replica-set';

interface CannonRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
}
interface CannonInstance {
  on(event: 'response', listener: (client: unknown, status: number) => void): void;
  on(event: 'reqError', listener: (error: Error) => void): void;
  stop(): void;
}
type Autocannon = (
  options: { url: string; connections: number; duration: number; requests: CannonRequest[] },
  done: (error: Error | null, result: unknown) => void,
) => CannonInstance;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const SCREENS = [
  '/',
  '/organization/overview',
  '/organization/users',
  '/organization/settings',
  '/organization/managed',
  '/organization/onboardings',
  '/global/organizations',
  '/global/onboardings',
  '/global/agencies',
  '/global/provisioner',
  '/general/settings',
  '/api-explorer',
  '/profile',
];
const CONNECTIONS = 50;
/** Rolling restarts in a row (each replica once per round); BENCH_ROLLING_ROUNDS sets it. */
const ROLLING_ROUNDS = Number(process.env.BENCH_ROLLING_ROUNDS ?? 3);
/** Live-feed connections held open through the rolling restarts (console tabs). */
const STREAMS = 100;

/** Starts a pipeline every second, so the feed has changes to deliver through the restarts. */
function keepPipelinesMoving(url: string, cookie: string): { stop: () => void } {
  let count = 0;
  const timer = setInterval(() => {
    count += 1;
    void fetch(`${url}/api/v1/provisioner`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF': '1', cookie, Origin: url },
      body: JSON.stringify({
        type: 'workspace-teardown',
        inputParams: { title: `Restart ${count}`, slug: `restart-${count}`, region: 'eu-west-1' },
      }),
    }).catch(() => undefined);
  }, 1_000);
  return { stop: () => clearInterval(timer) };
}
const MAX_SECONDS = Number(process.env.BENCH_SECONDS ?? 90);
const CLOCK_TICKS_PER_S = 100;

interface Tally {
  sent: number;
  failed: number;
  status5xx: number;
  /** Each failure's error and when it came: during the restarts, or as the load was stopped. */
  failures: string[];
}

/** Load through the balancer until `during` resolves (or MAX_SECONDS); returns the tally. */
async function underLoad(set: ReplicaSet, cookie: string, during: () => Promise<void>) {
  const tally: Tally = { sent: 0, failed: 0, status5xx: 0, failures: [] };
  let phase = 'steady';
  const requests: CannonRequest[] = [
    { method: 'GET', path: '/api/v1/organizations', headers: { cookie } },
    { method: 'GET', path: '/', headers: { 'accept-encoding': 'br' } },
    { method: 'GET', path: '/auth/me', headers: { cookie } },
    { method: 'GET', path: '/organization/users', headers: { 'accept-encoding': 'br' } },
  ];
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const instance = autocannon(
    { url: set.url, connections: CONNECTIONS, duration: MAX_SECONDS, requests },
    () => finish(),
  );
  instance.on('response', (_client, status) => {
    tally.sent += 1;
    if (status >= 500) tally.status5xx += 1;
  });
  instance.on('reqError', (error) => {
    tally.sent += 1;
    tally.failed += 1;
    const code = (error as NodeJS.ErrnoException).code ?? '';
    tally.failures.push(`${phase}: ${error.message}${code ? ` (${code})` : ''}`);
  });
  await new Promise((resolve) => setTimeout(resolve, 2_000)); // steady state first
  phase = 'during';
  await during();
  phase = 'after';
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  phase = 'stopping';
  instance.stop();
  await finished;
  return tally;
}

const line = (tally: Tally) =>
  `sent ${tally.sent}, failed ${tally.failed}, 5xx ${tally.status5xx}` +
  tally.failures.map((failure) => `\n     failed ${failure}`).join('');

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}
function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

async function browserSession(set: ReplicaSet): Promise<Map<string, number>> {
  const servedBy = new Map<string, number>();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    // Signed in through the balancer by the demo backend's form post, as the sign-in page's
    // button does; Chromium's own click is refused today (README "Operations": Origin: null).
    const context = await browser.newContext();
    const [name, value] = (await set.signIn('admin@example.com')).split('=') as [string, string];
    await context.addCookies([{ name, value, url: set.url }]);
    const page = await context.newPage();
    page.on('response', (response) => {
      const name = response.headers()['x-served-by'];
      if (name) servedBy.set(name, (servedBy.get(name) ?? 0) + 1);
    });
    for (const screen of SCREENS) {
      await page.goto(`${set.url}${screen}`);
      await page.waitForLoadState('networkidle');
      const heading = await page.locator('h1').first().textContent();
      console.log(`  ${screen.padEnd(28)} ${heading?.trim() ?? '(no heading)'}`);
    }
  } finally {
    await browser.close();
  }
  return servedBy;
}

async function main(): Promise<void> {
  const dist = process.env.OUT_DIR ?? path.resolve(import.meta.dirname, '../..', 'dist');
  if (!existsSync(path.join(dist, 'server.js')))
    throw new Error(`no ${dist}/server.js: npm run build first`);
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx`);
  console.log(
    `nginx: ${execFileSync(NGINX, ['-v'], { encoding: 'utf8', stdio: 'pipe' }) || 'Debian'}`.trim(),
  );

  const set = await startReplicaSet({
    replicas: 3,
    drainDelayMs: 1_000,
    demoEnv: { PIPELINE_STEP_MS: '300' },
  });
  const stop = () => void set.stop().then(() => process.exit(130));
  process.once('SIGINT', stop);
  try {
    console.log(
      `\n1. Chromium, signed in as admin, visits ${SCREENS.length} screens through ${set.url}`,
    );
    const served = await browserSession(set);
    const total = [...served.values()].reduce((sum, count) => sum + count, 0);
    console.log(
      `   ${total} responses served by ${served.size} replicas: ${[...served]
        .map(([name, count]) => `${name} ${count}`)
        .join(', ')}`,
    );

    const cookie = await set.signIn('admin@example.com');
    const pids = () => set.replicas.map((replica) => replica.child.pid!);
    console.log(
      `\n2. ${ROLLING_ROUNDS} rolling restarts under load (${CONNECTIONS} connections, API + SPA)`,
    );
    let peakRss = 0;
    let cpu = { ticks: 0, seconds: 0 };
    let rollingFailed = 0;
    // 100 console tabs follow the live feed through the restarts, while pipelines keep changing.
    const tabs = await signInSessions(() => set.signIn('admin@example.com'), STREAMS);
    const feeds = await startFeeds(set.url, tabs, STREAMS);
    const churn = keepPipelinesMoving(set.url, cookie);
    for (let round = 1; round <= ROLLING_ROUNDS; round += 1) {
      const exits: (number | null)[] = [];
      const rolling = await underLoad(set, cookie, async () => {
        if (round === 1) {
          // Measure the replicas under load before restarting them.
          const before = pids().map(cpuTicks);
          const started = performance.now();
          await new Promise((resolve) => setTimeout(resolve, 3_000));
          const after = pids().map(cpuTicks);
          cpu = {
            ticks:
              after.reduce((sum, value, index) => sum + value - before[index]!, 0) / after.length,
            seconds: (performance.now() - started) / 1000,
          };
          peakRss = Math.max(...pids().map(rssMiB));
        }
        for (let index = 0; index < set.replicas.length; index += 1) {
          const { exitCode } = await set.restart(index);
          exits.push(exitCode);
        }
      });
      rollingFailed += rolling.failed + rolling.status5xx;
      console.log(
        `   round ${round}: ${line(rolling)} (target 0 failed, 0 5xx); replica exit codes ${exits.join(', ')}`,
      );
    }

    churn.stop();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const streams = await feeds.stop();
    const streamLoss = streams.gaps + streams.readyAfterResume;
    rollingFailed += streamLoss;
    console.log(
      `   ${STREAMS} event streams through the restarts: ${streams.connections - STREAMS} reconnects, ${streams.events} events received, ${streams.gaps} missing, ${streams.readyAfterResume} resumed without Last-Event-ID, ${streams.refused} refused (target 0 missing, 0 without Last-Event-ID)`,
    );

    console.log('\n3. One replica SIGKILLed under the same load, restarted after 1 s');
    const killed = await underLoad(set, cookie, () => set.kill(1));
    console.log(`   ${line(killed)} (idempotent requests are retried by nginx)`);
    const me = await fetch(`${set.url}/auth/me`, { headers: { cookie } });
    const who = ((await me.json()) as { name?: string }).name;
    console.log(`   the session continues: GET /auth/me ${me.status} (${who ?? 'no user'})`);

    const idleRss = Math.max(...pids().map(rssMiB));
    console.log(
      `\n4. Per replica under load: peak RSS ${peakRss} MiB (${idleRss} MiB after), CPU ${(
        cpu.ticks /
        CLOCK_TICKS_PER_S /
        cpu.seconds
      ).toFixed(2)} cores`,
    );
    console.log(
      `load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
    );
    process.exitCode = rollingFailed === 0 ? 0 : 1;
  } finally {
    await set.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
