// Issue #30's attack for bench:live: many GETs of a live feed *without* `Accept:
// text/event-stream`, each on a socket of its own and held for as long as the gateway keeps it
// (answers are read and dropped). Before the fix they took every ordinary BFF socket.
import http from 'node:http';

export interface HeldFeeds {
  /** Answers so far by status (a refusal closes; a stream stays held). */
  statuses(): Record<number, number>;
  close(): void;
}

/** Resolves once every request has its answer's head (or failed), or after `waitMs`. */
export async function holdFeedsWithoutAccept(
  url: string,
  cookie: string,
  count: number,
  waitMs = 10_000,
): Promise<HeldFeeds> {
  const { hostname, port } = new URL(url);
  const statuses: Record<number, number> = {};
  let settled = 0;
  const requests = Array.from({ length: count }, () => {
    const request = http.get({
      host: hostname,
      port,
      path: '/api/v1/onboardings/events',
      agent: false,
      headers: { Cookie: cookie },
    });
    request.on('error', () => (settled += 1));
    request.on('response', (res) => {
      statuses[res.statusCode ?? 0] = (statuses[res.statusCode ?? 0] ?? 0) + 1;
      settled += 1;
      res.resume();
    });
    return request;
  });
  const deadline = Date.now() + waitMs;
  while (settled < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return {
    statuses: () => ({ ...statuses }),
    close: () => {
      for (const request of requests) request.destroy();
    },
  };
}
