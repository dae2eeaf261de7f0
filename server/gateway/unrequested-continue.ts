// The gateway never sends `Expect: 100-continue` to the BFF (proxy.ts drops it), yet RFC 9110
// §15.2 says a client must accept an interim 1xx it did not ask for. undici 7 destroys the
// socket on any 100 instead (the browser then gets a 502), so the BFF sockets are made here:
// where a response starts, a `100 Continue` head is dropped before undici's parser sees it.
//
// A response starts at the first byte that arrives after a request head was written: the pool
// runs one request per socket at a time (pipelining 1), so the previous answer is complete by
// then. undici writes each request head as one latin1 string that opens with the request line;
// bodies (the browser's bytes) arrive as Buffers and chunk framing opens with CRLF.
import type { Socket } from 'node:net';
import { buildConnector } from 'undici';

const REQUEST_LINE = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+ \S+ HTTP\/1\.1\r\n/;
const CONTINUE_HEAD = /^HTTP\/1\.[01] 100(?:[ \r])/;
const HEAD_END = '\r\n\r\n';
/** A 100 head bigger than this is not dropped: undici's own limits then judge it. */
const MAX_CONTINUE_HEAD = 16 * 1024;
/** Enough bytes to tell a 100 status line from any other. */
const STATUS_PREFIX = 'HTTP/1.1 100 '.length;

type Verdict = { keep: Buffer; drop: number } | 'wait' | 'pass';

/** Whether `pending` (bytes where a response starts) opens with a whole 100 head to drop. */
export function judgeResponseStart(pending: Buffer): Verdict {
  const text = pending.toString('latin1', 0, Math.min(pending.length, MAX_CONTINUE_HEAD));
  if (pending.length < STATUS_PREFIX) {
    return 'HTTP/1.1 100 '.startsWith(text) || 'HTTP/1.0 100 '.startsWith(text) ? 'wait' : 'pass';
  }
  if (!CONTINUE_HEAD.test(text)) return 'pass';
  const end = text.indexOf(HEAD_END);
  if (end === -1) return pending.length < MAX_CONTINUE_HEAD ? 'wait' : 'pass';
  const drop = end + HEAD_END.length;
  return { keep: pending.subarray(drop), drop };
}

/** Filters a connected socket in place: what undici reads never starts with a 100 head. */
function dropUnrequestedContinue(socket: Socket): void {
  let atResponseStart = false;
  let pending: Buffer = Buffer.alloc(0);
  const push = socket.push.bind(socket);
  const write = socket.write.bind(socket) as (...args: unknown[]) => boolean;

  socket.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (typeof chunk === 'string' && REQUEST_LINE.test(chunk)) atResponseStart = true;
    return write(chunk, ...rest);
  }) as Socket['write'];

  socket.push = (chunk: unknown, encoding?: BufferEncoding): boolean => {
    if (chunk === null) {
      if (pending.length > 0) push(pending);
      pending = Buffer.alloc(0);
      return push(null);
    }
    if (!atResponseStart || !Buffer.isBuffer(chunk)) return push(chunk, encoding);
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    for (;;) {
      const verdict = judgeResponseStart(pending);
      if (verdict === 'wait') return true;
      if (verdict === 'pass') break;
      pending = verdict.keep;
      if (pending.length === 0) return true;
    }
    atResponseStart = false;
    const rest = pending;
    pending = Buffer.alloc(0);
    return push(rest);
  };
}

/** undici's own connector (timeouts, keep-alive), with every socket filtered as above. */
export function bffConnector(options: buildConnector.BuildOptions): buildConnector.connector {
  const connect = buildConnector(options);
  return (connectOptions, callback) =>
    connect(connectOptions, (...args) => {
      if (args[0] === null) dropUnrequestedContinue(args[1]);
      callback(...args);
    });
}
