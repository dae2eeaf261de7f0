// Sign-in returns only to a path on this origin: no open redirect, whatever the query says.
import { hasAsciiControl } from '@shared/control-characters';

const PROBE_ORIGIN = 'http://return-url.invalid';

/** `value` when it is a same-origin path (`/…`, not `//…` or `/\…`, no scheme or control characters), else `/`. */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // Browsers drop tabs and newlines and read `\` as `/`, so any of them could turn a path
  // into a network-path reference; refuse rather than normalise.
  if (hasAsciiControl(value) || value.includes('\\')) return '/';
  try {
    if (new URL(value, PROBE_ORIGIN).origin !== PROBE_ORIGIN) return '/';
  } catch {
    return '/';
  }
  return value;
}
