// The gateway's Permissions-Policy and the BFF's Refresh (issue #25, finding 15), against a
// real upstream.
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../app';
import { gatewayFor, makeStaticFixture, startUpstream } from '../test/gateway-support';
import type { StaticFixture, Upstream } from '../test/gateway-support';
import { PERMISSIONS_POLICY } from './security-headers';

let upstream: Upstream;
let fixture: StaticFixture;
let gateway: Gateway;

beforeAll(async () => {
  upstream = await startUpstream();
  fixture = makeStaticFixture();
  gateway = gatewayFor({ BFF_URL: upstream.url, STATIC_DIR: fixture.dir });
});

afterAll(async () => {
  gateway.close();
  await upstream.close();
  fixture.remove();
});

afterEach(() => upstream.routes.clear());

describe("finding 15: the BFF's Permissions-Policy and Refresh", () => {
  it('keeps our Permissions-Policy (plus what the BFF switches off) and drops Refresh', async () => {
    upstream.routes.set('/login', (_req, res) => {
      res.setHeader(
        'Permissions-Policy',
        'camera=*, geolocation=(self "https://evil.example"), fullscreen=()',
      );
      res.setHeader('Refresh', '0; url=https://evil.example/phish');
      res.setHeader('Content-Type', 'text/html');
      res.end('<form></form>');
    });
    const res = await request(gateway.handler).get('/login');
    expect(res.status).toBe(200);
    expect(res.headers['refresh']).toBeUndefined();
    expect(res.headers['permissions-policy']).toBe(`${PERMISSIONS_POLICY}, fullscreen=()`);
    expect(res.headers['permissions-policy']).not.toContain('evil');
  });

  it('sends our Permissions-Policy on its own answers too', async () => {
    const res = await request(gateway.handler).get('/');
    expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(PERMISSIONS_POLICY).toContain('camera=()');
  });
});
