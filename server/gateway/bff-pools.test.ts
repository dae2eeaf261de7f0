// The BFF connection pools (issue #25, finding 18): every socket to the BFF counts against
// BFF_MAX_CONNECTIONS, whatever the clients and the probes do.
import http from 'node:http';
import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayFor, makeStaticFixture } from '../test/gateway-support';
import type { StaticFixture } from '../test/gateway-support';
import { createGatewayServer } from './http-server';

let fixture: StaticFixture;

beforeAll(() => {
  fixture = makeStaticFixture();
});

afterAll(() => fixture.remove());

describe('finding 18: every BFF socket counts against BFF_MAX_CONNECTIONS', () => {
  it('holds the bound with the pool full, clients leaving mid-request and readiness probes running', async () => {
    let open = 0;
    let peak = 0;
    const held: http.ServerResponse[] = [];
    const bff = http.createServer((req, res) => {
      if (req.url === '/health') res.end('ok');
      else held.push(res);
    });
    bff.on('connection', (socket) => {
      open += 1;
      peak = Math.max(peak, open);
      socket.on('close', () => (open -= 1));
    });
    await new Promise<void>((resolve) => bff.listen(0, '127.0.0.1', resolve));
    const bounded = gatewayFor({
      BFF_URL: `http://127.0.0.1:${(bff.address() as net.AddressInfo).port}`,
      STATIC_DIR: fixture.dir,
      BFF_MAX_CONNECTIONS: '4',
    });
    const server = createGatewayServer(bounded.handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as net.AddressInfo).port;
    const send = (path: string) => {
      const req = http.get({ host: '127.0.0.1', port, path, agent: false });
      req.on('error', () => {});
      req.on('response', (res) => res.resume());
      return req;
    };
    try {
      const slow = Array.from({ length: 16 }, () => send('/api/v1/slow'));
      await expect.poll(() => held.length, { timeout: 10_000 }).toBe(4);
      const probes = Array.from({ length: 5 }, () => send('/gateway/readyz'));
      // Half the waiting browsers leave: their BFF sockets are closed and replaced.
      for (const req of slow.slice(0, 8)) req.destroy();
      await expect.poll(() => held.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(8);
      expect(peak).toBeLessThanOrEqual(4);
      for (const req of [...slow, ...probes]) req.destroy();
    } finally {
      server.closeAllConnections();
      server.close();
      bounded.close();
      bff.closeAllConnections();
      await new Promise<void>((resolve) => bff.close(() => resolve()));
    }
  });
});
