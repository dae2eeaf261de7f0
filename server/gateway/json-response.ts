// The gateway's own answers: small JSON bodies `{ error, message }` that never name an
// internal host, path or stack.
import type { ServerResponse } from 'node:http';

export const GATEWAY_ERRORS = {
  badRequest: {
    status: 400,
    error: 'Bad Request',
    message: 'The request could not be understood.',
  },
  misdirected: {
    status: 421,
    error: 'Misdirected Request',
    message: 'This server does not answer for that host name.',
  },
  crossOrigin: {
    status: 403,
    error: 'Forbidden',
    message: 'Cross-origin requests that change data are not allowed.',
  },
  methodNotAllowed: {
    status: 405,
    error: 'Method Not Allowed',
    message: 'This method is not served here.',
  },
  bodyTimeout: {
    status: 408,
    error: 'Request Timeout',
    message: 'The request body stopped arriving.',
  },
  notFound: { status: 404, error: 'Not Found', message: 'Nothing is served at this address.' },
  internal: {
    status: 500,
    error: 'Internal Server Error',
    message: 'The gateway failed to handle the request.',
  },
  badGateway: {
    status: 502,
    error: 'Bad Gateway',
    message: 'The backend is unavailable. Please try again shortly.',
  },
  notBuilt: {
    status: 503,
    error: 'Service Unavailable',
    message: 'The console has not been built yet; run npm run build.',
  },
  busy: {
    status: 503,
    error: 'Service Unavailable',
    message: 'The gateway is busy. Please try again shortly.',
  },
  tooManyRequests: {
    status: 429,
    error: 'Too Many Requests',
    message: 'Too many of your requests are in progress. Please try again shortly.',
  },
  notReady: { status: 503, error: 'Service Unavailable', message: 'The backend is not reachable.' },
  shuttingDown: {
    status: 503,
    error: 'Service Unavailable',
    message: 'The gateway is shutting down.',
  },
  gatewayTimeout: {
    status: 504,
    error: 'Gateway Timeout',
    message: 'The backend did not answer in time.',
  },
} as const satisfies Record<string, { status: number; error: string; message: string }>;

export type GatewayError = (typeof GATEWAY_ERRORS)[keyof typeof GATEWAY_ERRORS];

/** `headers` is the request's flat list (security headers + X-Request-Id). */
export function sendJson(
  res: ServerResponse,
  status: number,
  payload: unknown,
  headers: readonly string[],
): void {
  const body = JSON.stringify(payload);
  res.writeHead(
    status,
    headers.concat(
      'Content-Type',
      'application/json; charset=utf-8',
      'Content-Length',
      String(Buffer.byteLength(body)),
      'Cache-Control',
      'no-store',
    ),
  );
  res.end(body);
}

export function sendError(
  res: ServerResponse,
  problem: GatewayError,
  headers: readonly string[],
): void {
  sendJson(res, problem.status, { error: problem.error, message: problem.message }, headers);
}
