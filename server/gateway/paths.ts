// Path rules of the gateway: which requests go to the BFF, which paths are refused outright,
// and which look like files (so they never fall back to index.html).
import { PROXIED_PREFIXES } from '@shared/constants';
import type { RouteGroup } from './metrics';

const AUTH_PREFIXES: ReadonlySet<string> = new Set(['/auth', '/login', '/logout']);

/**
 * The route group of a proxied request URL (path + query), or undefined when it is not
 * proxied. A prefix matches only as the whole path or followed by '/' or '?', so '/authors',
 * '/healthz' and '/api/v10' stay with the gateway (a plain prefix filter would forward them).
 */
export function proxiedGroup(url: string): RouteGroup | undefined {
  for (const prefix of PROXIED_PREFIXES) {
    if (!url.startsWith(prefix)) continue;
    const next = url.charCodeAt(prefix.length);
    // NaN: end of string; 47 '/'; 63 '?'
    if (Number.isNaN(next) || next === 47 || next === 63)
      return AUTH_PREFIXES.has(prefix) ? 'auth' : 'api';
  }
  return undefined;
}

export function pathnameOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

export interface ResolvedTarget {
  /** The path after dot-segment removal, percent-encoding kept as sent: what is forwarded. */
  path: string;
  /** The same path decoded: what the static lookup and the gateway routes compare. */
  decoded: string;
  /** '?…' as sent, or ''. */
  search: string;
}

// Refused before any other rule: encoded dots and separators (they would turn into dot
// segments or new segments after a second decoding, by the BFF or a proxy behind it), a
// backslash (some servers treat it as '/'), and control characters, raw or encoded.
const REFUSED_ENCODING = /\\|%(?:2e|2f|5c|[01][0-9a-f]|7f)|%(?![0-9a-f]{2})/i;

/** C0 and C1 control characters and DEL. */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/**
 * The request target decoded and resolved once (RFC 3986 §5.2.4 dot-segment removal), or
 * undefined when it must be refused with a 400: not origin-form, a refused character, or
 * percent-encoding that is not UTF-8. Since encoded dots and slashes are refused, removing
 * dot segments from the raw path gives the same segments as removing them after decoding.
 */
export function resolveTarget(url: string): ResolvedTarget | undefined {
  if (url.charCodeAt(0) !== 47 /* '/' */) return undefined;
  const query = url.indexOf('?');
  const raw = query === -1 ? url : url.slice(0, query);
  if (REFUSED_ENCODING.test(raw) || hasControlCharacter(raw)) return undefined;
  const path = raw.includes('/.') ? removeDotSegments(raw) : raw;
  let decoded = path;
  if (path.includes('%')) {
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return undefined;
    }
    if (hasControlCharacter(decoded)) return undefined;
  }
  return { path, decoded, search: query === -1 ? '' : url.slice(query) };
}

/** RFC 3986 §5.2.4 for an absolute path: '.' dropped, '..' removes the segment before it. */
export function removeDotSegments(path: string): string {
  const input = path.split('/').slice(1);
  const output: string[] = [];
  input.forEach((segment, index) => {
    const last = index === input.length - 1;
    if (segment === '.' || segment === '..') {
      if (segment === '..') output.pop();
      // '/a/b/..' is '/a/': a dot segment at the end leaves the directory's slash.
      if (last) output.push('');
      return;
    }
    output.push(segment);
  });
  return `/${output.join('/')}`;
}

/** A dotfile or dot-directory anywhere in a decoded, resolved path ('/.env', '/.git/x'). */
export function hasDotSegment(decoded: string): boolean {
  return decoded.includes('/.');
}

/** '/assets/x.js', '/favicon.ico': an extension on the last segment. */
export function looksLikeFile(pathname: string): boolean {
  return /\.[A-Za-z0-9]{1,8}$/.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}

export function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}
