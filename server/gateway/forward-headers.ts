// The request headers the BFF gets: the browser's, minus hop-by-hop fields, Host, Expect and
// whatever it claims about forwarding or tracing, plus the gateway's own X-Forwarded-*,
// X-Request-Id and trace context. An X-Forwarded-For chain is kept only from a trusted proxy.
import type { IncomingMessage } from 'node:http';
import { peerAddress, requestHost } from './forwarded';
import type { ProxyTrust } from './forwarded';
import type { ProxyContext } from './proxy-context';
import { traceparentOf } from './trace';
import { connectionTokens, HOP_BY_HOP } from './upstream-response';

const REQUEST_DROP: ReadonlySet<string> = new Set([
  ...HOP_BY_HOP,
  'proxy-authorization',
  'host',
  'expect',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-request-id',
  // Trace context: the gateway sends its own (trace.ts), never an untrusted client's.
  'traceparent',
  'tracestate',
]);

/** Flat name/value pairs, as undici takes them. */
export function upstreamRequestHeaders(
  req: IncomingMessage,
  ctx: ProxyContext,
  trust: ProxyTrust,
  bffHost: string,
): string[] {
  const raw = req.rawHeaders;
  // Content on a HEAD has no meaning (RFC 9110 §9.3.2): its Content-Length is not forwarded.
  const head = req.method === 'HEAD';
  const extraHop = connectionTokens(req.headers.connection);
  const headers: string[] = [];
  let forwardedFor: string | undefined;
  for (let index = 0; index < raw.length; index += 2) {
    const name = raw[index]!;
    const lower = name.toLowerCase();
    if (REQUEST_DROP.has(lower) || extraHop?.has(lower) || (head && lower === 'content-length')) {
      if (lower === 'x-forwarded-for')
        forwardedFor = forwardedFor ? `${forwardedFor}, ${raw[index + 1]}` : raw[index + 1];
      continue;
    }
    headers.push(name, raw[index + 1]!);
  }
  const client = peerAddress(req.socket);
  // A chain from an untrusted peer is whatever that peer made up: only its address counts.
  if (forwardedFor && !trust.trusts(req.socket)) forwardedFor = undefined;
  headers.push(
    'X-Forwarded-For',
    forwardedFor ? `${forwardedFor}, ${client}` : client,
    'X-Forwarded-Proto',
    ctx.https ? 'https' : 'http',
    'X-Forwarded-Host',
    requestHost(req, trust) ?? bffHost,
    'X-Request-Id',
    ctx.id,
  );
  if (ctx.trace) {
    headers.push('traceparent', traceparentOf(ctx.trace));
    if (ctx.trace.tracestate) headers.push('tracestate', ctx.trace.tracestate);
  }
  return headers;
}
