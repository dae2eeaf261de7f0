// W3C Trace Context across the gateway hop. A request's `traceparent` is believed only from a
// trusted proxy (TRUST_PROXY): from anyone else it could pin their requests to a trace of
// their choosing, so the gateway starts a new trace instead. The gateway's own span id goes to
// the BFF as the parent, with `tracestate` passed on when the parent was believed, and the
// trace id goes into the request's log line. Spans are exported only when
// OTEL_EXPORTER_OTLP_ENDPOINT is set (otel-export.ts, loaded then and only then).
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** version 00: trace id (32 hex), parent span id (16 hex), flags (2 hex), lower case. */
const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;
const ZERO_TRACE = '0'.repeat(32);
const ZERO_SPAN = '0'.repeat(16);
/** RFC: at most 32 list members; 512 characters is what implementations must propagate. */
const MAX_TRACESTATE = 512;

export interface ParentContext {
  traceId: string;
  spanId: string;
  flags: string;
  tracestate: string | undefined;
}

/** The incoming parent, when the header is a valid version-00 traceparent. */
export function parseTraceparent(
  traceparent: string | string[] | undefined,
  tracestate: string | string[] | undefined,
): ParentContext | undefined {
  // Two traceparent headers are ambiguous: the spec says to start afresh.
  if (typeof traceparent !== 'string') return undefined;
  const match = TRACEPARENT.exec(traceparent.trim());
  if (!match) return undefined;
  const [, traceId, spanId, flags] = match as unknown as [string, string, string, string];
  if (traceId === ZERO_TRACE || spanId === ZERO_SPAN) return undefined;
  const state = Array.isArray(tracestate) ? tracestate.join(',') : tracestate;
  return {
    traceId,
    spanId,
    flags,
    tracestate: state && state.length <= MAX_TRACESTATE ? state : undefined,
  };
}

/** One request's place in a trace, as the gateway forwards and logs it. */
export interface RequestTrace {
  traceId: string;
  /** The gateway's span: the BFF's parent. */
  spanId: string;
  flags: string;
  tracestate: string | undefined;
  /** Called once the answer finished (or the client left). */
  end(status: number, group: string): void;
}

export interface RequestInfo {
  method: string;
  path: string;
}

/** Starts the gateway's span for a request, under the given parent or as a new trace. */
export interface Tracer {
  start(parent: ParentContext | undefined, info: RequestInfo): RequestTrace;
  /** Sends what is buffered (exporting tracers); called at shutdown. */
  shutdown(): Promise<void>;
}

// Random ids from one pooled buffer: a randomBytes call per request would cost more than
// the rest of the trace handling together.
let pool = Buffer.alloc(0);
let offset = 0;
function randomHex(bytes: number): string {
  if (offset + bytes > pool.length) {
    pool = randomBytes(4096);
    offset = 0;
  }
  const hex = pool.toString('hex', offset, offset + bytes);
  offset += bytes;
  return hex;
}

const noEnd = () => {};

/** Propagation and log correlation only: ids made here, no spans recorded. */
export const localTracer: Tracer = {
  start(parent) {
    if (parent) {
      const { traceId, flags, tracestate } = parent;
      return { traceId, spanId: randomHex(8), flags, tracestate, end: noEnd };
    }
    // A new trace's two ids from one read of the pool: a conversion per id cost more.
    const ids = randomHex(24);
    // A new trace is marked sampled, so a BFF that samples by parent keeps its side.
    return {
      traceId: ids.slice(0, 32),
      spanId: ids.slice(32),
      flags: '01',
      tracestate: undefined,
      end: noEnd,
    };
  },
  shutdown: () => Promise.resolve(),
};

/** The incoming parent, if the request came through a trusted proxy and carries one. */
export function incomingParent(req: IncomingMessage, trusted: boolean): ParentContext | undefined {
  if (!trusted || req.headers.traceparent === undefined) return undefined;
  return parseTraceparent(req.headers.traceparent, req.headers.tracestate);
}

export const traceparentOf = (trace: RequestTrace) =>
  `00-${trace.traceId}-${trace.spanId}-${trace.flags}`;
