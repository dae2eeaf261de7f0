// The gateway's listening server, set up the one way index.ts (and tests that want the real
// thing) use it: explicit timeouts, our own answers for requests Node's parser refuses, and
// no answers from Node itself that would lack the security headers.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { RequestListener } from 'node:http';
import { onClientError, refuseConnect } from './client-error';
import { isHttpsRequest } from './forwarded';
import { sendJson } from './json-response';
import { securityHeaders } from './security-headers';

// The timeouts, together (README "Timeouts"): keep-alive idle 65 s; all request headers within
// 66 s; the whole request within 120 s; a request body idle for BODY_IDLE_TIMEOUT_MS (10 s) is
// cut off by the proxy; the BFF's answer within BFF_TIMEOUT_MS (30 s).
/** Longer than a typical load balancer's idle timeout (60 s), so the LB closes first. */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
export const HEADERS_TIMEOUT_MS = 66_000;
export const REQUEST_TIMEOUT_MS = 120_000;

export function createGatewayServer(handler: RequestListener): http.Server {
  // requireHostHeader off: a request without Host reaches the handler, which answers the
  // 400 itself, with the security headers Node's built-in answer would not carry.
  const server = http.createServer(
    {
      requireHostHeader: false,
      // Under a BFF's 16 KB (Node's default) by more than the proxy adds (X-Forwarded-*,
      // X-Request-Id): a request the gateway accepts fits the BFF too. At 16 KB a request
      // just under it got the BFF's bare 431, or a 502 when its reset won the race (fuzz).
      maxHeaderSize: 15 * 1024,
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
    },
    handler,
  );
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.on('clientError', onClientError);
  // Without a listener Node just drops a CONNECT; with one, the client learns why.
  server.on('connect', refuseConnect);
  // An Expect other than 100-continue: the same 417 Node would send, in our format.
  server.on('checkExpectation', (req, res) => {
    const headers = securityHeaders(isHttpsRequest(req)).concat(
      'X-Request-Id',
      randomUUID(),
      'Connection',
      'close',
    );
    sendJson(
      res,
      417,
      { error: 'Expectation Failed', message: 'Only Expect: 100-continue is supported.' },
      headers,
    );
  });
  return server;
}
