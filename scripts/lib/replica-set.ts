// A small production layout on loopback, for `npm run bench:replicas` and the replicas test:
// the demo backend as its own process, N gateway replicas of the built dist/server.js (each
// naming itself in X-Served-By), and Debian's nginx as a round-robin load balancer in front,
// with its own prefix and config in a temp folder, run in the foreground on free ports.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signInToDemo } from './demo-sign-in';
import { freePort } from './free-port';

const root = path.resolve(import.meta.dirname, '../..');
export const NGINX = '/usr/sbin/nginx';
/** nginx leaves a replica that refused a connection alone this long. */
const FAIL_TIMEOUT_S = 1;
/**
 * After a replacement is ready, wait until nginx tries it again before the next replica goes
 * down (Kubernetes' minReadySeconds plays this part): nginx without active health checks
 * would otherwise have every replica marked failed at once and answer 502.
 */
const SETTLE_MS = FAIL_TIMEOUT_S * 1000 + 500;

export interface Replica {
  name: string;
  port: number;
  child: ChildProcess;
  exited: Promise<number | null>;
}

export interface ReplicaSetOptions {
  replicas: number;
  /** DRAIN_DELAY_MS of each replica (nginx has no readiness probe: short is enough here). */
  drainDelayMs: number;
  /** OUT_DIR of the build to run (default dist/). */
  distDir?: string;
  /** Added to the demo backend's environment (PIPELINE_STEP_MS, …). */
  demoEnv?: NodeJS.ProcessEnv;
}

export interface ReplicaSet {
  /** The load balancer's address. */
  url: string;
  replicas: Replica[];
  /** SIGTERM one replica, wait for its drain and exit, start a new one on its port. */
  restart(index: number): Promise<{ exitCode: number | null }>;
  /** SIGKILL one replica and start a new one once nginx has seen it gone. */
  kill(index: number): Promise<void>;
  /** A session cookie from the demo backend's sign-in, through the load balancer. */
  signIn(email: string): Promise<string>;
  stop(): Promise<void>;
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${url}`);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', () => {}); // drained; a replica's errors go to its JSON log
  return child;
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

function nginxConfig(dir: string, port: number, replicaPorts: number[]): string {
  const servers = replicaPorts
    .map(
      (replicaPort) =>
        `    server 127.0.0.1:${replicaPort} max_fails=1 fail_timeout=${FAIL_TIMEOUT_S}s;`,
    )
    .join('\n');
  return `
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log error;
events { worker_connections 1024; }
http {
  access_log off;
  # nginx closes a client's keep-alive connection after keepalive_requests answers (default
  # 1,000). autocannon, unlike a browser, sends its next request on it at once and does not retry
  # when the close wins the race: read ECONNRESET, between the load generator and nginx, whatever
  # the gateway does (at 100: 12 failures in a rolling restart and 3 with no restart at all).
  keepalive_requests ${process.env.BENCH_KEEPALIVE_REQUESTS ?? 1_000_000};
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream gateways {
${servers}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://gateways;
      # A replica that refuses the connection or fails before answering: the next one takes
      # the request. nginx passes a POST on only when it was not sent yet (non_idempotent off).
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 1s;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_buffering off;
    }
  }
}
`;
}

export async function startReplicaSet(options: ReplicaSetOptions): Promise<ReplicaSet> {
  const work = mkdtempSync(path.join(tmpdir(), 'admin-portal-replicas-'));
  const distDir = options.distDir ?? process.env.OUT_DIR ?? path.join(root, 'dist');
  const children: ChildProcess[] = [];

  const demoPort = await freePort();
  const demo = run(path.join(root, 'node_modules/.bin/tsx'), ['server/demo-backend/index.ts'], {
    DEMO_PORT: String(demoPort),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(work, 'data'),
    LOG_LEVEL: 'warn',
    ...options.demoEnv,
  });
  children.push(demo);
  await waitForHttp(`http://127.0.0.1:${demoPort}/health`, demo);

  const startReplica = async (name: string, port: number): Promise<Replica> => {
    const child = run(process.execPath, [path.join(distDir, 'server.js')], {
      NODE_ENV: 'production',
      BFF_URL: `http://127.0.0.1:${demoPort}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      TRUST_PROXY: '127.0.0.1',
      SERVED_BY: name,
      DRAIN_DELAY_MS: String(options.drainDelayMs),
      SHUTDOWN_TIMEOUT_MS: '10000',
      LOG_LEVEL: 'warn',
      // The load generator is one session on 50 connections, more than a person's console ever
      // has in flight; a restart can send all of them to one replica.
      BFF_MAX_REQUESTS_PER_USER: '64',
    });
    children.push(child);
    await waitForHttp(`http://127.0.0.1:${port}/gateway/readyz`, child);
    return { name, port, child, exited: exitOf(child) };
  };

  const replicas: Replica[] = [];
  for (let index = 0; index < options.replicas; index += 1)
    replicas.push(await startReplica(`replica-${index + 1}`, await freePort()));

  const nginxDir = path.join(work, 'nginx');
  mkdirSync(nginxDir, { recursive: true });
  const lbPort = await freePort();
  const configFile = path.join(nginxDir, 'nginx.conf');
  writeFileSync(
    configFile,
    nginxConfig(
      nginxDir,
      lbPort,
      replicas.map((replica) => replica.port),
    ),
  );
  const nginx = run(
    NGINX,
    ['-e', path.join(nginxDir, 'error.log'), '-p', nginxDir, '-c', configFile],
    {},
  );
  children.push(nginx);
  const url = `http://127.0.0.1:${lbPort}`;
  await waitForHttp(`${url}/gateway/healthz`, nginx);

  // Each replacement gets a new name, so the counts show which process answered.
  let generation = options.replicas;

  return {
    url,
    replicas,
    async restart(index) {
      const old = replicas[index]!;
      old.child.kill('SIGTERM');
      const exitCode = await old.exited;
      generation += 1;
      replicas[index] = await startReplica(`replica-${generation}`, old.port);
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      return { exitCode };
    },
    async kill(index) {
      const old = replicas[index]!;
      old.child.kill('SIGKILL');
      await old.exited;
      // Stay down for a moment under load, as a crashed pod would before its restart.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      generation += 1;
      replicas[index] = await startReplica(`replica-${generation}`, old.port);
    },
    signIn: (email) => signInToDemo(url, email),
    async stop() {
      // SIGTERM first (nginx's master stops its workers), SIGKILL what is left after 3 s.
      await Promise.all(
        children
          .filter((child) => child.exitCode === null && child.signalCode === null)
          .map((child) => {
            const exited = exitOf(child);
            child.kill('SIGTERM');
            const force = setTimeout(() => child.kill('SIGKILL'), 3_000);
            return exited.finally(() => clearTimeout(force));
          }),
      );
      rmSync(work, { recursive: true, force: true });
    },
  };
}
