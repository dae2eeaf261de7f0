// npm run bench:soak [-- --seconds N] [-- --fresh] — the soak of issue #8 item 2, all on loopback: the demo
// backend on its own (npm run demo-backend, a temporary DATA_DIR) and the built gateway
// (node dist/server.js, NODE_ENV=production, BFF_URL to it, LOG_LEVEL=warn) as child
// processes; signed in as the administrator through the gateway, autocannon keeps 50
// connections busy for 60 s over a mix of proxied API calls, index.html and a hashed asset
// (brotli). Prints req/s, p50, p99, answers by status, the non-2xx the mix did not ask for,
// process errors (log lines at level ≥ 50, or anything that is not a JSON log line), the
// gateway's RSS at half time and at the end, and the verdict (growth in the second half
// ≤ 10 %, no unasked-for non-2xx, no errors). Exits 1 when the verdict is FAIL.
// dist/ is built when missing; --fresh builds the current sources into a temporary folder
// instead (OUT_DIR), so a stale dist/ is not measured and dist/ itself is left alone.
import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { autocannon, type CannonRequest } from '../lib/autocannon';
import { signInToDemo } from '../lib/demo-sign-in';
import { ensureBuild } from '../lib/ensure-build';
import { freePort } from '../lib/free-port';
import { waitForHttp } from '../lib/wait-for-http';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'dist');
const CONNECTIONS = 50;
const GROWTH_LIMIT_PERCENT = 10;

function secondsOption(argv: readonly string[]): number {
  const index = argv.indexOf('--seconds');
  const given = index === -1 ? undefined : argv[index + 1];
  if (given === undefined) return 60;
  const seconds = Number(given);
  if (!Number.isInteger(seconds) || seconds < 2) {
    console.error('--seconds takes a whole number of seconds, 2 or more');
    process.exit(2);
  }
  return seconds;
}
const SECONDS = secondsOption(process.argv.slice(2));
const FRESH = process.argv.includes('--fresh');

// ---------------------------------------------------------------------------------------
// Processes
// ---------------------------------------------------------------------------------------

interface Child {
  name: string;
  process: ChildProcess;
  /** Log lines at level ≥ 50, anything on stdout or stderr that is not a JSON log line, an exit. */
  problems: string[];
}

const children: Child[] = [];
let workDir: string | undefined;

/** Log lines must be pino JSON below error level; anything else is a process error. */
function watchOutput(child: Child, stream: NodeJS.ReadableStream | null): void {
  let pending = '';
  stream?.setEncoding('utf8');
  stream?.on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.trim()) continue;
      let level: unknown;
      try {
        level = (JSON.parse(line) as { level?: unknown }).level;
      } catch {
        child.problems.push(`not a JSON log line: ${line.slice(0, 300)}`);
        continue;
      }
      if (typeof level !== 'number' || level >= 50) child.problems.push(line.slice(0, 300));
    }
  });
}

function start(name: string, args: string[], env: NodeJS.ProcessEnv): Child {
  const child: Child = {
    name,
    process: spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] }),
    problems: [],
  };
  watchOutput(child, child.process.stdout);
  watchOutput(child, child.process.stderr);
  child.process.on('exit', (code, signal) => {
    if (!stopping) child.problems.push(`exited during the soak (code ${code}, signal ${signal})`);
  });
  children.push(child);
  return child;
}

let stopping = false;

/** SIGTERM and wait (both shut down gracefully); SIGKILL after 10 s. Returns exit codes. */
async function stopAll(): Promise<Map<string, number | null>> {
  stopping = true;
  const codes = new Map<string, number | null>();
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.process.exitCode !== null || child.process.signalCode !== null) {
            codes.set(child.name, child.process.exitCode);
            resolve();
            return;
          }
          const force = setTimeout(() => child.process.kill('SIGKILL'), 10_000);
          child.process.once('exit', (code) => {
            clearTimeout(force);
            codes.set(child.name, code);
            resolve();
          });
          child.process.kill('SIGTERM');
        }),
    ),
  );
  if (workDir) rmSync(workDir, { recursive: true, force: true });
  return codes;
}
process.on('exit', () => {
  for (const child of children) if (child.process.exitCode === null) child.process.kill('SIGKILL');
});
process.on('SIGINT', () => {
  void stopAll().then(() => process.exit(130));
});

/** VmRSS of a process in bytes (Linux), or undefined once it is gone. */
function rssOf(pid: number): number | undefined {
  try {
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : Number(kb) * 1024;
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------
// The soak
// ---------------------------------------------------------------------------------------

const mb = (bytes: number | undefined) =>
  bytes === undefined ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function getJson<T>(url: string, cookie: string): Promise<T> {
  const res = await fetch(url, { headers: { Cookie: cookie } });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  return (await res.json()) as T;
}

async function main(): Promise<void> {
  if (!FRESH) ensureBuild(root, dist);
  workDir = mkdtempSync(path.join(tmpdir(), 'bench-soak-'));
  // A copy of dist (or a fresh build beside it), so a rebuild during the soak cannot pull
  // files from under the gateway.
  const snapshot = path.join(workDir, 'dist');
  if (FRESH) {
    console.log('building the current sources into a temporary folder');
    execFileSync('npm', ['run', 'build'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, OUT_DIR: snapshot },
    });
  } else {
    cpSync(dist, snapshot, { recursive: true });
  }
  const indexHtml = readFileSync(path.join(snapshot, 'public', 'index.html'), 'utf8');
  const asset = /<script type="module" src="(\/assets\/[^"]+\.js)"/.exec(indexHtml)?.[1];
  if (!asset || !existsSync(path.join(snapshot, 'public', `${asset}.br`))) {
    throw new Error('index.html names no hashed entry script with a .br sibling');
  }

  const backendPort = await freePort();
  const gatewayPort = await freePort();
  const baseEnv = { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'warn' };
  const backend = start('demo backend', ['--import', 'tsx', 'server/demo-backend/index.ts'], {
    ...baseEnv,
    DEMO_HOST: '127.0.0.1',
    DEMO_PORT: String(backendPort),
    DATA_DIR: path.join(workDir, 'data'),
  });
  await waitForHttp(`http://127.0.0.1:${backendPort}/health`);
  const gateway = start('gateway', [path.join(snapshot, 'server.js')], {
    ...baseEnv,
    NODE_ENV: 'production',
    BFF_URL: `http://127.0.0.1:${backendPort}`,
    HOST: '127.0.0.1',
    PORT: String(gatewayPort),
  });
  const origin = `http://127.0.0.1:${gatewayPort}`;
  await waitForHttp(`${origin}/gateway/healthz`);

  const cookie = await signInToDemo(origin);
  const organizations = await getJson<{ id: string; name: string }[]>(
    `${origin}/api/v1/organizations`,
    cookie,
  );
  const acme = organizations.find((organization) => organization.name.startsWith('Acme'));
  if (!acme) throw new Error('the demo data has no Acme organization');

  // Every entry asks for a 2xx; anything else the load brings back is unasked-for.
  const mix: (CannonRequest & { label: string; expect: number })[] = [
    {
      label: 'GET /api/v1/organizations',
      method: 'GET',
      path: '/api/v1/organizations',
      expect: 200,
    },
    {
      label: 'GET /api/v1/organizations/{Acme}/users',
      method: 'GET',
      path: `/api/v1/organizations/${acme.id}/users`,
      expect: 200,
    },
    { label: 'GET /auth/me', method: 'GET', path: '/auth/me', expect: 200 },
    { label: 'GET /health', method: 'GET', path: '/health', expect: 200 },
    { label: 'GET / (index.html, br)', method: 'GET', path: '/', expect: 200 },
    { label: `GET ${asset} (br)`, method: 'GET', path: asset, expect: 200 },
  ];
  const headers = { Cookie: cookie, 'Accept-Encoding': 'br, gzip' };
  const askedFor = new Set(mix.map((entry) => entry.expect));

  const gatewayPid = gateway.process.pid!;
  const half = SECONDS / 2;
  const samples: { at: number; rss: number | undefined }[] = [];
  const loadBefore = loadavg()[0]!;
  console.log(
    `soak: ${SECONDS} s at ${CONNECTIONS} connections through the gateway (pid ${gatewayPid}, NODE_ENV=production) to the demo backend (pid ${backend.process.pid}); load average ${loadBefore.toFixed(1)}`,
  );
  console.log(`mix, in turn on every connection: ${mix.map((entry) => entry.label).join(', ')}`);
  const started = Date.now();
  samples.push({ at: 0, rss: rssOf(gatewayPid) });
  const sampler = setInterval(
    () => samples.push({ at: (Date.now() - started) / 1000, rss: rssOf(gatewayPid) }),
    1_000,
  );
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: mix.map(({ method, path: requestPath }) => ({ method, path: requestPath, headers })),
  });
  clearInterval(sampler);
  samples.push({ at: (Date.now() - started) / 1000, rss: rssOf(gatewayPid) });
  const loadAfter = loadavg()[0]!;

  // RSS at half time: the sample nearest to it; at the end: the last one.
  const atHalf = samples.reduce((best, sample) =>
    Math.abs(sample.at - half) < Math.abs(best.at - half) ? sample : best,
  );
  const atEnd = samples.at(-1)!;
  const peak = Math.max(...samples.map((sample) => sample.rss ?? 0));
  const growth =
    atHalf.rss && atEnd.rss ? ((atEnd.rss - atHalf.rss) / atHalf.rss) * 100 : Number.NaN;

  const healthAfter = await fetch(`${origin}/gateway/healthz`)
    .then((res) => res.status)
    .catch(() => 0);
  const codes = await stopAll();

  const byStatus = Object.entries(result.statusCodeStats).sort(([a], [b]) => Number(a) - Number(b));
  const total = byStatus.reduce((sum, [, { count }]) => sum + count, 0);
  const unasked = byStatus
    .filter(
      ([status]) =>
        !(Number(status) >= 200 && Number(status) < 300) && !askedFor.has(Number(status)),
    )
    .reduce((sum, [, { count }]) => sum + count, 0);
  const problems = children.flatMap((child) =>
    child.problems.map((problem) => `${child.name}: ${problem}`),
  );
  for (const [name, code] of codes)
    if (code !== 0) problems.push(`${name}: exit code ${code} after SIGTERM`);
  if (healthAfter !== 200)
    problems.push(`gateway: /gateway/healthz answered ${healthAfter} after the soak`);

  const passed =
    unasked === 0 &&
    result.errors === 0 &&
    result.timeouts === 0 &&
    problems.length === 0 &&
    growth <= GROWTH_LIMIT_PERCENT;
  const rows: [string, string][] = [
    ['duration, connections', `${SECONDS} s, ${CONNECTIONS}`],
    ['requests answered', String(total)],
    ['req/s (average)', result.requests.average.toFixed(0)],
    ['latency p50', `${result.latency.p50} ms`],
    ['latency p99', `${result.latency.p99} ms`],
    ['latency max', `${result.latency.max} ms`],
    ['throughput (average)', `${(result.throughput.average / 1024 / 1024).toFixed(1)} MB/s`],
    [
      'answers by status',
      byStatus.map(([status, { count }]) => `${status}: ${count}`).join(', ') || 'none',
    ],
    ['non-2xx the mix did not ask for', String(unasked)],
    ['socket errors / timeouts', `${result.errors} / ${result.timeouts}`],
    ['process errors', String(problems.length)],
    [`gateway RSS at ${half} s`, mb(atHalf.rss)],
    [`gateway RSS at ${SECONDS} s`, mb(atEnd.rss)],
    ['gateway RSS peak', mb(peak)],
    [
      'RSS growth, second half',
      `${Number.isNaN(growth) ? 'n/a' : `${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %`} (limit ${GROWTH_LIMIT_PERCENT} %)`,
    ],
    ['load average, start → end', `${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}`],
    ['verdict', passed ? 'PASS' : 'FAIL'],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  console.log('');
  for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${value}`);
  if (problems.length > 0) {
    console.log('\nprocess errors (first 20):');
    for (const problem of problems.slice(0, 20)) console.log(`  ${problem}`);
  }
  process.exitCode = passed ? 0 : 1;
}

main().catch(async (error: unknown) => {
  console.error(`bench:soak failed: ${error instanceof Error ? error.message : String(error)}`);
  for (const child of children)
    for (const problem of child.problems.slice(0, 5)) console.error(`  ${child.name}: ${problem}`);
  await stopAll();
  process.exit(1);
});
