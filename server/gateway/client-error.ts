// Requests Node's parser rejects before the gateway sees them: answered here with the same
// JSON shape and security headers, and the socket closed; never a crash.
import type { Duplex } from 'node:stream';
import { SECURITY_HEADERS } from './security-headers';

const SECURITY_LINES = SECURITY_HEADERS.reduce(
  (lines, value, index) => (index % 2 === 0 ? lines : `${lines}${SECURITY_HEADERS[index - 1]}: ${value}\r\n`),
  '',
);

/** For `server.on('clientError', onClientError)`. */
export function onClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (!socket.writable || error.code === 'ECONNRESET' || error.code === 'EPIPE') {
    socket.destroy();
    return;
  }
  const [status, reason] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout']
        : [400, 'Bad Request'];
  const body = JSON.stringify({ error: reason, message: 'The request could not be read.' });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\n${SECURITY_LINES}\r\n${body}`,
  );
}
