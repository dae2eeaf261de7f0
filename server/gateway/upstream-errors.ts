// How a failed BFF request is counted and answered: undici's error codes sorted into the kinds
// the metrics and the log name (a timeout is a 504, anything else a 502).
import type { UpstreamErrorKind } from './metrics';

const TIMEOUT_CODES: ReadonlySet<string> = new Set([
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_CONNECT_TIMEOUT',
]);
const RESET_CODES: ReadonlySet<string> = new Set([
  'UND_ERR_SOCKET',
  'ECONNRESET',
  'EPIPE',
  'ECONNABORTED',
]);

export function errorKind(code: string | undefined): UpstreamErrorKind {
  if (code === undefined) return 'other';
  if (TIMEOUT_CODES.has(code)) return 'timeout';
  if (code === 'ECONNREFUSED') return 'refused';
  if (RESET_CODES.has(code)) return 'reset';
  return 'other';
}

/**
 * What the BFF got wrong when undici's parser refused its answer as HTTP/1.1, else undefined.
 * One such answer is an unrequested `100 Continue`: RFC 9110 §15.2 asks a client to accept
 * it, undici 7's parser refuses it ('bad response', the socket destroyed). The gateway never
 * sends `Expect`, so it fails closed with a 502 and names the error, rather than editing bytes
 * on the socket outside the parser (STYLE.md: protocol handling lives in the parser).
 */
export function protocolErrorOf(error: Error & { code?: string }): string | undefined {
  const { code, message } = error;
  if (code?.startsWith('HPE_')) return message || code;
  if (code === 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH')
    return 'a body longer or shorter than its Content-Length';
  if (code !== 'UND_ERR_SOCKET') return undefined;
  if (message === 'bad response')
    return 'a 100 Continue it was not asked for, or an answer to no request';
  if (message === 'bad upgrade') return 'an upgrade it was not asked for';
  return undefined;
}
