// What the Docker image's runtime stage runs: dist/ copied alone into an empty folder (no
// node_modules beside it or above it) and started with plain Node, as a BFF's gateway in
// production and with its embedded demo backend. It stands in for `docker run` where no Docker
// engine exists. No browser: the built files and the processes are the subject.
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoBackend, startGateway, type Started } from './support/processes';

const root = path.resolve(import.meta.dirname, '../..');
let image = '';
const started: Started[] = [];

beforeAll(async () => {
  image = await mkdtemp(path.join(tmpdir(), 'admin-portal-image-'));
  await cp(path.join(root, 'dist'), path.join(image, 'dist'), { recursive: true });
});

afterAll(async () => {
  await Promise.all(started.map((process) => process.stop()));
  await rm(image, { recursive: true, force: true });
});

/** The copied server, finding no module but what its folder holds. */
async function startImage(options: { bffUrl?: string; env: NodeJS.ProcessEnv }) {
  const gateway = await startGateway({
    ...options,
    serverFile: path.join(image, 'dist', 'server.js'),
    env: { NODE_PATH: '', ...options.env },
  });
  started.push(gateway);
  return gateway.url;
}

describe('dist/ alone, as the image runs it', () => {
  it('holds no node_modules, and in production serves its health, deep links and hashed scripts and proxies to the BFF', async () => {
    expect(await readdir(image)).toEqual(['dist']);
    const bff = await startDemoBackend();
    started.push(bff);
    const base = await startImage({ bffUrl: bff.url, env: { NODE_ENV: 'production' } });

    expect((await fetch(`${base}/gateway/healthz`)).status).toBe(200);
    const html = await (await fetch(`${base}/organization/users`)).text();
    expect(html).toContain('<div id="root">');
    const entry = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(entry).toBeDefined();
    expect((await fetch(base + entry)).status).toBe(200);
    const health = await fetch(`${base}/health`);
    expect(health.headers.get('content-type')).toContain('json');
    expect((await fetch(`${base}/auth/me`)).status).toBe(401);
  });

  it('without BFF_URL runs its embedded demo backend, whose SQLite WebAssembly comes from beside server.js: the 25 organizations', async () => {
    const base = await startImage({ env: {} });
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
      body: 'email=admin%40example.com&returnUrl=%2F',
      redirect: 'manual',
    });
    expect(login.status).toBe(303);
    const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
    const organizations = await fetch(`${base}/api/v1/organizations`, { headers: { cookie } });
    expect(organizations.status).toBe(200);
    expect(await organizations.json()).toHaveLength(25);
  });
});
