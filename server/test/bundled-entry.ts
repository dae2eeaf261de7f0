// A server entry bundled once per test worker, for the tests that run it as a process (exit
// codes, signals, kills). Node starts the bundle in ~0.95 s; `node --import tsx` took ~1.95 s,
// loading and transforming every module on each of the ~25 starts. Built from the sources at
// the first start of a run, so a test never runs a stale dist/.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundleForNode } from '../../scripts/build';

const root = path.resolve(import.meta.dirname, '../..');
const bundles = new Map<string, Promise<string>>();

/** The path of `entry` (repository-relative) bundled for node; start it with cwd = the repo. */
export function bundledEntry(entry: 'server/index.ts' | 'server/demo-backend/index.ts') {
  let bundle = bundles.get(entry);
  if (!bundle) {
    const dir = mkdtempSync(path.join(tmpdir(), 'admin-portal-entry-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const outfile = path.join(dir, 'entry.js');
    bundle = bundleForNode(path.join(root, entry), outfile).then(() => outfile);
    bundles.set(entry, bundle);
  }
  return bundle;
}
