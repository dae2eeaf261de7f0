// A server entry bundled once per test worker, for the tests that run it as a process (exit
// codes, signals, kills). Node starts the bundle in ~0.95 s; `node --import tsx` took ~1.95 s,
// loading and transforming every module on each of the ~25 starts. Built from the sources at
// the first start of a run, so a test never runs a stale dist/.
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundleForNode } from '../../scripts/build';

const root = path.resolve(import.meta.dirname, '../..');
/** One folder per worker process, named by its pid: vitest ends its workers without 'exit'. */
const parent = path.join(tmpdir(), 'admin-portal-test-entries');
const bundles = new Map<string, Promise<string>>();

/** The path of `entry` (repository-relative) bundled for node; start it with cwd = the repo. */
export function bundledEntry(entry: 'server/index.ts' | 'server/demo-backend/index.ts') {
  let bundle = bundles.get(entry);
  if (!bundle) {
    if (bundles.size === 0) removeFoldersOfEndedWorkers();
    const folder = path.basename(path.dirname(entry)); // server, demo-backend
    const outfile = path.join(parent, String(process.pid), folder, 'entry.js');
    bundle = bundleForNode(path.join(root, entry), outfile).then(() => outfile);
    bundles.set(entry, bundle);
  }
  return bundle;
}

function removeFoldersOfEndedWorkers() {
  mkdirSync(parent, { recursive: true });
  for (const name of readdirSync(parent)) {
    if (Number(name) !== process.pid && !isRunning(Number(name)))
      rmSync(path.join(parent, name), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
