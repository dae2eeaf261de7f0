// The demo backend as a real process on a given DATA_DIR (its bundle run by node itself, so a
// signal reaches the server rather than a launcher), for the tests and the crash loop that
// need what only a process has: a pid, a kill -9, an exit code.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../scripts/lib/free-port';
import { bundledEntry } from './bundled-entry';

const root = path.resolve(import.meta.dirname, '../..');

export interface DemoProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** Resolves with the exit code (null after a signal) once the process has ended. */
  exited: Promise<number | null>;
}

/** Spawns the demo backend; `ready` waits until it answers /health (or throws with its output if it exits first). */
export async function spawnDemoBackend(
  dataDir: string,
  env: NodeJS.ProcessEnv = {},
): Promise<DemoProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [await bundledEntry('server/demo-backend/index.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DEMO_SCALE: '',
      DEMO_FAULTS: '',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DEMO_PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, url: `http://127.0.0.1:${port}`, output: () => log, exited };
}

/** Waits until the process answers /health; throws with its output when it exits first. */
export async function untilReady(demo: DemoProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void demo.exited.then(() => (ended = true));
  while (Date.now() < deadline) {
    if (ended) throw new Error(`demo backend exited early:\n${demo.output()}`);
    try {
      if ((await fetch(`${demo.url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`demo backend did not answer within ${timeoutMs} ms:\n${demo.output()}`);
}

/** Signs in through the real form and returns the Cookie header value. */
export async function signInOver(url: string, email = 'admin@example.com'): Promise<string> {
  const response = await fetch(`${url}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, returnUrl: '/' }).toString(),
  });
  const cookie = response.headers.getSetCookie()[0];
  if (!cookie) throw new Error(`no session cookie (${response.status})`);
  return cookie.split(';')[0] ?? '';
}
