// The built SPA, indexed once at start-up: dist/public does not change while the process
// runs, so every file, its .br/.gz siblings, headers and ETag are worked out in advance and
// small files are kept in memory. Only files found by the scan can be served, which makes
// path climbing impossible by construction; dotfiles are never indexed.
import { createHash } from 'node:crypto';
import { createReadStream, readFileSync, readdirSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';
export const CACHE_SHORT = 'public, max-age=3600';

/** esbuild names outputs name-HASH.ext with an 8-character upper-case base32 hash. */
const HASHED_NAME = /-[A-Z0-9]{8,}\.[A-Za-z0-9.]+$/;
const MEMORY_FILE_LIMIT = 512 * 1024;
const MEMORY_TOTAL_LIMIT = 48 * 1024 * 1024;

interface Variant {
  file: string;
  size: number;
  /** In memory when small enough; otherwise streamed from disk. */
  body: Buffer | undefined;
  etag: string;
  /** Content-Type, Content-Length, Cache-Control, ETag, Vary, Content-Encoding. */
  headers: string[];
  notModifiedHeaders: string[];
}

export interface StaticEntry {
  identity: Variant;
  br: Variant | undefined;
  gzip: Variant | undefined;
}

export interface StaticSite {
  root: string;
  /** Looks up a decoded, already-safe URL path ('/assets/main-X.js', '/favicon.svg'). */
  find(pathname: string): StaticEntry | undefined;
  /** index.html, answered for '/' and for SPA navigations. */
  index: StaticEntry | undefined;
  fileCount: number;
  /** Whether index.html changed on disk since the scan (a rebuild during development). */
  changed(): boolean;
}

function cacheControlFor(urlPath: string): string {
  if (urlPath === '/index.html') return CACHE_REVALIDATE;
  if (urlPath.startsWith('/assets/') && HASHED_NAME.test(urlPath)) return CACHE_IMMUTABLE;
  return CACHE_SHORT;
}

function listFiles(dir: string, urlPrefix: string, out: Map<string, string>): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const file = path.join(dir, entry.name);
    const urlPath = `${urlPrefix}/${entry.name}`;
    if (entry.isDirectory()) listFiles(file, urlPath, out);
    else if (entry.isFile()) out.set(urlPath, file);
  }
}

const indexStamp = (root: string) =>
  statSync(path.join(root, 'index.html'), { throwIfNoEntry: false })?.mtimeMs ?? -1;

/** Indexes root; a missing folder gives an empty site (the SPA then answers 503). */
export function loadStaticSite(root: string): StaticSite {
  const stamp = indexStamp(root);
  const files = new Map<string, string>();
  try {
    listFiles(root, '', files);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  let memoryBudget = MEMORY_TOTAL_LIMIT;
  const entries = new Map<string, StaticEntry>();

  const variant = (
    file: string,
    contentType: string,
    cacheControl: string,
    encoding: string | undefined,
    vary: boolean,
  ): Variant => {
    const { size, mtimeMs } = statSync(file);
    // Source maps are fetched only by developer tools: they stay on disk.
    const keep =
      size <= MEMORY_FILE_LIMIT && size <= memoryBudget && !/\.map(\.(br|gz))?$/.test(file);
    const body = keep ? readFileSync(file) : undefined;
    if (body) memoryBudget -= body.length;
    // Content hash when the file is in memory anyway; size and time for the big ones.
    const etag = body
      ? `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`
      : `"${size.toString(36)}-${Math.floor(mtimeMs).toString(36)}${encoding ? `-${encoding}` : ''}"`;
    const length = body ? body.length : size;
    // A 304 repeats what caches key on (RFC 9110 §15.4.5); the body headers go only with 200.
    const notModifiedHeaders = ['Cache-Control', cacheControl, 'ETag', etag];
    if (vary) notModifiedHeaders.push('Vary', 'Accept-Encoding');
    const headers = [
      'Content-Type',
      contentType,
      'Content-Length',
      String(length),
      ...notModifiedHeaders,
    ];
    if (encoding) headers.push('Content-Encoding', encoding);
    return { file, size: length, body, etag, headers, notModifiedHeaders };
  };

  for (const [urlPath, file] of files) {
    // A .br/.gz beside its original is an encoding of it, not a file of its own.
    const base = urlPath.replace(/\.(br|gz)$/, '');
    if (base !== urlPath && files.has(base)) continue;
    const brFile = files.get(`${urlPath}.br`);
    const gzFile = files.get(`${urlPath}.gz`);
    const contentType =
      CONTENT_TYPES[path.extname(urlPath).toLowerCase()] ?? 'application/octet-stream';
    const cacheControl = cacheControlFor(urlPath);
    const vary = brFile !== undefined || gzFile !== undefined;
    try {
      entries.set(urlPath, {
        identity: variant(file, contentType, cacheControl, undefined, vary),
        br: brFile ? variant(brFile, contentType, cacheControl, 'br', vary) : undefined,
        gzip: gzFile ? variant(gzFile, contentType, cacheControl, 'gzip', vary) : undefined,
      });
    } catch (error) {
      // Removed while we scanned (a rebuild in progress): not served, and no crash.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return {
    root,
    find: (pathname) => entries.get(pathname),
    index: entries.get('/index.html'),
    fileCount: entries.size,
    changed: () => indexStamp(root) !== stamp,
  };
}

/** 'gzip, deflate, br;q=1' → which precompressed encodings the client takes (q=0 refuses). */
export function acceptedEncodings(header: string | undefined): { br: boolean; gzip: boolean } {
  if (!header) return { br: false, gzip: false };
  let br: boolean | undefined;
  let gzip: boolean | undefined;
  let any: boolean | undefined;
  for (const part of header.split(',')) {
    const semicolon = part.indexOf(';');
    const name = (semicolon === -1 ? part : part.slice(0, semicolon)).trim().toLowerCase();
    const accepted =
      semicolon === -1 || !/q\s*=\s*0(\.0{0,3})?\s*$/i.test(part.slice(semicolon + 1));
    if (name === 'br') br = accepted;
    else if (name === 'gzip' || name === 'x-gzip') gzip = accepted;
    else if (name === '*') any = accepted;
  }
  // '*' stands for every encoding not named explicitly.
  return { br: br ?? any ?? false, gzip: gzip ?? any ?? false };
}

function chooseVariant(entry: StaticEntry, acceptEncoding: string | undefined): Variant {
  if (!entry.br && !entry.gzip) return entry.identity;
  const accepted = acceptedEncodings(acceptEncoding);
  if (entry.br && accepted.br) return entry.br;
  if (entry.gzip && accepted.gzip) return entry.gzip;
  return entry.identity;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === etag || trimmed === `W/${etag}`;
  });
}

/**
 * Answers a GET/HEAD with entry in the encoding the client prefers. `extra` carries the
 * security headers and X-Request-Id. An ETag match answers 304.
 */
export function sendStatic(
  req: IncomingMessage,
  res: ServerResponse,
  entry: StaticEntry,
  extra: readonly string[],
): void {
  const chosen = chooseVariant(entry, req.headers['accept-encoding']);
  if (matchesEtag(req.headers['if-none-match'], chosen.etag)) {
    res.writeHead(304, extra.concat(chosen.notModifiedHeaders));
    res.end();
    return;
  }
  res.writeHead(200, extra.concat(chosen.headers));
  if (req.method === 'HEAD') {
    res.end();
  } else if (chosen.body) {
    res.end(chosen.body);
  } else {
    const stream = createReadStream(chosen.file);
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  }
}
