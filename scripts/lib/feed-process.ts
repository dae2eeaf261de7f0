// Starts scripts/lib/feed-clients.ts as a child process and talks to it (see there).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

export interface FeedTotals {
  events: number;
  gaps: number;
  connections: number;
  readyAfterResume: number;
  refused: number;
}

export interface FeedProcess {
  /** Closes every feed and resolves with the totals. */
  stop(): Promise<FeedTotals>;
}

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Resolves once every one of `count` feeds has received its first event. Feed i sends
 * `cookies[i % cookies.length]` (one session per tab: the gateway bounds streams per session).
 */
export async function startFeeds(
  url: string,
  cookies: readonly string[],
  count: number,
): Promise<FeedProcess> {
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/lib/feed-clients.ts'], {
    cwd: root,
    env: {
      ...process.env,
      FEED_URL: url,
      FEED_COOKIES: cookies.join('\n'),
      FEED_COUNT: String(count),
    },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const next = () => new Promise<string>((resolve) => lines.once('line', resolve));
  const connected = await next();
  if (connected !== 'connected') throw new Error(`feed clients said ${connected}`);
  return {
    async stop() {
      const totals = next();
      child.stdin!.write('stop\n');
      return JSON.parse(await totals) as FeedTotals;
    },
  };
}
