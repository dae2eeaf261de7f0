// A server-sent event stream held open while a screen shows something that moves (DESIGN
// resolution 14). The browser's EventSource reconnects by itself and sends Last-Event-ID, so a
// dropped connection or a replica going away loses nothing. A stream the backend refuses (404,
// 405, 501, the gateway's 503 past its stream bound) or that keeps failing before it ever opens
// is reported `unavailable`: the screen then polls, and the stream is tried again later.
import { useEffect, useRef, useState } from 'react';

export type StreamState = 'connecting' | 'live' | 'unavailable';

/** Failures in a row, none of them opening, before a stream counts as unavailable. */
const FAILURES_BEFORE_POLLING = 3;
/** How long an unavailable stream waits before it is tried again. */
export const STREAM_RETRY_MS = 60_000;

export interface EventStreamOptions {
  url: string;
  enabled: boolean;
  /** Per event name, what to do with its data. Read at each event: may change every render. */
  handlers: Record<string, (data: string) => void>;
  /** Each time the connection (re)opens, with when that attempt started. */
  onOpen?: (startedAt: number) => void;
}

export function useEventStream({
  url,
  enabled,
  handlers,
  onOpen,
}: EventStreamOptions): StreamState {
  const [state, setState] = useState<StreamState>('connecting');
  const [attempt, setAttempt] = useState(0);
  const latest = useRef({ handlers, onOpen });
  latest.current = { handlers, onOpen };

  useEffect(() => {
    if (!enabled) return;
    if (typeof EventSource === 'undefined') {
      setState('unavailable');
      return;
    }
    const source = new EventSource(url);
    let startedAt = Date.now();
    let failures = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const giveUp = () => {
      source.close();
      setState('unavailable');
      retry = setTimeout(() => setAttempt((n) => n + 1), STREAM_RETRY_MS);
    };
    source.onopen = () => {
      failures = 0;
      setState('live');
      latest.current.onOpen?.(startedAt);
    };
    source.onerror = () => {
      failures += 1;
      // CLOSED: the answer was not a stream (an error status); the browser will not retry.
      if (source.readyState === EventSource.CLOSED || failures >= FAILURES_BEFORE_POLLING) giveUp();
      else {
        setState('connecting');
        startedAt = Date.now();
      }
    };
    for (const name of Object.keys(latest.current.handlers)) {
      source.addEventListener(name, (event) =>
        latest.current.handlers[name]?.((event as MessageEvent<string>).data),
      );
    }
    return () => {
      clearTimeout(retry);
      source.close();
    };
  }, [url, enabled, attempt]);

  return enabled ? state : 'connecting';
}
