// `npm run bench:demo-store [large|huge ...]`: the demo backend's store at scale. For each
// scale, median of RUNS fresh stores: seeding a new database (open + seed), opening the
// existing one, one organization update (a write with its activity event: median and p95 of
// WRITES), and GET /api/v1/organizations through HTTP as the Administrator (all of them,
// with user counts and managed relations) and as the Manager (Acme and its 5,000). Prints
// the machine's load average beside the figures: other work on the machine slows them.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createDemoBackend } from '../../server/demo-backend/app';
import { DataStore, type DemoLogger } from '../../server/demo-backend/store/data-store';
import { parseDemoScale, type DemoScale } from '../../server/demo-backend/seed/demo-scale';

const RUNS = Number(process.env.RUNS ?? 3);
const WRITES = Number(process.env.WRITES ?? 40);
const quiet: DemoLogger = { info() {}, warn() {}, error() {} };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? NaN;
};
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

function time<T>(run: () => T): [T, number] {
  const start = performance.now();
  const result = run();
  return [result, performance.now() - start];
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, returnUrl: '/' }),
    redirect: 'manual',
  });
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

async function listTimes(base: string, cookie: string, runs: number): Promise<[number, number]> {
  const times: number[] = [];
  let count = 0;
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    const response = await fetch(`${base}/api/v1/organizations`, { headers: { cookie } });
    const body = (await response.json()) as unknown[];
    times.push(performance.now() - start);
    count = body.length;
  }
  return [median(times), count];
}

async function benchScale(scale: DemoScale): Promise<void> {
  const seeds: number[] = [];
  const opens: number[] = [];
  const writes: number[] = [];
  const lists: number[] = [];
  const managerLists: number[] = [];
  let organizations = 0;
  let managerSees = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-demo-store-'));
    const file = path.join(dir, 'data.json');
    try {
      seeds.push(time(() => new DataStore(file, quiet, scale))[1]);
      const [store, open] = time(() => new DataStore(file, quiet, scale));
      opens.push(open);
      const ids = store.data.organizations.map((o) => o.id);
      for (let n = 0; n < WRITES; n += 1) {
        const id = ids[(n * 7919) % ids.length] as string;
        const start = performance.now();
        await store.update((draft, record) => {
          const organization = draft.organizations.find((o) => o.id === id);
          if (!organization) throw new Error('missing');
          organization.description = `Benchmark write ${n}`;
          record({
            actor: { sub: 'bench' },
            action: 'organization.updated',
            organizationId: id,
            organizationName: organization.name,
            target: { type: 'organization', id },
          });
        });
        writes.push(performance.now() - start);
      }
      const server = createServer(createDemoBackend({ dataFile: file, logger: quiet, scale }));
      const base = await listen(server);
      try {
        const [admin, count] = await listTimes(base, await signIn(base, 'admin@example.com'), 5);
        const [manager, seen] = await listTimes(base, await signIn(base, 'manager@example.com'), 5);
        lists.push(admin);
        managerLists.push(manager);
        organizations = count;
        managerSees = seen;
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  console.log(`\n${scale} (median of ${RUNS} fresh stores; load average ${load()})`);
  console.log(`  new store (open + seed)          ${ms(median(seeds))}`);
  console.log(`  open an existing store           ${ms(median(opens))}`);
  console.log(
    `  one organization update + event  median ${ms(median(writes))}, p95 ${ms(p95(writes))} (${writes.length} writes)`,
  );
  console.log(
    `  GET /api/v1/organizations        Administrator ${ms(median(lists))} (${organizations} organizations), Manager ${ms(median(managerLists))} (${managerSees})`,
  );
}

const scales = process.argv.slice(2).map((value) => parseDemoScale(value));
console.log(`bench:demo-store on Node ${process.version}, ${os.cpus().length} cores`);
for (const scale of scales.length > 0 ? scales : (['large', 'huge'] as const)) {
  await benchScale(scale);
}
