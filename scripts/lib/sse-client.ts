// A minimal EventSource for the benchmarks, as a browser's behaves: it reads `id:`/`event:`
// blocks, and when the connection ends or fails it reconnects after a short pause sending the
// last id as Last-Event-ID. What it records lets a benchmark tell whether any event was lost:
// ids must follow each other by one (the demo feed numbers every change), and a `ready` after
// the first connection means the server could not resume.
import http from 'node:http';

export interface FeedClient {
  /** Every event id received, in order (ready included). */
  readonly ids: number[];
  /** Connections made (the first one included). */
  connections: number;
  /** `ready` events after the first connection: a resume the server could not make. */
  readyAfterResume: number;
  /** Connections refused (status not 200), e.g. past the gateway's stream bound. */
  refused: number;
  /** Ids that should have come between two received ones and did not. */
  gaps(): number;
  close(): void;
}

export function openFeed(
  baseUrl: string,
  path: string,
  cookie: string,
  reconnectMs = 200,
): FeedClient {
  let lastId: string | undefined;
  let closed = false;
  let request: http.ClientRequest | undefined;
  const client: FeedClient = {
    ids: [],
    connections: 0,
    readyAfterResume: 0,
    refused: 0,
    gaps() {
      let missing = 0;
      for (let i = 1; i < client.ids.length; i += 1) {
        const step = client.ids[i]! - client.ids[i - 1]!;
        if (step > 1) missing += step - 1;
      }
      return missing;
    },
    close() {
      closed = true;
      request?.destroy();
    },
  };
  const connect = () => {
    if (closed) return;
    client.connections += 1;
    const first = client.connections === 1;
    request = http.get(`${baseUrl}${path}`, {
      headers: {
        Accept: 'text/event-stream',
        Cookie: cookie,
        ...(lastId ? { 'Last-Event-ID': lastId } : {}),
      },
    });
    const again = () => {
      if (!closed) setTimeout(connect, reconnectMs);
    };
    request.on('error', again);
    request.on('response', (res) => {
      if (res.statusCode !== 200) {
        client.refused += 1;
        res.resume();
        res.on('end', again);
        return;
      }
      let buffer = '';
      // Only the ASCII `id:` and `event:` lines are read: latin1 decodes fastest.
      res.setEncoding('latin1');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let id: string | undefined;
          let event = 'message';
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) id = line.slice(4);
            else if (line.startsWith('event: ')) event = line.slice(7);
          }
          if (id === undefined) continue;
          lastId = id;
          if (event === 'ready' && !first) client.readyAfterResume += 1;
          // A ready marks a new start: ids after it are counted from its cursor.
          if (event === 'ready') client.ids.length = 0;
          client.ids.push(Number(id));
        }
      });
      res.on('end', again);
      res.on('error', () => undefined);
    });
  };
  connect();
  return client;
}
