// Once per browser test run: the demo backend bundled like the gateway (node starts it in
// ~1 s; through tsx it took ~3 s, once per file and per restart), a folder where stores
// seeded at each DEMO_SCALE (the default too) are kept for the files to copy (processes.ts),
// and the Chromium every file connects to (browser.ts). All go when the run ends.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundleForNode } from '../../../scripts/build';
import { launchSharedBrowser, SHARED_CHROMIUM } from './browser';
import { DEMO_BACKEND_BUNDLE, DEMO_SEED_DIR } from './processes';

const root = path.resolve(import.meta.dirname, '../../..');

export default async function setup(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'admin-portal-browser-run-'));
  const bundle = path.join(dir, 'demo-backend.js');
  const [chromium] = await Promise.all([
    launchSharedBrowser(),
    bundleForNode(path.join(root, 'server/demo-backend/index.ts'), bundle),
  ]);
  // Workers start after this and inherit the variables.
  process.env[DEMO_BACKEND_BUNDLE] = bundle;
  process.env[DEMO_SEED_DIR] = dir;
  process.env[SHARED_CHROMIUM] = chromium.wsEndpoint();
  return async () => {
    await chromium.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
