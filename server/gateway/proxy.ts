// A lean streaming reverse proxy: the browser side is node:http, the BFF side is an undici
// keep-alive pool driven through its low-level dispatch API. Written this way rather than as
// http-proxy-middleware inside Express because the proxied API is the hot path: measured here
// in CPU time per request, Express + http-proxy-middleware costs ~4× and a node:http pipe with
// http.request ~1.4× what this does (scripts/bench/gateway-bench.ts prints the current figures).
// Bodies stream both ways untouched, every Set-Cookie is passed byte for byte (latin1 in,
// latin1 out), and redirects are passed on, never followed.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import type { Logger } from 'pino';
import type { Dispatcher } from 'undici';
import type { ProxyTrust } from './forwarded';
import { createBffPools } from './bff-pools';
import { PerCallerCount, sessionOf } from './caller-limits';
import { OpenStreams, isEventStreamRequest, isEventStreamResponse } from './event-streams';
import { upstreamRequestHeaders } from './forward-headers';
import { GATEWAY_ERRORS, sendError } from './json-response';
import type { GatewayError } from './json-response';
import type { GatewayMetrics } from './metrics';
import { pathnameOf } from './paths';
import type { ProxyContext } from './proxy-context';
import { errorKind, protocolErrorOf } from './upstream-errors';
import { ReplacedAnswer, addUpstreamHeaders, isJsonMediaType } from './upstream-response';

export interface ProxyOptions {
  target: URL;
  timeoutMs: number;
  metrics: GatewayMetrics;
  logger: Logger;
  /** Sockets to the BFF at most (BFF_MAX_CONNECTIONS). */
  maxConnections: number;
  /** Event streams open at once at most, each on a socket of its own (BFF_MAX_STREAMS). */
  maxStreams: number;
  /** Of those, how many one caller may hold (BFF_MAX_STREAMS_PER_USER). */
  maxStreamsPerUser: number;
  /** A request body that sends nothing for this long is cut off and its BFF socket freed. */
  bodyIdleTimeoutMs: number;
  /** Production: a 5xx that is not JSON reaches the browser as a generic JSON message. */
  hideServerErrors: boolean;
  /** Whose X-Forwarded-* are passed on (TRUST_PROXY). */
  trust: ProxyTrust;
  /** The BFF's session cookie, which tells one caller from another (SESSION_COOKIE). */
  sessionCookie: string;
  /** Ordinary requests one caller may have in flight at once (BFF_MAX_REQUESTS_PER_USER). */
  maxRequestsPerUser: number;
  /** A CA (PEM) trusted for an https BFF besides the system's. */
  bffCa?: string;
}

/** Requests waiting for a BFF socket, per socket, before new ones get a 503. */
export const QUEUE_PER_CONNECTION = 4;

export interface Proxy {
  forward(req: IncomingMessage, res: ServerResponse, ctx: ProxyContext): void;
  /** A GET to the BFF; resolves with whether any HTTP answer came within timeoutMs. */
  probe(path: string, timeoutMs: number): Promise<boolean>;
  /** Ends every open event stream now (shutdown): browsers reconnect and resume. */
  endStreams(): void;
  /** Event streams open now. */
  openStreams(): number;
  close(): void;
}

export function createProxy({
  target,
  timeoutMs,
  metrics,
  logger,
  maxConnections,
  maxStreams,
  maxStreamsPerUser,
  bodyIdleTimeoutMs,
  hideServerErrors,
  trust,
  sessionCookie,
  maxRequestsPerUser,
  bffCa,
}: ProxyOptions): Proxy {
  const { pool, streamPool } = createBffPools(
    target.origin,
    timeoutMs,
    maxConnections,
    maxStreams,
    bffCa,
  );
  const streams = new OpenStreams(maxStreams, maxStreamsPerUser);
  metrics.observeStreams(() => streams.count);
  const basePath = target.pathname.replace(/\/+$/, '');
  metrics.observePool(() => pool.stats);
  const queueLimit = maxConnections * (1 + QUEUE_PER_CONNECTION);
  let pending = 0;
  const perCaller = new PerCallerCount(maxRequestsPerUser);

  function forward(req: IncomingMessage, res: ServerResponse, ctx: ProxyContext): void {
    const caller = sessionOf(req.headers, sessionCookie);
    let stream = isEventStreamRequest(req, pathnameOf(ctx.target));
    // Waiting longer than a few seconds helps nobody: say when to come back instead.
    const refuse = (problem: GatewayError) => {
      if (problem === GATEWAY_ERRORS.busy) metrics.recordUpstreamError('other');
      ctx.headers.push('Retry-After', '1');
      if (!req.complete) ctx.headers.push('Connection', 'close');
      sendError(res, problem, ctx.headers);
    };
    let releaseOrdinary = () => {};
    let closeStream: (() => void) | null = null;
    if (stream) {
      closeStream = streams.open(caller, () => endEarly());
      if (!closeStream) return refuse(GATEWAY_ERRORS.busy);
    } else {
      if (pending >= queueLimit) return refuse(GATEWAY_ERRORS.busy);
      // A fair share each: one user's held requests never queue everybody else's.
      const giveBack = perCaller.take(caller);
      if (!giveBack) return refuse(GATEWAY_ERRORS.tooManyRequests);
      pending += 1;
      let held = true;
      releaseOrdinary = () => {
        if (!held) return;
        held = false;
        pending -= 1;
        giveBack();
      };
    }
    let controller: Dispatcher.DispatchController | undefined;
    let clientGone = false;
    let unread: NodeJS.Timeout | undefined;
    let idle: NodeJS.Timeout | undefined;
    // One listener does all of a request's clean-up: 'close' comes once, and each listener
    // more (or a once-wrapper) costs every request its share.
    res.on('close', () => {
      releaseOrdinary();
      closeStream?.();
      clearTimeout(unread);
      clearTimeout(idle);
      if (res.writableFinished) return;
      // The browser went away: stop the BFF work and free the pooled socket.
      clientGone = true;
      controller?.abort(new Error('client went away'));
    });
    const method = req.method ?? 'GET';
    // Content on a HEAD has no meaning (RFC 9110 §9.3.2) and undici closes the connection
    // after a HEAD, racing the upload: it is not forwarded (Node discards it here).
    const head = method === 'HEAD';
    const headers = upstreamRequestHeaders(req, ctx, trust, target.host);
    // A body is framed by Content-Length or chunked encoding; without either there is none.
    // It goes through a PassThrough so that undici giving up on it cannot destroy the
    // browser's socket before the 502 is written.
    const hasBody =
      !head &&
      (req.headers['transfer-encoding'] !== undefined ||
        (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0'));
    const body = hasBody ? req.pipe(new PassThrough()) : null;
    const started = performance.now();
    if (hasBody && !req.complete) {
      // A slow upload would otherwise hold its BFF socket for as long as it trickles.
      const stalled = () => {
        metrics.recordUpstreamError('timeout');
        logger.warn({ reqId: ctx.id }, 'request body stalled: cut off');
        if (!res.headersSent) {
          ctx.headers.push('Connection', 'close');
          sendError(res, GATEWAY_ERRORS.bodyTimeout, ctx.headers);
        }
        clientGone = true;
        controller?.abort(new Error('request body stalled'));
        body?.destroy();
        req.socket.destroySoon();
      };
      idle = setTimeout(stalled, bodyIdleTimeoutMs);
      req.on('data', () => idle?.refresh());
      req.once('end', () => clearTimeout(idle));
    }

    // A browser that stops reading would hold its BFF socket for good (heartbeats keep a
    // stream alive): an answer whose buffer stays full for BFF_TIMEOUT_MS is cut.
    const cutSlowReader = () => {
      metrics.recordSlowReader();
      logger.warn({ reqId: ctx.id }, 'browser stopped reading: answer cut');
      clientGone = true;
      controller?.abort(new Error('browser stopped reading'));
      res.destroy();
    };

    // Shutdown: the stream ends cleanly and its connection closes, so the browser's EventSource
    // reconnects on a new one (to another replica once this one stops accepting).
    const endEarly = () => {
      clientGone = true;
      controller?.abort(new Error('gateway shutting down'));
      if (!res.headersSent) sendError(res, GATEWAY_ERRORS.shuttingDown, ctx.headers);
      else res.end(() => req.socket.destroySoon());
    };

    const fail = (error: Error & { code?: string }) => {
      if (clientGone) return;
      const kind = errorKind(error.code);
      metrics.recordUpstreamError(kind);
      const protocolError = protocolErrorOf(error);
      if (protocolError) {
        metrics.recordProtocolError();
        logger.warn(
          { reqId: ctx.id, kind, code: error.code, protocolError },
          `BFF protocol error: ${protocolError}`,
        );
      } else logger.warn({ reqId: ctx.id, kind, code: error.code }, 'upstream request failed');
      if (res.headersSent) {
        // Cut a half-sent answer short so the browser sees it failed; a complete one stands.
        if (!res.writableEnded) res.destroy();
        return;
      }
      // An unread request body would stall the connection: close it after the answer.
      if (hasBody && !req.complete) ctx.headers.push('Connection', 'close');
      sendError(
        res,
        kind === 'timeout' ? GATEWAY_ERRORS.gatewayTimeout : GATEWAY_ERRORS.badGateway,
        ctx.headers,
      );
    };

    let replaced: ReplacedAnswer | undefined;
    let wholeBody = -1;
    let endedWithBody = false;
    const options: Dispatcher.DispatchOptions = {
      method,
      path: basePath + ctx.target,
      headers,
      body,
    };
    // An answer that turns out to be a stream leaves the ordinary pool at once: a GET without
    // a body is asked again on the stream pool, where it counts as a stream; anything else is
    // refused, since asking twice could do its work twice.
    const moveToStreams = (): void => {
      releaseOrdinary();
      if (method !== 'GET' || hasBody) {
        logger.warn({ reqId: ctx.id, method }, 'backend answered an event stream: refused');
        return sendError(res, GATEWAY_ERRORS.badGateway, ctx.headers);
      }
      closeStream = streams.open(caller, () => endEarly());
      if (!closeStream) return refuse(GATEWAY_ERRORS.busy);
      stream = true;
      send();
    };

    let attempt = 0;
    const send = (): void => {
      const mine = (attempt += 1);
      (stream ? streamPool : pool).dispatch(options, {
        onRequestStart(started) {
          if (mine !== attempt) return started.abort(new Error('moved'));
          controller = started;
          if (clientGone) started.abort(new Error('client went away'));
        },
        onResponseStart(answering, statusCode, upstreamHeaders, statusMessage) {
          if (statusCode < 200) return; // 1xx informational answers are not passed on
          // A HEAD's answer has no body to hold: it passes as it is.
          if (!stream && !head && isEventStreamResponse(upstreamHeaders)) {
            attempt += 1; // what this abort reports is no longer the browser's business
            answering.abort(new Error('moved to the stream pool'));
            return moveToStreams();
          }
          metrics.recordUpstreamLatency((performance.now() - started) / 1000);
          if (
            hideServerErrors &&
            statusCode >= 500 &&
            !isJsonMediaType(upstreamHeaders['content-type'])
          ) {
            // Its stack trace and host names go to our log, not to the browser.
            replaced = new ReplacedAnswer(statusCode);
            return;
          }
          const out = ctx.headers;
          addUpstreamHeaders(out, upstreamHeaders);
          // A stream's first event must not wait in a proxy's buffer (nginx honours this).
          if (stream && !upstreamHeaders['x-accel-buffering']) out.push('X-Accel-Buffering', 'no');
          res.writeHead(statusCode, statusMessage || undefined, out);
          if (stream) res.flushHeaders();
          else wholeBody = Number(upstreamHeaders['content-length'] ?? -1);
        },
        onResponseData(paused, chunk) {
          if (mine !== attempt) return;
          if (replaced) return replaced.add(chunk);
          // One chunk that is the whole body goes out with the end: one write, not two.
          if (chunk.length === wholeBody) {
            endedWithBody = true;
            return void res.end(chunk);
          }
          wholeBody = -1;
          if (!res.write(chunk)) {
            paused.pause();
            unread = setTimeout(cutSlowReader, timeoutMs);
            res.once('drain', () => {
              clearTimeout(unread);
              paused.resume();
            });
          }
        },
        onResponseEnd() {
          if (mine !== attempt) return;
          if (replaced) return replaced.send(res, ctx.id, ctx.headers, logger);
          if (!endedWithBody) res.end();
        },
        onResponseError(_controller, error) {
          if (mine !== attempt) return;
          fail(error);
        },
      });
    };
    send();
  }

  async function probe(path: string, probeTimeoutMs: number): Promise<boolean> {
    try {
      const answer = await pool.request({
        method: 'GET',
        path: basePath + path,
        headersTimeout: probeTimeoutMs,
        signal: AbortSignal.timeout(probeTimeoutMs),
      });
      await answer.body.dump();
      return true;
    } catch {
      return false;
    }
  }

  return {
    forward,
    probe,
    endStreams: () => streams.endAll(),
    openStreams: () => streams.count,
    close: () => {
      pool.destroy().catch(() => {});
      streamPool.destroy().catch(() => {});
    },
  };
}
