// Issue #35 item 1: the merged header floor is remembered per BFF value, within a bound, and a
// BFF that changes its policy gets the new floor on its very next answer.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Gateway } from '../app';
import { gatewayFor, startUpstream, type Upstream } from '../test/gateway-support';
import { FloorCache, floorContentSecurityPolicy } from './header-floor';
import { securityHeaders } from './security-headers';
import { FLOORS, addUpstreamHeaders } from './upstream-response';

const OURS = (() => {
  const headers = securityHeaders(false);
  return headers[headers.indexOf('Content-Security-Policy') + 1]!;
})();

describe('FloorCache', () => {
  it('merges each (ours, theirs) once and answers what the floor answers', () => {
    const floor = vi.fn(floorContentSecurityPolicy);
    const cache = new FloorCache(floor);
    const theirs = "script-src 'none'";
    const first = cache.apply(OURS, theirs);
    expect(cache.apply(OURS, theirs)).toBe(first);
    expect(first).toBe(floorContentSecurityPolicy(OURS, theirs));
    expect(floor).toHaveBeenCalledTimes(1);
    expect(cache.apply(OURS, "img-src 'none'")).toBe(
      floorContentSecurityPolicy(OURS, "img-src 'none'"),
    );
    expect(floor).toHaveBeenCalledTimes(2);
  });

  it('never holds more than its limit, and still answers right past it', () => {
    const cache = new FloorCache(floorContentSecurityPolicy, 8);
    for (let nonce = 0; nonce < 100; nonce += 1) {
      const theirs = `script-src 'nonce-${nonce}'; object-src 'none'`;
      expect(cache.apply(OURS, theirs)).toBe(floorContentSecurityPolicy(OURS, theirs));
      expect(cache.size).toBeLessThanOrEqual(8);
    }
  });

  it('bounds the gateway’s own caches whatever values a BFF sends', () => {
    for (let nonce = 0; nonce < 300; nonce += 1)
      addUpstreamHeaders([...securityHeaders(false)], {
        'content-security-policy': `script-src 'nonce-${nonce}'`,
        'referrer-policy': `no-referrer, x-${nonce}`,
        'permissions-policy': `x${nonce}=()`,
      });
    for (const cache of Object.values(FLOORS)) expect(cache.size).toBeLessThanOrEqual(cache.limit);
  });
});

describe('a BFF that changes its Content-Security-Policy', () => {
  let upstream: Upstream;
  let gateway: Gateway;
  let csp = "script-src 'none'";
  beforeAll(async () => {
    upstream = await startUpstream();
    upstream.routes.set('/login', (_req, res) => {
      res.setHeader('Content-Security-Policy', csp);
      res.setHeader('Content-Type', 'text/html');
      res.end('<form></form>');
    });
    gateway = gatewayFor({ BFF_URL: upstream.url });
  });
  afterAll(async () => {
    gateway.close();
    await upstream.close();
  });

  it('gets the new floor on its next answer', async () => {
    const first = await request(gateway.handler).get('/login');
    expect(first.headers['content-security-policy']).toBe(floorContentSecurityPolicy(OURS, csp));
    expect(first.headers['content-security-policy']).toContain("script-src 'none'");
    csp = "img-src 'none'";
    const second = await request(gateway.handler).get('/login');
    expect(second.headers['content-security-policy']).toBe(floorContentSecurityPolicy(OURS, csp));
    expect(second.headers['content-security-policy']).toContain("img-src 'none'");
    expect(second.headers['content-security-policy']).not.toContain("script-src 'none'");
  });
});
