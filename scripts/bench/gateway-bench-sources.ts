// The programs bench:gateway starts beside nginx and the gateway, as module source for
// `node --input-type=module -e`: each in its own process, so none shares an event loop with
// the load generator or with what it is compared against.
import { SECURITY_HEADERS } from '../../server/gateway/security-headers';

/** helmet 8's default headers, as an Express BFF with app.use(helmet()) sends them. */
export const HELMET_HEADERS = {
  'Content-Security-Policy':
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' https: 'unsafe-inline';upgrade-insecure-requests",
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'Referrer-Policy': 'no-referrer',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Frame-Options': 'SAMEORIGIN',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
};

/** The upstream: 1 KB of JSON for every request, with any extra headers given. */
export function upstreamSource(port: number, extraHeaders: Record<string, string>): string {
  return `
    import http from 'node:http';
    const items = Array.from({ length: 9 }, (_, i) => ({ id: 'org-' + i, name: 'Organization ' + i, status: 'active', userCount: i * 7 }));
    let body = JSON.stringify({ items, hasMore: false, skipToken: null, pad: '' });
    body = JSON.stringify({ items, hasMore: false, skipToken: null, pad: 'x'.repeat(1024 - body.length) });
    const payload = Buffer.from(body);
    const server = http.createServer((req, res) => {
      req.resume();
      res.writeHead(200, { ...${JSON.stringify(extraHeaders)}, 'Content-Type': 'application/json', 'Content-Length': payload.length });
      res.end(payload);
    });
    server.keepAliveTimeout = 65000;
    server.listen(${port}, '127.0.0.1');
  `;
}

/**
 * The floor of the gateway's own stack: node:http in front of the same undici pool (the same
 * options, the same dispatch API), passing the upstream's headers and body and doing nothing
 * else. What the gateway costs above this is what its own code adds (issue #35).
 */
export function bareProxySource(port: number, upstreamPort: number): string {
  return `
    import http from 'node:http';
    import { Pool } from 'undici';
    const pool = new Pool('http://127.0.0.1:${upstreamPort}', { connections: 128, pipelining: 1, keepAliveTimeout: 4000 });
    http.createServer((req, res) => {
      pool.dispatch({ method: req.method, path: req.url, headers: { host: req.headers.host ?? '' }, body: null }, {
        onRequestStart() {},
        onResponseStart(_c, statusCode, headers) { res.writeHead(statusCode, headers); },
        onResponseData(_c, chunk) { res.write(chunk); },
        onResponseEnd() { res.end(); },
        onResponseError() { res.destroy(); },
      });
    }).listen(${port}, '127.0.0.1');
  `;
}

/**
 * The bare stack doing the gateway's job on this path and nothing else: its security headers
 * and a request id on every answer, X-Forwarded-*, X-Request-Id and a traceparent to the BFF
 * (ids from crypto, as the gateway makes them). What the gateway costs above this is its own
 * logic: routing, limits, metrics, trace and the BFF header rules.
 */
export function jobFloorProxySource(port: number, upstreamPort: number): string {
  return `
    import http from 'node:http';
    import { randomBytes, randomUUID } from 'node:crypto';
    import { Pool } from 'undici';
    const SECURITY = ${JSON.stringify(SECURITY_HEADERS)};
    const pool = new Pool('http://127.0.0.1:${upstreamPort}', { connections: 128, pipelining: 1, keepAliveTimeout: 4000 });
    let ids = Buffer.alloc(0), offset = 0;
    const hex = (bytes) => {
      if (offset + bytes > ids.length) { ids = randomBytes(4096); offset = 0; }
      offset += bytes;
      return ids.toString('hex', offset - bytes, offset);
    };
    http.createServer((req, res) => {
      const id = randomUUID();
      const trace = hex(24);
      const headers = ['host', req.headers.host ?? '', 'X-Forwarded-For', req.socket.remoteAddress,
        'X-Forwarded-Proto', 'http', 'X-Forwarded-Host', req.headers.host ?? '', 'X-Request-Id', id,
        'traceparent', '00-' + trace.slice(0, 32) + '-' + trace.slice(32) + '-01'];
      pool.dispatch({ method: req.method, path: req.url, headers, body: null }, {
        onRequestStart() {},
        onResponseStart(_c, statusCode, upstream) {
          const out = [...SECURITY, 'X-Request-Id', id];
          for (const name in upstream) if (name !== 'connection' && name !== 'keep-alive') out.push(name, upstream[name]);
          res.writeHead(statusCode, out);
        },
        onResponseData(_c, chunk) { res.write(chunk); },
        onResponseEnd() { res.end(); },
        onResponseError() { res.destroy(); },
      });
    }).listen(${port}, '127.0.0.1');
  `;
}
