// Issue #31 item 2 and #30 item 12(c): a BFF answer undici's parser refuses (an unrequested
// `100 Continue` above all) fails closed: a 502, one log line naming the BFF's protocol error, and
// gateway_bff_protocol_errors_total. No byte on the BFF socket is edited outside the parser, on
// http and on https alike. The plain BFF is a raw socket server, so heads arrive exactly as
// written (three heads in one write arrive in one read).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Gateway } from '../app';
import { loadConfig } from '../config';
import { productionGatewayWithLog } from '../test/gateway-support';
import { bffPoolOptions } from './bff-pools';

const CONTINUE = 'HTTP/1.1 100 Continue\r\n\r\n';
const BODY = JSON.stringify({ ok: true });
const OK = `HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: ${BODY.length}\r\n\r\n${BODY}`;

/** What the raw BFF writes for each path, in one write. */
const ANSWERS: Record<string, string> = {
  '/api/v1/continue': CONTINUE + OK,
  '/api/v1/100-100-200': CONTINUE + CONTINUE + OK,
  '/api/v1/body-looks-like-continue': `HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: ${CONTINUE.length}\r\n\r\n${CONTINUE}`,
};

const tlsDir = path.join(import.meta.dirname, '../test/tls');
const tlsFile = (name: string) => readFileSync(path.join(tlsDir, name), 'utf8');

let bff: net.Server;
let bffUrl: string;
let tlsBff: https.Server;
let tlsUrl: string;
let plain: { gateway: Gateway; log: string[] };

beforeAll(async () => {
  bff = net.createServer((socket) => {
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      let end: number;
      while ((end = received.indexOf('\r\n\r\n')) !== -1) {
        const target = received.slice(0, end).split(' ')[1] ?? '';
        received = received.slice(end + 4);
        socket.write(ANSWERS[target] ?? OK);
      }
    });
  });
  await new Promise<void>((resolve) => bff.listen(0, '127.0.0.1', resolve));
  bffUrl = `http://127.0.0.1:${(bff.address() as net.AddressInfo).port}`;
  plain = productionGatewayWithLog({ BFF_URL: bffUrl });

  // An https BFF whose certificate a test CA signed (server/test/tls, valid until 2126).
  tlsBff = https.createServer(
    { key: tlsFile('bff-key.pem'), cert: tlsFile('bff-cert.pem') },
    (req, res) => {
      const hash = createHash('sha256');
      req.on('data', (chunk: Buffer) => hash.update(chunk));
      req.on('end', () => {
        if (req.url === '/api/v1/continue') res.writeContinue();
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ method: req.method, url: req.url, sha256: hash.digest('hex') }));
      });
    },
  );
  await new Promise<void>((resolve) => tlsBff.listen(0, '127.0.0.1', resolve));
  tlsUrl = `https://127.0.0.1:${(tlsBff.address() as net.AddressInfo).port}`;
});

afterAll(async () => {
  plain.gateway.close();
  tlsBff.closeAllConnections();
  await new Promise((resolve) => tlsBff.close(resolve));
  await new Promise((resolve) => bff.close(resolve));
});

const protocolErrors = async (gateway: Gateway) =>
  Number(
    /^gateway_bff_protocol_errors_total (\d+)$/m.exec(await gateway.metrics.render())?.[1] ?? NaN,
  );

describe('an answer undici’s parser refuses fails closed', () => {
  it.each(['/api/v1/continue', '/api/v1/100-100-200'])(
    '%s: a 502, one log line naming the protocol error, and the metric',
    async (target) => {
      const { gateway, log } = plain;
      const before = await protocolErrors(gateway);
      log.length = 0;
      const res = await request(gateway.handler).get(target);
      expect(res.status).toBe(502);
      expect(res.body).toMatchObject({ error: 'Bad Gateway' });
      expect(await protocolErrors(gateway)).toBe(before + 1);
      const lines = log.map((line) => JSON.parse(line) as { msg: string; reqId: string });
      expect(lines.filter((line) => line.msg.startsWith('BFF protocol error'))).toEqual([
        expect.objectContaining({
          msg: 'BFF protocol error: a 100 Continue it was not asked for, or an answer to no request',
          reqId: res.headers['x-request-id'],
        }),
      ]);
      // No answer crosses to the next request: it gets its own, on a new BFF connection.
      const next = await request(gateway.handler).get('/api/v1/ok');
      expect(next.status).toBe(200);
      expect(next.body).toEqual({ ok: true });
    },
  );

  it('passes a body that only looks like a 100 head untouched', async () => {
    for (let round = 0; round < 3; round += 1) {
      const res = await request(plain.gateway.handler).get('/api/v1/body-looks-like-continue');
      expect(res.status).toBe(200);
      expect(res.text).toBe(CONTINUE);
    }
  });

  it('runs one request per BFF socket at a time (pipelining 1)', () => {
    expect(bffPoolOptions(30_000).pipelining).toBe(1);
    expect(bffPoolOptions(30_000, tlsFile('ca.pem')).pipelining).toBe(1);
  });
});

describe('an https BFF signed by a test CA, on the proxy path', () => {
  let gateway: Gateway;
  beforeAll(() => {
    gateway = createApp(loadConfig({ LOG_LEVEL: 'silent', BFF_URL: tlsUrl }), {
      bffCa: tlsFile('ca.pem'),
    });
  });
  afterAll(() => gateway.close());

  it('forwards requests and bodies over TLS', async () => {
    const get = await request(gateway.handler).get('/api/v1/x?y=1');
    expect(get.status).toBe(200);
    expect(get.body).toMatchObject({ method: 'GET', url: '/api/v1/x?y=1' });
    const body = Buffer.alloc(256 * 1024, 7);
    const post = await request(gateway.handler)
      .post('/api/v1/upload')
      .set('Content-Type', 'application/octet-stream')
      .send(body);
    expect(post.status).toBe(200);
    expect(post.body.sha256).toBe(createHash('sha256').update(body).digest('hex'));
  });

  it('fails closed on an unrequested 100 Continue over TLS too', async () => {
    const before = await protocolErrors(gateway);
    expect((await request(gateway.handler).get('/api/v1/continue')).status).toBe(502);
    expect(await protocolErrors(gateway)).toBe(before + 1);
    expect((await request(gateway.handler).get('/api/v1/after')).status).toBe(200);
  });

  it('refuses the BFF when its CA is not trusted', async () => {
    const untrusting = createApp(loadConfig({ LOG_LEVEL: 'silent', BFF_URL: tlsUrl }));
    expect((await request(untrusting.handler).get('/api/v1/x')).status).toBe(502);
    untrusting.close();
  });
});
