// Server-sent event streams through the gateway (DESIGN resolution 14). A stream holds its BFF
// socket for as long as a tab is open, so streams get their own pool and their own bound
// (BFF_MAX_STREAMS): a hundred open tabs never take the sockets ordinary requests need, and past
// the bound a stream gets a JSON 503 (the console then polls). On shutdown every stream is
// ended at once: the browser reconnects (to another replica, once this one stops accepting)
// and resumes with Last-Event-ID.
//
// What makes a stream is the BFF's answer, not the request's headers (issue #30): a feed asked
// for without `Accept: text/event-stream` is still held open by heartbeats. The console's feeds
// go to the stream pool by path whatever they accept; any other answer that turns out to be
// `text/event-stream` is moved there the moment it answers (proxy.ts).
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { ONBOARDING_EVENTS_PATH } from '@shared/onboardings';
import { PIPELINE_EVENTS_PATH } from '@shared/pipelines';
import { PerCallerCount } from './caller-limits';

const FEED_PATHS: ReadonlySet<string> = new Set([ONBOARDING_EVENTS_PATH, PIPELINE_EVENTS_PATH]);
const EVENT_STREAM = /\btext\/event-stream\b/i;
/** The media type alone, before any parameters; tested on every answer, so no splitting. */
const EVENT_STREAM_TYPE = /^[ \t]*text\/event-stream[ \t]*(?:;|$)/i;

/**
 * A GET that will be held open: an EventSource's (`Accept: text/event-stream`), or one to a
 * feed's path (the resolved path, without query) whatever it accepts.
 */
export function isEventStreamRequest(req: IncomingMessage, path = ''): boolean {
  return (
    req.method === 'GET' && (FEED_PATHS.has(path) || EVENT_STREAM.test(req.headers.accept ?? ''))
  );
}

/** Whether the BFF's answer is an event stream (its media type, before any parameters). */
export function isEventStreamResponse(headers: IncomingHttpHeaders): boolean {
  const type = headers['content-type'];
  return typeof type === 'string' && EVENT_STREAM_TYPE.test(type);
}

export class OpenStreams {
  readonly #ends = new Set<() => void>();
  readonly #perCaller: PerCallerCount;

  constructor(
    readonly max: number,
    /** Streams one caller may hold: the rest of the bound stays open to everybody else. */
    readonly maxPerCaller = max,
  ) {
    this.#perCaller = new PerCallerCount(maxPerCaller);
  }

  get count(): number {
    return this.#ends.size;
  }

  /**
   * Counts a stream of `caller` (caller-limits.ts) in, with what ends it early (shutdown);
   * returns what to call once it is over, or null when either bound is reached.
   */
  open(caller: string | undefined, end: () => void): (() => void) | null {
    if (this.#ends.size >= this.max) return null;
    const giveBack = this.#perCaller.take(caller);
    if (!giveBack) return null;
    this.#ends.add(end);
    return () => {
      if (this.#ends.delete(end)) giveBack();
    };
  }

  /** Ends every open stream (SIGTERM, then again when the gateway stops accepting). */
  endAll(): void {
    for (const end of [...this.#ends]) end();
  }
}
