// The benchmarks measure dist/: build it when it is missing, and say so when it is older than
// the sources (a stale bundle would measure old code; rebuilding behind the user's back would
// hide which code was measured).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The newest modification time of the sources bundled into dist/server.js. */
function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(file));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
      newest = Math.max(newest, statSync(file).mtimeMs);
  }
  return newest;
}

/** Builds `dist` (below `root`) when it is missing; notes when it is older than the sources. */
export function ensureBuild(root: string, dist: string): void {
  const server = path.join(dist, 'server.js');
  if (!existsSync(server) || !existsSync(path.join(dist, 'public', 'index.html'))) {
    console.log('dist is missing: running npm run build');
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    return;
  }
  const newest = Math.max(
    newestSource(path.join(root, 'server')),
    newestSource(path.join(root, 'shared')),
  );
  if (statSync(server).mtimeMs < newest)
    console.log(
      'note: dist/server.js is older than server/ — run npm run build for current figures',
    );
}
