// Requests Node's parser rejects before the gateway sees them: answered here with the same
// JSON shape and security headers, and the socket closed; never a crash.
import type { Duplex } from 'node:stream';
import { SECURITY_HEADERS } from './security-headers';

const SECURITY_LINES = SECURITY_HEADERS.reduce(
  (lines, value, index) =>
    index % 2 === 0 ? lines : `${lines}${SECURITY_HEADERS[index - 1]}: ${value}\r\n`,
  '',
);

/** The response Node is writing on this connection, if any (what its own default checks). */
type HttpSocket = Duplex & { _httpMessage?: { headersSent?: boolean } | null };

/** For `server.on('clientError', onClientError)`. */
export function onClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  // Once an answer has started on this connection (a bad chunk after a request's headers,
  // say), a second status line would corrupt the stream: close it instead.
  const inFlight = (socket as HttpSocket)._httpMessage;
  if (
    !socket.writable ||
    error.code === 'ECONNRESET' ||
    error.code === 'EPIPE' ||
    inFlight?.headersSent
  ) {
    socket.destroy();
    return;
  }
  const [status, reason] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout']
        : [400, 'Bad Request'];
  // An answer to HEAD must not carry a body. The bytes at hand usually start with the request
  // line; when they do not (a long header split over reads), the JSON goes out, and with
  // Content-Length and Connection: close a client that expected none still reads it cleanly.
  const head =
    (error as { rawPacket?: Buffer }).rawPacket?.subarray(0, 5).toString('latin1') === 'HEAD ';
  const body = head
    ? ''
    : JSON.stringify({ error: reason, message: 'The request could not be read.' });
  const type = body ? 'Content-Type: application/json; charset=utf-8\r\n' : '';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\n${type}Content-Length: ${Buffer.byteLength(body)}\r\n` +
      `Cache-Control: no-store\r\n${SECURITY_LINES}\r\n${body}`,
  );
}

/** For `server.on('connect', refuseConnect)`: the console tunnels nothing. */
export function refuseConnect(_req: unknown, socket: Duplex): void {
  const body = JSON.stringify({
    error: 'Method Not Allowed',
    message: 'This method is not served here.',
  });
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nConnection: close\r\nAllow: GET, HEAD\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Cache-Control: no-store\r\n${SECURITY_LINES}\r\n${body}`,
  );
}
