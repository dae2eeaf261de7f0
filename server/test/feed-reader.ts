// Reads a live feed (server-sent events) over a real socket and collects its messages:
// supertest would wait for a stream that never ends.
import http from 'node:http';
import { vi } from 'vitest';

interface FeedMessage {
  id?: string;
  event?: string;
  data?: string;
  comment?: boolean;
}

/** Opens the feed and collects its messages until `close()`. */
export function openFeed(
  port: number,
  cookie: string,
  lastEventId?: string,
  path = '/api/v1/provisioner/events',
) {
  const messages: FeedMessage[] = [];
  let status = 0;
  let contentType = '';
  const request = http.get({
    port,
    host: '127.0.0.1',
    path,
    headers: { Cookie: cookie, ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) },
  });
  let ended = false;
  request.on('response', (res) => {
    status = res.statusCode ?? 0;
    res.on('end', () => (ended = true));
    contentType = String(res.headers['content-type']);
    let buffer = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const message: FeedMessage = {};
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) message.comment = true;
          const [field, ...rest] = line.split(': ');
          if (field === 'id' || field === 'event' || field === 'data')
            message[field] = rest.join(': ');
        }
        messages.push(message);
      }
    });
  });
  request.on('error', () => undefined);
  return {
    messages,
    status: () => status,
    contentType: () => contentType,
    /** The server ended the stream. */
    ended: () => ended,
    events: (name: string) => messages.filter((m) => m.event === name),
    close: () => request.destroy(),
  };
}

/** Polls `check` (every 10 ms, for at most 5 s) until it holds. */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  what: string,
): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await check())) throw new Error(`timed out waiting for ${what}`);
    },
    { timeout: 5_000, interval: 10 },
  );
}
