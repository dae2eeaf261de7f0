// Once per browser test run: the demo backend bundled like the gateway (node starts it in
// ~1 s; through tsx it took ~3 s, once per file and per restart) and a folder where stores
// seeded at each DEMO_SCALE (the default too) are kept for the files to copy (processes.ts).
// Both go when the run ends. Chromium is each worker's own (browser.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundleForNode } from '../../../scripts/build';
import { DEMO_BACKEND_BUNDLE, DEMO_SEED_DIR } from './processes';

const root = path.resolve(import.meta.dirname, '../../..');

export default async function setup(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'admin-portal-browser-run-'));
  const bundle = path.join(dir, 'demo-backend.js');
  await bundleForNode(path.join(root, 'server/demo-backend/index.ts'), bundle);
  // Workers start after this and inherit the variables.
  process.env[DEMO_BACKEND_BUNDLE] = bundle;
  process.env[DEMO_SEED_DIR] = dir;
  return async () => {
    rmSync(dir, { recursive: true, force: true });
  };
}
