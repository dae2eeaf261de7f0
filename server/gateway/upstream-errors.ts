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
