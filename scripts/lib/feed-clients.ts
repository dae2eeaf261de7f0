// A process of its own holding many live-feed connections (bench:live, bench:replicas), so that
// parsing their events does not slow the load generator that measures latency. Environment:
// FEED_URL, FEED_COOKIES (one per line, used in turn), FEED_COUNT. Prints `connected` once every feed has its first event;
// on a `stop` line on stdin prints one JSON line of totals and exits.
import { createInterface } from 'node:readline';
import { openFeed } from './sse-client';

const url = process.env.FEED_URL ?? '';
const cookies = (process.env.FEED_COOKIES ?? '').split('\n');
const count = Number(process.env.FEED_COUNT ?? 1);
const feeds = Array.from({ length: count }, (_, index) =>
  openFeed(url, '/api/v1/provisioner/events', cookies[index % cookies.length]!),
);

const waitConnected = setInterval(() => {
  if (feeds.every((feed) => feed.ids.length > 0)) {
    clearInterval(waitConnected);
    process.stdout.write('connected\n');
  }
}, 20);

createInterface({ input: process.stdin }).on('line', (line) => {
  if (line.trim() !== 'stop') return;
  for (const feed of feeds) feed.close();
  const totals = {
    events: feeds.reduce((sum, feed) => sum + Math.max(0, feed.ids.length - 1), 0),
    gaps: feeds.reduce((sum, feed) => sum + feed.gaps(), 0),
    connections: feeds.reduce((sum, feed) => sum + feed.connections, 0),
    readyAfterResume: feeds.reduce((sum, feed) => sum + feed.readyAfterResume, 0),
    refused: feeds.reduce((sum, feed) => sum + feed.refused, 0),
  };
  process.stdout.write(`${JSON.stringify(totals)}\n`);
  process.exit(0);
});
