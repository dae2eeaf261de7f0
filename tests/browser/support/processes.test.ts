// startGateway as the browser tests and bench scripts use it: what the gateway runs against is
// chosen by the caller alone, and the data directory it made for a run is gone afterwards.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { SEED_IDS } from '../../../server/demo-backend/seed/seed';
import { DEMO_ACCOUNTS } from './sign-in';
import { DEMO_BACKEND_BUNDLE, startDemoBackend, startGateway } from './processes';

afterEach(() => {
  vi.unstubAllEnvs();
});

/** GET /api/v1/organizations as the Administrator, signed in through the demo's POST /login. */
async function organizationIds(baseUrl: string): Promise<string[]> {
  const login = await fetch(`${baseUrl}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: baseUrl },
    body: new URLSearchParams({ email: DEMO_ACCOUNTS.admin.email, returnUrl: '/' }).toString(),
  });
  expect(login.status).toBe(303);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const response = await fetch(`${baseUrl}/api/v1/organizations`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }[]).map((organization) => organization.id);
}

it('serves the embedded 25-organization demo whatever BFF_URL and DEMO_SCALE the shell exports, and removes the data directory it made when stopped', async () => {
  // Nothing listens on port 9; an unknown DEMO_SCALE stops a gateway from starting.
  vi.stubEnv('BFF_URL', 'http://127.0.0.1:9');
  vi.stubEnv('DEMO_SCALE', 'bogus');
  const gateway = await startGateway();
  try {
    const ready = await fetch(`${gateway.url}/gateway/readyz`);
    expect(await ready.json()).toEqual({ status: 'ready' });
    const ids = await organizationIds(gateway.url);
    expect(ids).toContain(SEED_IDS.acme);
    expect(ids).toHaveLength(25);
    expect(readdirSync(gateway.dataDir)).not.toEqual([]);
  } finally {
    await gateway.stop();
  }
  expect(existsSync(gateway.dataDir)).toBe(false);
});

it('keeps a data directory the caller gave', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'admin-portal-processes-test-'));
  try {
    const gateway = await startGateway({ env: { DATA_DIR: dataDir } });
    expect(gateway.dataDir).toBe(dataDir);
    await gateway.stop();
    expect(readdirSync(dataDir)).not.toEqual([]);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

it("takes DEMO_SCALE from the caller's env", async () => {
  await expect(startGateway({ env: { DEMO_SCALE: 'bogus' } })).rejects.toThrow(
    /DEMO_SCALE must be/,
  );
});

it('runs the demo backend the global setup bundled, with node', async () => {
  const bundle = process.env[DEMO_BACKEND_BUNDLE];
  expect(bundle).toMatch(/demo-backend\.js$/);
  const backend = await startDemoBackend();
  try {
    expect(backend.child.spawnargs).toEqual([process.execPath, bundle]);
    expect((await fetch(`${backend.url}/health`)).status).toBe(200);
  } finally {
    await backend.stop();
  }
});

it('starts each DEMO_SCALE=large store as its own copy of one seeded store', async () => {
  const env = { DEMO_SCALE: 'large', LOG_LEVEL: 'info' };
  const first = await startGateway({ env, readyTimeoutMs: 180_000 });
  const second = await startGateway({ env, readyTimeoutMs: 180_000 });
  try {
    for (const gateway of [first, second]) {
      expect(gateway.output()).toMatch(/data loaded from/);
      expect(gateway.output()).not.toMatch(/seeding a new database/);
      expect((await organizationIds(gateway.url)).length).toBeGreaterThan(1_000);
    }
    expect(first.dataDir).not.toBe(second.dataDir);
  } finally {
    await Promise.all([first.stop(), second.stop()]);
  }
});
