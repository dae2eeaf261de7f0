// npm run bench:gateway — the Benchmark section of issue #2, all on loopback in one run:
// a local upstream answering 1 KB of JSON, loaded directly, behind Debian's nginx (one worker,
// keep-alive upstream pool) and behind the built gateway (dist/server.js), with a plain upstream
// and with one sending helmet's default security headers (as many Express BFFs do); then
// index.html and a hashed JS asset (brotli) through both. Prints req/s, p50, p99 and CPU µs per
// request (process CPU time ÷ requests: what sizes replicas, issue #35), as medians of
// BENCH_ROUNDS (3) rounds with the load average, the gateway/nginx ratios and the gateway's peak
// RSS. BENCH_DIST measures another build (e.g. OUT_DIR of an older commit).
import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { autocannon } from '../lib/autocannon';
import {
  HELMET_HEADERS,
  bareProxySource,
  jobFloorProxySource,
  upstreamSource,
} from './gateway-bench-sources';
import { printPairedRatios } from './gateway-bench-paired';
import { cpuRatios, medians, printRows, ratio, verdict } from './gateway-bench-report';
import type { Row } from './gateway-bench-report';
import { nginxConfig } from '../lib/nginx-config';
import { cpuSeconds, peakRssMb, processTree } from '../lib/process-cpu';
import { ensureBuild } from '../lib/ensure-build';
import { freePort } from '../lib/free-port';
import { waitForHttp } from '../lib/wait-for-http';

const root = path.resolve(import.meta.dirname, '../..');
const dist = process.env.BENCH_DIST ?? path.join(root, 'dist');
/** A copy of dist taken at start, so a rebuild during the run cannot pull files away. */
let snapshot = dist;
const publicDir = () => path.join(snapshot, 'public');
const NGINX = '/usr/sbin/nginx';
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;
const WARMUP_S = 2;
const PAIRED_SECONDS = 5;
/** Paired rounds are short and cheap: at least 5, so one disturbed round cannot set a median. */
const PAIRED_ROUNDS = Math.max(ROUNDS, 5);

const children: ChildProcess[] = [];
let workDir: string | undefined;

/** SIGTERM, not SIGKILL: nginx's master must live to stop its workers. */
async function stopAll(): Promise<void> {
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  await Promise.all(
    running.map(
      (child) =>
        new Promise<void>((resolve) => {
          const force = setTimeout(() => child.kill('SIGKILL'), 3_000);
          child.once('exit', () => {
            clearTimeout(force);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
  if (workDir) rmSync(workDir, { recursive: true, force: true });
}
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
});
process.on('SIGINT', () => process.exit(130));

/**
 * On two cores or more, the servers being measured run on the last core and everything else
 * (this process's load generator, the upstreams) on the others: sharing a core with the load
 * generator moved a server's CPU per request by up to 2× from round to round. BENCH_PIN=0 turns
 * it off.
 */
const PIN = cpus().length >= 2 && process.env.BENCH_PIN !== '0';
const SERVER_CPU = String(cpus().length - 1);
const OTHER_CPUS = `0-${cpus().length - 2}`;

function start(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  measured = false,
): ChildProcess {
  const [file, argv] = PIN
    ? ['taskset', ['-c', measured ? SERVER_CPU : OTHER_CPUS, command, ...args]]
    : [command, args];
  const child = spawn(file, argv, { env, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  return child;
}

/** The upstream in its own process so it does not share an event loop with the load. */
async function startUpstream(
  extraHeaders: Record<string, string> = {},
): Promise<{ port: number; pid: number }> {
  const port = await freePort();
  const source = upstreamSource(port, extraHeaders);

  const child = start(process.execPath, ['--input-type=module', '-e', source]);
  await waitForHttp(`http://127.0.0.1:${port}/api/v1/organizations`, 15_000);
  return { port, pid: child.pid! };
}

/** The floor of the gateway's own stack, pinned like the servers it is compared with. */
async function startBareProxy(
  upstreamPort: number,
  sourceOf = bareProxySource,
): Promise<{ port: number; pid: number }> {
  const port = await freePort();
  const source = sourceOf(port, upstreamPort);

  const child = start(process.execPath, ['--input-type=module', '-e', source], process.env, true);
  await waitForHttp(`http://127.0.0.1:${port}/api/v1/organizations`, 15_000);
  return { port, pid: child.pid! };
}

function ensureNginx(): void {
  if (existsSync(NGINX)) return;
  console.log('nginx not found: installing Debian nginx');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], {
    stdio: 'inherit',
    env,
  });
}

/** The largest hashed JS file, served brotli. */
function pickAsset(): string {
  const assetsDir = path.join(publicDir(), 'assets');
  const assets = readdirSync(assetsDir).filter(
    (name) => /-[A-Z0-9]{8,}\.js$/.test(name) && existsSync(path.join(assetsDir, `${name}.br`)),
  );
  if (assets.length === 0)
    throw new Error('no hashed JS asset with a .br sibling in dist/public/assets');
  assets.sort(
    (a, b) => statSync(path.join(assetsDir, b)).size - statSync(path.join(assetsDir, a)).size,
  );
  return `/assets/${assets[0]}`;
}

/** nginx with the gateway's job: the same proxy headers, security headers and static rules. */
async function startNginx(upstreamPort: number): Promise<{ port: number; pid: number }> {
  const port = await freePort();
  const dir = path.join(workDir!, `nginx-${port}`);
  mkdirSync(dir, { recursive: true });
  const config = nginxConfig({ port, upstreamPort, dir, root: publicDir() });
  const configFile = path.join(dir, 'nginx.conf');
  writeFileSync(configFile, config);
  const child = start(
    NGINX,
    ['-e', path.join(dir, 'error.log'), '-p', dir, '-c', configFile],
    process.env,
    true,
  );
  await waitForHttp(`http://127.0.0.1:${port}/api/v1/organizations`, 15_000);
  return { port, pid: child.pid! };
}

async function startGateway(upstreamPort: number): Promise<{ port: number; pid: number }> {
  const port = await freePort();
  const child = start(
    process.execPath,
    [path.join(snapshot, 'server.js')],
    {
      ...process.env,
      NODE_ENV: 'production',
      BFF_URL: `http://127.0.0.1:${upstreamPort}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      STATIC_DIR: publicDir(),
    },
    true,
  );
  await waitForHttp(`http://127.0.0.1:${port}/gateway/healthz`, 15_000);
  return { port, pid: child.pid! };
}

async function load(
  name: string,
  url: string,
  serverPid: number,
  headers?: Record<string, string>,
): Promise<Row> {
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_S, headers });
  const pids = processTree(serverPid);
  const before = cpuSeconds(pids);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  const spent = cpuSeconds(pids) - before;
  const total = result.requests.average * DURATION_S;
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    cpuUsPerRequest: total > 0 ? Math.round((spent * 1e6) / total) : 0,
  };
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

async function main(): Promise<void> {
  ensureNginx();
  if (PIN) execFileSync('taskset', ['-cp', OTHER_CPUS, String(process.pid)], { stdio: 'ignore' });
  if (!process.env.BENCH_DIST) ensureBuild(root, dist);
  workDir = mkdtempSync(path.join(tmpdir(), 'bench-gateway-'));
  chmodSync(workDir, 0o755); // nginx workers run as an unprivileged user and must read the copy
  snapshot = path.join(workDir, 'dist');
  mkdirSync(snapshot);
  cpSync(path.join(dist, 'server.js'), path.join(snapshot, 'server.js'));
  cpSync(path.join(dist, 'public'), path.join(snapshot, 'public'), { recursive: true });
  const asset = pickAsset();
  const upstream = await startUpstream();
  const helmetUpstream = await startUpstream(HELMET_HEADERS);
  const nginx = await startNginx(upstream.port);
  const gateway = await startGateway(upstream.port);
  const bare = await startBareProxy(upstream.port);
  const helmetBare = await startBareProxy(helmetUpstream.port);
  const helmetNginx = await startNginx(helmetUpstream.port);
  const helmetGateway = await startGateway(helmetUpstream.port);
  const jobFloor = await startBareProxy(upstream.port, jobFloorProxySource);
  console.log(
    `${ROUNDS} rounds of ${DURATION_S} s × ${CONNECTIONS} connections each (after a ${WARMUP_S} s warm-up); nginx ${process.env.BENCH_NGINX_WORKERS ?? '1'} worker(s); build ${dist}; asset ${asset}`,
  );

  const at = (port: number, urlPath: string) => `http://127.0.0.1:${port}${urlPath}`;
  const api = '/api/v1/organizations?offset=0';
  const br = { 'Accept-Encoding': 'gzip, deflate, br' };
  const rounds: Row[][] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const rows = [
      await load('API direct', at(upstream.port, api), upstream.pid),
      await load('API via nginx', at(nginx.port, api), nginx.pid),
      await load('API via gateway', at(gateway.port, api), gateway.pid),
      await load('API helmet via nginx', at(helmetNginx.port, api), helmetNginx.pid),
      await load('API helmet via gateway', at(helmetGateway.port, api), helmetGateway.pid),
      await load('API via bare node:http + undici', at(bare.port, api), bare.pid),
      await load('API helmet via bare', at(helmetBare.port, api), helmetBare.pid),
    ];
    // BENCH_API_ONLY=1: the proxied API alone (comparing gateway settings such as ACCESS_LOG).
    if (!process.env.BENCH_API_ONLY)
      rows.push(
        await load('index.html via nginx (br)', at(nginx.port, '/index.html'), nginx.pid, br),
        await load('index.html via gateway (br)', at(gateway.port, '/index.html'), gateway.pid, br),
        await load('asset via nginx (br)', at(nginx.port, asset), nginx.pid, br),
        await load('asset via gateway (br)', at(gateway.port, asset), gateway.pid, br),
      );
    rounds.push(rows);
    console.log(
      `round ${round} (load average ${loadAverage()}): ${rows.map((row) => `${row.name} ${row.rps} req/s ${row.cpuUsPerRequest} µs`).join('; ')}`,
    );
  }
  const rss = peakRssMb(gateway.pid);
  const rows = medians(rounds);
  const [, nginxApi, gatewayApi, helmetNginxApi, helmetGatewayApi] = rows;
  const [nginxIndex, gatewayIndex, nginxAsset, gatewayAsset] = rows.slice(7);

  console.log(`\nmedians of ${ROUNDS} rounds:`);
  printRows(rows);
  console.log('');
  const apiRatio = gatewayApi!.rps / nginxApi!.rps;
  const p99Ratio = gatewayApi!.p99 / Math.max(nginxApi!.p99, 1);
  console.log(
    `API      gateway/nginx req/s ${ratio(gatewayApi!.rps, nginxApi!.rps)} (target ≥ 0.40: ${verdict(apiRatio >= 0.4)})`,
  );
  console.log(
    `API      gateway/nginx p99   ${p99Ratio.toFixed(2)} (target ≤ 2.00: ${verdict(p99Ratio <= 2)})`,
  );
  console.log(
    `API      CPU µs/request: nginx ${nginxApi!.cpuUsPerRequest}, gateway ${gatewayApi!.cpuUsPerRequest} (target ≤ 36: ${verdict(gatewayApi!.cpuUsPerRequest <= 36)}); helmet-style upstream: nginx ${helmetNginxApi!.cpuUsPerRequest}, gateway ${helmetGatewayApi!.cpuUsPerRequest} (target ≤ 40: ${verdict(helmetGatewayApi!.cpuUsPerRequest <= 40)})`,
  );
  console.log(`API      CPU per request, median of each round's ratio: ${cpuRatios(rounds)}`);
  // Loaded in pairs at the same time and rate: the ratios a shared machine's noise hides above.
  const rate = Math.max(100, Math.round((gatewayApi!.rps * 0.4) / 100) * 100);
  const servers = { gateway, bare, jobFloor, nginx, helmetGateway, helmetBare, helmetNginx };
  await printPairedRatios(servers, (port) => at(port, api), {
    rate,
    seconds: PAIRED_SECONDS,
    rounds: PAIRED_ROUNDS,
  });
  console.log(`gateway  peak RSS ${rss} MB (target ≤ 150: ${verdict(rss <= 150)})`);
  console.log(`load average during the run: ${loadAverage()} on ${cpus().length} cores`);
  const failed = rows.filter((row) => row.failures > 0);
  if (failed.length > 0)
    console.log(`WARNING: failed requests in ${failed.map((row) => row.name).join(', ')}`);
  if (!nginxIndex) return;
  const indexRatio = gatewayIndex!.rps / nginxIndex!.rps;
  const assetRatio = gatewayAsset!.rps / nginxAsset!.rps;
  console.log(
    `index    gateway/nginx req/s ${indexRatio.toFixed(2)} (target ≥ 0.30: ${verdict(indexRatio >= 0.3)})`,
  );
  console.log(
    `asset    gateway/nginx req/s ${assetRatio.toFixed(2)} (target ≥ 0.30: ${verdict(assetRatio >= 0.3)})`,
  );
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(async () => {
    await stopAll();
    process.exit();
  });
