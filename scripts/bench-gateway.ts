// npm run bench:gateway — the Benchmark section of issue #2, all on loopback in one run:
// a local upstream answering 1 KB of JSON, loaded directly, behind Debian's nginx (keep-alive
// upstream pool) and behind the built gateway (dist/server.js); then index.html and a hashed
// JS asset (brotli) from the same dist/public through the gateway and through nginx.
// Prints req/s, p50, p99, the gateway/nginx ratios and the gateway's peak RSS.
import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { autocannon } from './lib/autocannon';
import { ensureBuild } from './lib/ensure-build';
import { freePort } from './lib/free-port';
import { waitForHttp } from './lib/wait-for-http';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
/** A copy of dist taken at start, so a rebuild during the run cannot pull files away. */
let snapshot = dist;
const publicDir = () => path.join(snapshot, 'public');
const NGINX = '/usr/sbin/nginx';
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const WARMUP_S = 2;

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

function start(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): ChildProcess {
  const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  return child;
}

/** The upstream in its own process so it does not share an event loop with the load. */
async function startUpstream(): Promise<{ port: number; pid: number }> {
  const port = await freePort();
  const source = `
    import http from 'node:http';
    const items = Array.from({ length: 9 }, (_, i) => ({ id: 'org-' + i, name: 'Organization ' + i, status: 'active', userCount: i * 7 }));
    let body = JSON.stringify({ items, hasMore: false, skipToken: null, pad: '' });
    body = JSON.stringify({ items, hasMore: false, skipToken: null, pad: 'x'.repeat(1024 - body.length) });
    const payload = Buffer.from(body);
    const server = http.createServer((req, res) => {
      req.resume();
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': payload.length });
      res.end(payload);
    });
    server.keepAliveTimeout = 65000;
    server.listen(${port}, '127.0.0.1');
  `;
  const child = start(process.execPath, ['--input-type=module', '-e', source]);
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
  const dir = path.join(workDir!, 'nginx');
  mkdirSync(dir, { recursive: true });
  const security = [
    `add_header Content-Security-Policy "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' https: http: data:; connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'" always;`,
    'add_header X-Content-Type-Options nosniff always;',
    'add_header Referrer-Policy strict-origin-when-cross-origin always;',
    'add_header Cross-Origin-Opener-Policy same-origin always;',
    'add_header X-Frame-Options DENY always;',
  ].join('\n      ');
  const config = `
worker_processes ${process.env.BENCH_NGINX_WORKERS ?? 'auto'};
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  server_tokens off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  keepalive_requests 100000;
  map $http_accept_encoding $br_suffix { default ""; "~*\\bbr\\b" ".br"; }
  map $http_accept_encoding $br_encoding { default ""; "~*\\bbr\\b" "br"; }
  upstream bff {
    server 127.0.0.1:${upstreamPort};
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    root ${publicDir()};
    location /api/v1/ {
      proxy_pass http://bff;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $host;
      proxy_set_header X-Request-Id $request_id;
      proxy_buffering off;
      ${security}
    }
    location = /index.html {
      types {} default_type "text/html; charset=utf-8";
      try_files /index.html$br_suffix =404;
      add_header Content-Encoding $br_encoding;
      add_header Vary Accept-Encoding;
      add_header Cache-Control no-cache;
      ${security}
    }
    location ~ ^/assets/.+\\.js$ {
      types {} default_type "text/javascript; charset=utf-8";
      try_files $uri$br_suffix $uri =404;
      add_header Content-Encoding $br_encoding;
      add_header Vary Accept-Encoding;
      add_header Cache-Control "public, max-age=31536000, immutable";
      ${security}
    }
  }
}
`;
  const configFile = path.join(dir, 'nginx.conf');
  writeFileSync(configFile, config);
  const child = start(NGINX, ['-e', path.join(dir, 'error.log'), '-p', dir, '-c', configFile]);
  await waitForHttp(`http://127.0.0.1:${port}/api/v1/organizations`, 15_000);
  return { port, pid: child.pid! };
}

async function startGateway(upstreamPort: number): Promise<{ port: number; pid: number }> {
  const port = await freePort();
  const child = start(process.execPath, [path.join(snapshot, 'server.js')], {
    ...process.env,
    NODE_ENV: 'production',
    BFF_URL: `http://127.0.0.1:${upstreamPort}`,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    STATIC_DIR: publicDir(),
  });
  await waitForHttp(`http://127.0.0.1:${port}/gateway/healthz`, 15_000);
  return { port, pid: child.pid! };
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  failures: number;
  /** CPU time the serving process(es) spent per request: stable even on a busy machine. */
  cpuUsPerRequest: number;
}

const CLOCK_TICKS_PER_S = 100;

/** The process and its direct children (nginx's workers). */
function processTree(pid: number): number[] {
  const pids = [pid];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) pids.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return pids;
}

/** utime + stime of the processes, in clock ticks. */
function cpuTicks(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone
    }
  }
  return ticks;
}

async function load(
  name: string,
  url: string,
  serverPid: number,
  headers?: Record<string, string>,
): Promise<Row> {
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_S, headers });
  const pids = processTree(serverPid);
  const ticksBefore = cpuTicks(pids);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  const cpuSeconds = (cpuTicks(pids) - ticksBefore) / CLOCK_TICKS_PER_S;
  const total = result.requests.average * DURATION_S;
  const row = {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    cpuUsPerRequest: total > 0 ? Math.round((cpuSeconds * 1e6) / total) : 0,
  };
  console.log(
    `  ${name.padEnd(28)} ${String(row.rps).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  ${row.cpuUsPerRequest} µs CPU/req`,
  );
  return row;
}

function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

function printTable(rows: Row[]): void {
  const header = ['target', 'req/s', 'p50 ms', 'p99 ms', 'CPU µs/req', 'failed'];
  const lines = rows.map((row) => [
    row.name,
    String(row.rps),
    String(row.p50),
    String(row.p99),
    String(row.cpuUsPerRequest),
    String(row.failures),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]!.length)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
      )
      .join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
}

const ratio = (a: number, b: number) => (b === 0 ? 'n/a' : (a / b).toFixed(2));
const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');

async function main(): Promise<void> {
  ensureNginx();
  ensureBuild(root, dist);
  workDir = mkdtempSync(path.join(tmpdir(), 'bench-gateway-'));
  chmodSync(workDir, 0o755); // nginx workers run as an unprivileged user and must read the copy
  snapshot = path.join(workDir, 'dist');
  mkdirSync(snapshot);
  cpSync(path.join(dist, 'server.js'), path.join(snapshot, 'server.js'));
  cpSync(path.join(dist, 'public'), path.join(snapshot, 'public'), { recursive: true });
  const asset = pickAsset();
  const upstream = await startUpstream();
  const nginx = await startNginx(upstream.port);
  const gateway = await startGateway(upstream.port);
  console.log(
    `${DURATION_S} s × ${CONNECTIONS} connections each (after a ${WARMUP_S} s warm-up); asset ${asset}`,
  );

  const at = (port: number, urlPath: string) => `http://127.0.0.1:${port}${urlPath}`;
  const api = '/api/v1/organizations?offset=0';
  const direct = await load('API direct', at(upstream.port, api), upstream.pid);
  const nginxApi = await load('API via nginx', at(nginx.port, api), nginx.pid);
  const gatewayApi = await load('API via gateway', at(gateway.port, api), gateway.pid);
  const br = { 'Accept-Encoding': 'gzip, deflate, br' };
  const nginxIndex = await load(
    'index.html via nginx (br)',
    at(nginx.port, '/index.html'),
    nginx.pid,
    br,
  );
  const gatewayIndex = await load(
    'index.html via gateway (br)',
    at(gateway.port, '/index.html'),
    gateway.pid,
    br,
  );
  const nginxAsset = await load('asset via nginx (br)', at(nginx.port, asset), nginx.pid, br);
  const gatewayAsset = await load(
    'asset via gateway (br)',
    at(gateway.port, asset),
    gateway.pid,
    br,
  );
  const rss = peakRssMb(gateway.pid);

  console.log('');
  printTable([direct, nginxApi, gatewayApi, nginxIndex, gatewayIndex, nginxAsset, gatewayAsset]);
  console.log('');
  const apiRatio = gatewayApi.rps / nginxApi.rps;
  const p99Ratio = gatewayApi.p99 / Math.max(nginxApi.p99, 1);
  console.log(
    `API      gateway/nginx req/s ${ratio(gatewayApi.rps, nginxApi.rps)} (target ≥ 0.40: ${verdict(apiRatio >= 0.4)})`,
  );
  console.log(
    `API      gateway/nginx p99   ${p99Ratio.toFixed(2)} (target ≤ 2.00: ${verdict(p99Ratio <= 2)})`,
  );
  const indexRatio = gatewayIndex.rps / nginxIndex.rps;
  const assetRatio = gatewayAsset.rps / nginxAsset.rps;
  console.log(
    `index    gateway/nginx req/s ${indexRatio.toFixed(2)} (target ≥ 0.30: ${verdict(indexRatio >= 0.3)})`,
  );
  console.log(
    `asset    gateway/nginx req/s ${assetRatio.toFixed(2)} (target ≥ 0.30: ${verdict(assetRatio >= 0.3)})`,
  );
  console.log(`gateway  peak RSS ${rss} MB (target ≤ 150: ${verdict(rss <= 150)})`);
  console.log(
    `load average during the run: ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')} on ${cpus().length} cores`,
  );
  const failed = [
    direct,
    nginxApi,
    gatewayApi,
    nginxIndex,
    gatewayIndex,
    nginxAsset,
    gatewayAsset,
  ].filter((row) => row.failures > 0);
  if (failed.length > 0)
    console.log(`WARNING: failed requests in ${failed.map((row) => row.name).join(', ')}`);
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
