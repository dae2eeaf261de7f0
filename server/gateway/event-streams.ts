// Server-sent event streams through the gateway (DESIGN resolution 14). A stream holds its BFF
// socket for as long as a tab is open, so streams get their own pool and their own bound
// (BFF_MAX_STREAMS): a hundred open tabs never take the sockets ordinary requests need, and past
// the bound a stream gets a JSON 503 (the console then polls). On shutdown every stream is
// ended at once: the browser reconnects (to another replica, once this one stops accepting)
// and resumes with Last-Event-ID.
import type { IncomingMessage } from 'node:http';

/** An EventSource asks with `Accept: text/event-stream`; nothing else is held open. */
export function isEventStreamRequest(req: IncomingMessage): boolean {
  return req.method === 'GET' && /\btext\/event-stream\b/i.test(req.headers.accept ?? '');
}

export class OpenStreams {
  readonly #ends = new Set<() => void>();

  constructor(readonly max: number) {}

  get count(): number {
    return this.#ends.size;
  }

  /**
   * Counts a stream in, with what ends it early (shutdown); returns what to call once it is
   * over, or null when the bound is reached.
   */
  open(end: () => void): (() => void) | null {
    if (this.#ends.size >= this.max) return null;
    this.#ends.add(end);
    return () => this.#ends.delete(end);
  }

  /** Ends every open stream (SIGTERM, then again when the gateway stops accepting). */
  endAll(): void {
    for (const end of [...this.#ends]) end();
  }
}
