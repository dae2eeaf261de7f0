// Issue #35 item 4: an answer whose one chunk is its whole Content-Length body is written with
// the end of the response (one write instead of a write and an end); anything else still streams.
import http from 'node:http';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Gateway } from '../app';
import { gatewayFor, sha256, startUpstream, type Upstream } from '../test/gateway-support';

let upstream: Upstream;
let gateway: Gateway;

beforeAll(async () => {
  upstream = await startUpstream();
  upstream.routes.set('/api/v1/big', (_req, res) => {
    res.setHeader('Content-Type', 'application/octet-stream');
    res.setHeader('Content-Length', 2 * 512 * 1024);
    res.write(Buffer.alloc(512 * 1024, 1));
    res.end(Buffer.alloc(512 * 1024, 2));
  });
  gateway = gatewayFor({ BFF_URL: upstream.url });
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  gateway.close();
  await upstream.close();
});

describe('a proxied answer in one chunk', () => {
  it('is written with the end of the response, not by a separate write', async () => {
    const write = vi.spyOn(http.ServerResponse.prototype, 'write');
    const end = vi.spyOn(http.ServerResponse.prototype, 'end');
    const res = await request(gateway.handler).get('/api/v1/small');
    expect(res.status).toBe(200);
    expect(res.body.url).toBe('/api/v1/small');
    expect(write).not.toHaveBeenCalled();
    // The gateway's end carries the body (the BFF here ends with a string).
    expect(end.mock.calls.filter((call) => Buffer.isBuffer(call[0]))).toHaveLength(1);
  });

  it('streams a body of several chunks whole', async () => {
    const write = vi.spyOn(http.ServerResponse.prototype, 'write');
    const res = await request(gateway.handler)
      .get('/api/v1/big')
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(sha256(res.body as Buffer)).toBe(
      sha256(Buffer.concat([Buffer.alloc(512 * 1024, 1), Buffer.alloc(512 * 1024, 2)])),
    );
    expect(write.mock.calls.length).toBeGreaterThan(1);
  });
});
