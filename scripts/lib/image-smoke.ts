// Stands in for `docker run` where no Docker engine exists: copies exactly what the runtime
// stage copies (dist/) into an empty folder, starts it there with plain Node and no
// node_modules, against a demo backend as its BFF, and checks healthz, the SPA and a proxied
// call; then starts the copy without a BFF, on its embedded demo backend. `npm run image-smoke`
// runs it alone (scripts/image-smoke.ts); the test run runs it beside the browser files
// (tests/browser/image-smoke.test.ts), where a build is there by construction.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startDemoBackend, type Started } from '../../tests/browser/support/processes';
import { freePort } from './free-port';
import { waitForHttp } from './wait-for-http';

const root = path.resolve(import.meta.dirname, '../..');

/** What the smoke checks, in order: each one named as `smokeImage` reports it passed. */
export const IMAGE_SMOKE_CHECKS = [
  'the image folder has no node_modules',
  'GET /gateway/healthz is 200',
  'a deep link serves the SPA',
  'the hashed entry script is served',
  'GET /health is proxied to the BFF',
  'GET /auth/me without a session is the BFF 401',
  'the embedded demo backend (SQLite WebAssembly from dist/) answers with its 25 organizations',
] as const;
type Check = (typeof IMAGE_SMOKE_CHECKS)[number];

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', (d: Buffer) => process.stderr.write(d));
  return child;
}

/**
 * Runs the smoke on `dist/` and resolves with the checks that passed (every one of
 * IMAGE_SMOKE_CHECKS); the first that fails throws, named. `onPass` hears each as it passes.
 */
export async function smokeImage(onPass: (check: Check) => void = () => {}): Promise<Check[]> {
  if (!existsSync(path.join(root, 'dist/server.js'))) throw new Error('run `npm run build` first');
  const passed: Check[] = [];
  const check = (condition: boolean, what: Check) => {
    if (!condition) throw new Error(`image-smoke: ${what}`);
    passed.push(what);
    onPass(what);
  };
  const image = await mkdtemp(path.join(tmpdir(), 'admin-portal-image-'));
  const children: ChildProcess[] = [];
  let bff: Started | undefined;
  try {
    await cp(path.join(root, 'dist'), path.join(image, 'dist'), { recursive: true });
    check(!(await readdir(image)).includes('node_modules'), 'the image folder has no node_modules');
    bff = await startDemoBackend();
    const port = await freePort();
    children.push(
      run(process.execPath, ['dist/server.js'], image, {
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        BFF_URL: bff.url,
        LOG_LEVEL: 'warn',
        NODE_PATH: '',
      }),
    );
    const base = `http://127.0.0.1:${port}`;
    await waitForHttp(`${base}/gateway/healthz`, 20_000);
    check((await fetch(`${base}/gateway/healthz`)).status === 200, 'GET /gateway/healthz is 200');
    const html = await (await fetch(`${base}/organization/users`)).text();
    check(html.includes('<div id="root">'), 'a deep link serves the SPA');
    const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    check(Boolean(asset) && (await fetch(base + asset)).ok, 'the hashed entry script is served');
    const health = await fetch(`${base}/health`);
    check(
      health.headers.get('content-type')?.includes('json') === true,
      'GET /health is proxied to the BFF',
    );
    const me = await fetch(`${base}/auth/me`);
    check(me.status === 401, 'GET /auth/me without a session is the BFF 401');

    // Without BFF_URL (outside production) the bundle runs the embedded demo backend, whose
    // SQLite is WebAssembly loaded from beside dist/server.js: the image must carry it.
    const embeddedPort = await freePort();
    children.push(
      run(process.execPath, ['dist/server.js'], image, {
        PORT: String(embeddedPort),
        HOST: '127.0.0.1',
        DATA_DIR: await mkdtemp(path.join(tmpdir(), 'admin-portal-smoke-embedded-')),
        LOG_LEVEL: 'warn',
        NODE_PATH: '',
      }),
    );
    const embedded = `http://127.0.0.1:${embeddedPort}`;
    await waitForHttp(`${embedded}/gateway/healthz`, 20_000);
    const login = await fetch(`${embedded}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=admin%40example.com&returnUrl=%2F',
      redirect: 'manual',
    });
    const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
    const organizations = await fetch(`${embedded}/api/v1/organizations`, { headers: { cookie } });
    check(
      organizations.ok && ((await organizations.json()) as unknown[]).length === 25,
      'the embedded demo backend (SQLite WebAssembly from dist/) answers with its 25 organizations',
    );
    return passed;
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await bff?.stop();
    await rm(image, { recursive: true, force: true });
  }
}
