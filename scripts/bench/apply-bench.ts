// `npm run bench:apply`: DESIGN resolution 23's "Apply Security to managed organizations" at
// DEMO_SCALE=large, where Acme manages 5,000 organizations (about 1,700 of them set Security
// fields of their own). Each of RUNS rounds puts the seed back (POST /__demo/reset, not timed),
// then times over HTTP the preview (dryRun) and the apply, each one request, which clears those
// overrides in one transaction with one activity event per changed organization. Prints the
// medians and the machine's load average beside them: other work on the machine slows them.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createDemoBackend } from '../../server/demo-backend/app';
import type { DemoLogger } from '../../server/demo-backend/store/data-store';
import { SEED_IDS } from '../../server/demo-backend/seed/seed';

const RUNS = Number(process.env.RUNS ?? 5);
const quiet: DemoLogger = { info() {}, warn() {}, error() {} };
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-apply-'));
const app = createDemoBackend({
  dataFile: path.join(dir, 'data.json'),
  logger: quiet,
  scale: 'large',
  faults: true,
});
const server = createServer(app);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, returnUrl: '/' }),
    redirect: 'manual',
  });
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

async function apply(cookie: string, dryRun: boolean): Promise<[number, { changed: number }]> {
  const start = performance.now();
  const response = await fetch(`${base}/api/v1/organizations/${SEED_IDS.acme}/settings/apply`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', 'x-csrf': '1' },
    body: JSON.stringify({ groups: ['security'], dryRun }),
  });
  const body = (await response.json()) as { changed: number };
  if (!response.ok) throw new Error(`apply answered ${response.status}: ${JSON.stringify(body)}`);
  return [performance.now() - start, body];
}

const previews: number[] = [];
const applies: number[] = [];
let changed = 0;
try {
  const cookie = await signIn('manager@example.com');
  for (let run = 0; run < RUNS; run += 1) {
    if (run > 0) await fetch(`${base}/__demo/reset`, { method: 'POST' });
    const [preview] = await apply(cookie, true);
    const [time, result] = await apply(cookie, false);
    previews.push(preview);
    applies.push(time);
    changed = result.changed;
  }
} finally {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
}
console.log(`bench:apply on Node ${process.version}, ${os.cpus().length} cores, DEMO_SCALE=large`);
console.log(
  `Apply Security to Acme's 5,000 managed organizations (${changed} changed), median of ${RUNS}`,
);
console.log(`  preview (dryRun)  ${median(previews).toFixed(0)} ms`);
console.log(`  apply             ${median(applies).toFixed(0)} ms (one request, one transaction)`);
console.log(`  load average      ${load()}`);
