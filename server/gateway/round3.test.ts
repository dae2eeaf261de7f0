// Issue #25 ("Hard to break, round 3"), the gateway's findings 11–15: each vector as the
// tester sent it, against a real upstream (raw sockets where a client would tidy it up).
import http from 'node:http';
import net from 'node:net';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Gateway } from '../app';
import { loadConfig } from '../config';
import {
  gatewayFor,
  makeStaticFixture,
  productionGatewayWithLog,
  startUpstream,
} from '../test/gateway-support';
import type { StaticFixture, Upstream } from '../test/gateway-support';
import { createGatewayServer } from './http-server';
import { redactSecrets } from './redact';
import { PERMISSIONS_POLICY } from './security-headers';

let upstream: Upstream;
let fixture: StaticFixture;
let gateway: Gateway;
let production: Gateway;
let productionLog: string[];

beforeAll(async () => {
  upstream = await startUpstream();
  fixture = makeStaticFixture();
  gateway = gatewayFor({ BFF_URL: upstream.url, STATIC_DIR: fixture.dir });
  ({ gateway: production, log: productionLog } = productionGatewayWithLog({
    BFF_URL: upstream.url,
    STATIC_DIR: fixture.dir,
  }));
});

afterAll(async () => {
  gateway.close();
  production.close();
  await upstream.close();
  fixture.remove();
});

afterEach(() => {
  upstream.routes.clear();
  productionLog.length = 0;
});

describe('finding 11: only a JSON media type lets a production 5xx body through', () => {
  it.each([
    'text/plain; x=/json',
    'text/html;a=+json',
    'text/html; charset=utf-8; profile="application/json"',
    'application/jsonp',
    'application/json-seq-not',
    'text/json+html',
  ])('hides a 5xx sent as %s', async (type) => {
    upstream.routes.set('/api/v1/crash', (_req, res) => {
      res.statusCode = 500;
      res.setHeader('Content-Type', type);
      res.end('Traceback: connect(password=hunter2) failed');
    });
    const res = await request(production.handler).get('/api/v1/crash');
    expect(res.status).toBe(500);
    expect(res.text).not.toContain('hunter2');
    expect(res.body.message).toBe('The backend failed (HTTP 500)');
  });

  it.each(['application/json', 'application/problem+json; charset=utf-8', 'Application/JSON'])(
    'passes a 5xx sent as %s',
    async (type) => {
      upstream.routes.set('/api/v1/down', (_req, res) => {
        res.statusCode = 503;
        res.setHeader('Content-Type', type);
        res.end('{"message":"Down for maintenance"}');
      });
      const res = await request(production.handler).get('/api/v1/down');
      expect(JSON.parse(res.text)).toEqual({ message: 'Down for maintenance' });
    },
  );
});

describe('finding 13: log redaction', () => {
  it('redacts JSON password members, URL credentials and PEM private keys', () => {
    const text = redactSecrets(
      [
        '{"password": "x-hunter2", "db_password":"p2", "user": "ann"}',
        'connect postgres://app:S3cret@db-7.internal:5432/portal failed',
        'redis://:r3dis@cache:6379',
        '-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA7vbq\n-----END RSA PRIVATE KEY-----',
        'key file: -----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0B',
      ].join('\n'),
    );
    for (const secret of ['x-hunter2', 'p2', 'S3cret', 'r3dis', 'MIIEpAIBAAKCAQEA7vbq', 'MIIEvQ']) {
      expect(text).not.toContain(secret);
    }
    // What helps someone debug stays.
    expect(text).toContain('"user": "ann"');
    expect(text).toContain('db-7.internal:5432/portal');
  });

  it('logs a replaced production 5xx without them', async () => {
    upstream.routes.set('/api/v1/crash', (_req, res) => {
      res.statusCode = 500;
      res.setHeader('Content-Type', 'text/plain');
      res.end('config {"password": "hunter2"} dsn=postgres://u:pw0rd@db/x');
    });
    await request(production.handler).get('/api/v1/crash');
    const logged = productionLog.find((line) => line.includes('backend failed'));
    expect(logged).toBeDefined();
    expect(logged).not.toContain('hunter2');
    expect(logged).not.toContain('pw0rd');
  });
});

describe('finding 14: repeated Host', () => {
  it('answers 400 to a request with two Host fields, and forwards nothing', async () => {
    upstream.requests.length = 0;
    const server = (await import('./http-server')).createGatewayServer(gateway.handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    try {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () =>
          socket.write(
            'GET /api/v1/me HTTP/1.1\r\nHost: localhost\r\nHost: rebind.attacker.example\r\nConnection: close\r\n\r\n',
          ),
        );
        let text = '';
        socket.on('data', (chunk) => (text += chunk));
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(upstream.requests).toHaveLength(0);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

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

describe('finding 12: DNS rebinding reaches no password-less demo', () => {
  let demo: Gateway;
  let listed: Gateway;
  beforeAll(() => {
    demo = createApp(
      loadConfig({ LOG_LEVEL: 'silent', BFF_URL: upstream.url, STATIC_DIR: fixture.dir }),
      {
        demoBackend: true,
      },
    );
    listed = gatewayFor({
      BFF_URL: upstream.url,
      STATIC_DIR: fixture.dir,
      NODE_ENV: 'production',
      ALLOWED_HOSTS: 'console.example.com, Admin.Example.org',
    });
  });
  afterAll(() => {
    demo.close();
    listed.close();
  });

  it.each(['/', '/login', '/api/v1/organizations', '/auth/me'])(
    'answers %s for Host rebind.attacker.example with 421 JSON, forwarding nothing',
    async (path) => {
      upstream.requests.length = 0;
      const res = await request(demo.handler).get(path).set('Host', 'rebind.attacker.example');
      expect(res.status).toBe(421);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body.message).toBe('This server does not answer for that host name.');
      expect(upstream.requests).toHaveLength(0);
    },
  );

  it('refuses a rebinding POST that would create an organization', async () => {
    upstream.requests.length = 0;
    const res = await request(demo.handler)
      .post('/api/v1/organizations')
      .set('Host', 'rebind.attacker.example:8080')
      .set('Origin', 'http://rebind.attacker.example:8080')
      .send({ name: 'Pwned' });
    expect(res.status).toBe(421);
    expect(upstream.requests).toHaveLength(0);
  });

  it.each(['localhost:8080', '127.0.0.1:5173', '[::1]:8080', 'LOCALHOST', 'localhost.'])(
    'answers its own host %s',
    async (host) => {
      const res = await request(demo.handler).get('/api/v1/me').set('Host', host);
      expect(res.status).toBe(200);
    },
  );

  it.each(['/gateway/healthz', '/gateway/readyz', '/gateway/metrics'])(
    'answers %s whatever the Host (probes use the pod IP)',
    async (path) => {
      const res = await request(demo.handler).get(path).set('Host', '10.1.2.3:8080');
      expect(res.status).not.toBe(421);
    },
  );

  it('in production with ALLOWED_HOSTS, answers the listed names only (any port, any case)', async () => {
    expect(
      (await request(listed.handler).get('/api/v1/me').set('Host', 'console.example.com')).status,
    ).toBe(200);
    expect(
      (await request(listed.handler).get('/api/v1/me').set('Host', 'admin.example.org:443')).status,
    ).toBe(200);
    expect((await request(listed.handler).get('/api/v1/me').set('Host', 'localhost')).status).toBe(
      421,
    );
    expect((await request(listed.handler).get('/').set('Host', 'evil.example')).status).toBe(421);
    expect(
      (await request(listed.handler).get('/gateway/healthz').set('Host', '10.0.0.7')).status,
    ).toBe(200);
  });

  it('without ALLOWED_HOSTS and with a real BFF, any Host is answered as before', async () => {
    const res = await request(gateway.handler).get('/api/v1/me').set('Host', 'anything.example');
    expect(res.status).toBe(200);
  });

  it('ALLOWED_HOSTS is validated', () => {
    for (const bad of [
      'console.example.com:8443',
      'https://console.example.com',
      'a b',
      '*.example.com',
    ])
      expect(() => loadConfig({ BFF_URL: upstream.url, ALLOWED_HOSTS: bad })).toThrow(
        /ALLOWED_HOSTS/,
      );
    expect(
      loadConfig({ BFF_URL: upstream.url, ALLOWED_HOSTS: 'a.example, 10.0.0.1,[::1]' })
        .allowedHosts,
    ).toEqual(['a.example', '10.0.0.1', '[::1]']);
  });
});

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
