// npm run bench:live — issue #22's live feed at scale, on loopback: the demo backend (its own
// process, DEMO_SCALE=large: 1,000 pipelines) and one built gateway in front of it (production).
// Each round measures ordinary requests (GET /auth/me and one pipeline, 20 connections) twice,
// both while 50 pipelines run: with no stream open, then with 200 event streams open (200
// console tabs) receiving every change. Prints per round and as medians: p50/p99 and
// req/s both ways, the p99 ratio (target ≤ 1.5), events delivered, and the gateway's RSS per
// open stream, with the load average. Build first (`npm run build`); BENCH_SECONDS per phase.
// A third phase is issue #30's attack: another user holds BENCH_HELD (300) GETs of the
// onboarding feed without `Accept: text/event-stream` beside the 200 real streams; its ordinary
// p99 must also stay within 1.5× of none.
// Each round waits for the previous round's pipelines to settle, so every round has 50 running.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { autocannon, type CannonResult } from '../lib/autocannon';
import { signInSessions, signInToDemo } from '../lib/demo-sign-in';
import { freePort } from '../lib/free-port';
import { startFeeds } from '../lib/feed-process';
import { holdFeedsWithoutAccept } from '../lib/held-feeds';
import { median } from '../lib/waterfall';
import { waitForHttp } from '../lib/wait-for-http';

const root = path.resolve(import.meta.dirname, '../..');
const STREAMS = Number(process.env.BENCH_STREAMS ?? 200);
const HELD = Number(process.env.BENCH_HELD ?? 300);
const PIPELINES = 50;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

function run(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'ignore' });
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
  return Number(line?.[1] ?? 0) / 1024;
}

/** 8 at a time, as one console would (the gateway bounds one user's requests in flight). */
async function createPipelines(url: string, cookie: string, round: number): Promise<void> {
  let next = 0;
  const create = async (i: number) => {
    const res = await fetch(`${url}/api/v1/provisioner`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF': '1', Cookie: cookie, Origin: url },
      // A frozen gateway (issue #30's attack on an unfixed build) must not stall the bench.
      signal: AbortSignal.timeout(30_000),
      body: JSON.stringify({
        type: 'workspace-create',
        // flaky-: every step fails once and is retried, so they run for the whole phase.
        inputParams: {
          title: `Bench ${round}-${i}`,
          slug: `flaky-bench-${round}-${i}`,
          region: 'eu-west-1',
        },
      }),
    });
    if (res.status !== 201) throw new Error(`create answered ${res.status}`);
  };
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < PIPELINES) await create((next += 1) - 1);
    }),
  );
}

async function load(url: string, cookie: string, pipelineId: string): Promise<CannonResult> {
  return autocannon({
    url,
    connections: 20,
    duration: SECONDS,
    requests: [
      { method: 'GET', path: '/auth/me', headers: { cookie } },
      { method: 'GET', path: `/api/v1/provisioner/${pipelineId}`, headers: { cookie } },
    ],
  });
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);

/** Waits until no pipeline is pending or running (the next round starts from a quiet feed). */
async function settled(url: string, cookie: string): Promise<void> {
  for (;;) {
    const res = await fetch(`${url}/api/v1/provisioner`, { headers: { cookie } });
    const { pipelines } = (await res.json()) as {
      pipelines: { status?: string; createdBy?: unknown }[];
    };
    if (!pipelines.some((p) => p.createdBy && (p.status === 'pending' || p.status === 'running')))
      return;
    await new Promise((r) => setTimeout(r, 1_000));
  }
}

async function main(): Promise<void> {
  const work = mkdtempSync(path.join(tmpdir(), 'admin-portal-bench-live-'));
  const demoPort = await freePort();
  const gatewayPort = await freePort();
  const demo = run(path.join(root, 'node_modules/.bin/tsx'), ['server/demo-backend/index.ts'], {
    DEMO_PORT: String(demoPort),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(work, 'data'),
    DEMO_SCALE: 'large',
    PIPELINE_STEP_MS: '1000',
    LOG_LEVEL: 'warn',
  });
  const gateway = run(
    process.execPath,
    [path.join(process.env.OUT_DIR ?? path.join(root, 'dist'), 'server.js')],
    {
      NODE_ENV: 'production',
      BFF_URL: `http://127.0.0.1:${demoPort}`,
      PORT: String(gatewayPort),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
  );
  const url = `http://127.0.0.1:${gatewayPort}`;
  try {
    await waitForHttp(`http://127.0.0.1:${demoPort}/health`, 120_000);
    await waitForHttp(`${url}/gateway/readyz`, 30_000);
    const cookie = await signInToDemo(url);
    const attacker = await signInToDemo(url, 'user@example.com');
    const tabSessions = await signInSessions(() => signInToDemo(url), STREAMS);
    const list = (await (
      await fetch(`${url}/api/v1/provisioner`, { headers: { cookie } })
    ).json()) as {
      pipelines: { pipelineId: string }[];
    };
    const pipelineId = list.pipelines[0]!.pipelineId;
    console.log(
      `bench:live: ${ROUNDS} rounds; ${SECONDS} s of load per phase (20 connections); ${STREAMS} streams and ${PIPELINES} pipelines running in the second phase; ${list.pipelines.length} pipelines listed`,
    );
    const rows: {
      quietP99: number;
      liveP99: number;
      attackP99: number;
      quietRps: number;
      liveRps: number;
      perStreamKb: number;
      events: number;
      gaps: number;
    }[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      // Both phases have 50 pipelines running: the difference is the streams alone.
      await createPipelines(url, cookie, round * 3 - 2);
      const quiet = await load(url, cookie, pipelineId);
      await settled(url, cookie);
      const before = rssMb(gateway.pid!);
      // The tabs live in a process of their own: parsing their events must not slow the load
      // generator that measures the latency.
      const feeds = await startFeeds(url, tabSessions, STREAMS);
      const withStreams = rssMb(gateway.pid!);
      await createPipelines(url, cookie, round * 3 - 1);
      const live = await load(url, cookie, pipelineId);
      const { events, gaps } = await feeds.stop();
      await settled(url, cookie);
      // The attack beside the real streams: another user's held feeds without Accept.
      const tabs = await startFeeds(url, tabSessions, STREAMS);
      const held = await holdFeedsWithoutAccept(url, attacker, HELD);
      const created = await createPipelines(url, cookie, round * 3).then(
        () => 'yes',
        (error: unknown) => `no (${error instanceof Error ? error.message : String(error)})`,
      );
      const attack = await load(url, cookie, pipelineId);
      const heldStatuses = held.statuses();
      held.close();
      await tabs.stop();
      rows.push({
        quietP99: quiet.latency.p99,
        liveP99: live.latency.p99,
        // Nothing answered in the whole phase (an unfixed gateway, frozen): an endless p99.
        attackP99: attack.requests.average > 0 ? attack.latency.p99 : Infinity,
        quietRps: quiet.requests.average,
        liveRps: live.requests.average,
        perStreamKb: ((withStreams - before) * 1024) / STREAMS,
        events,
        gaps,
      });
      const row = rows.at(-1)!;
      console.log(
        `round ${round}: p99 ${row.quietP99} ms → ${row.liveP99} ms with streams (×${fmt(row.liveP99 / Math.max(1, row.quietP99), 2)}); req/s ${fmt(row.quietRps)} → ${fmt(row.liveRps)}; ${row.events} events delivered to ${STREAMS} streams, ${row.gaps} missing; gateway RSS ${fmt(before)} → ${fmt(withStreams)} MB (${fmt(row.perStreamKb)} KB per stream); errors ${quiet.errors + live.errors}, non-2xx ${quiet.non2xx + live.non2xx}`,
      );
      console.log(
        `round ${round} attack: ${HELD} held feed GETs without Accept (answers ${JSON.stringify(heldStatuses)}) + ${STREAMS} streams (pipelines created: ${created}): p99 ${row.attackP99} ms (×${fmt(row.attackP99 / Math.max(1, row.quietP99), 2)} of none); req/s ${fmt(attack.requests.average)}; errors ${attack.errors}, timeouts ${attack.timeouts}, non-2xx ${attack.non2xx}; load average ${loadavg()[0]!.toFixed(1)}`,
      );
      await settled(url, cookie);
    }
    const quietP99 = median(rows.map((r) => r.quietP99));
    const liveP99 = median(rows.map((r) => r.liveP99));
    const attackP99 = median(rows.map((r) => r.attackP99));
    console.log(
      `median: p99 ${quietP99} ms without streams, ${liveP99} ms with ${STREAMS} streams: ratio ${fmt(liveP99 / Math.max(1, quietP99), 2)} (target ≤ 1.50); req/s ${fmt(median(rows.map((r) => r.quietRps)))} → ${fmt(median(rows.map((r) => r.liveRps)))}; gateway memory per open stream ${fmt(median(rows.map((r) => r.perStreamKb)))} KB; events missing ${rows.reduce((s, r) => s + r.gaps, 0)}`,
    );
    console.log(
      `median attack: p99 ${attackP99} ms with ${HELD} held feed GETs without Accept + ${STREAMS} streams: ratio ${fmt(attackP99 / Math.max(1, quietP99), 2)} of none (target ≤ 1.50)`,
    );
    console.log(
      `load average during the run: ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')} on 2 cores`,
    );
  } finally {
    gateway.kill('SIGTERM');
    demo.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
