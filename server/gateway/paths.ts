// Path rules of the gateway: which requests go to the BFF, which paths are refused outright,
// and which look like files (so they never fall back to index.html).
import { PROXIED_PREFIXES } from '../../shared/constants';
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

/**
 * The decoded path when it is safe to look up, else undefined: dot segments and dotfiles
 * (raw or %2e-encoded), encoded separators, backslashes and NUL are all refused.
 */
export function safePathname(pathname: string): string | undefined {
  if (pathname.includes('/.') || pathname.includes('\\') || pathname.includes('\0'))
    return undefined;
  if (!pathname.includes('%')) return pathname;
  if (/%(2f|5c|00)/i.test(pathname)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('/.') || decoded.includes('\\') || decoded.includes('\0')) return undefined;
  return decoded;
}

/** '/assets/x.js', '/favicon.ico': an extension on the last segment. */
export function looksLikeFile(pathname: string): boolean {
  return /\.[A-Za-z0-9]{1,8}$/.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}

export function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}
