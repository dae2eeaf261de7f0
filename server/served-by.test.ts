// X-Served-By: which replica answered, for load-balancer demos (scripts/bench/replicas-bench.ts);
// off unless SERVED_BY names the replica.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayFor, makeStaticFixture, startUpstream } from './test/gateway-support';
import type { StaticFixture, Upstream } from './test/gateway-support';

let upstream: Upstream;
let fixture: StaticFixture;

beforeAll(async () => {
  upstream = await startUpstream();
  fixture = makeStaticFixture();
});

afterAll(async () => {
  await upstream.close();
  fixture.remove();
});

describe('X-Served-By', () => {
  it('is absent by default', async () => {
    const gateway = gatewayFor({ BFF_URL: upstream.url, STATIC_DIR: fixture.dir });
    for (const path of ['/api/v1/organizations', '/', '/gateway/healthz'])
      expect((await request(gateway.handler).get(path)).headers['x-served-by']).toBeUndefined();
    gateway.close();
  });

  it('names the replica on proxied, SPA, static, error and gateway answers when SERVED_BY is set', async () => {
    const gateway = gatewayFor({
      BFF_URL: upstream.url,
      STATIC_DIR: fixture.dir,
      SERVED_BY: 'gateway-7',
    });
    for (const path of [
      '/api/v1/organizations',
      '/',
      '/assets/main-ABCD1234.js',
      '/assets/missing-ABCD1234.js',
      '/gateway/healthz',
    ])
      expect((await request(gateway.handler).get(path)).headers['x-served-by']).toBe('gateway-7');
    gateway.close();
  });
});
