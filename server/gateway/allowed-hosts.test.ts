// The Host checks (allowed-hosts.ts). Issue #30 item 10: the allow-list compares the host of
// an RFC 3986 authority, so a name that merely starts with an allowed IP-literal is refused.
// Issue #25, findings 12 and 14: DNS rebinding reaches no password-less demo, and a request
// with two Host fields is a 400 (raw sockets where a client would tidy it up).
import net from 'node:net';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Gateway } from '../app';
import { loadConfig } from '../config';
import { gatewayFor, makeStaticFixture, startUpstream } from '../test/gateway-support';
import type { StaticFixture, Upstream } from '../test/gateway-support';
import { hostNameOf } from './allowed-hosts';
import { createGatewayServer } from './http-server';

let upstream: Upstream;
let fixture: StaticFixture;
let demo: Gateway;
let gateway: Gateway;

beforeAll(async () => {
  upstream = await startUpstream();
  fixture = makeStaticFixture();
  // The embedded demo answers local names only (localhost, 127.0.0.1, [::1]).
  demo = createApp(
    loadConfig({ LOG_LEVEL: 'silent', BFF_URL: upstream.url, STATIC_DIR: fixture.dir }),
    { demoBackend: true },
  );
  // A real BFF and no ALLOWED_HOSTS: every Host is answered.
  gateway = gatewayFor({ BFF_URL: upstream.url, STATIC_DIR: fixture.dir });
});

afterAll(async () => {
  demo.close();
  gateway.close();
  await upstream.close();
  fixture.remove();
});

afterEach(() => upstream.routes.clear());

describe('the Host allow-list', () => {
  it.each(['[::1].attacker.example', '[::1]evil.example', '[::1]:80.evil.example', '[::1]@evil'])(
    'refuses Host %s with a 421, forwarding nothing',
    async (host) => {
      upstream.requests.length = 0;
      const res = await request(demo.handler).get('/api/v1/me').set('Host', host);
      expect(res.status).toBe(421);
      expect(upstream.requests).toHaveLength(0);
    },
  );

  it.each(['[::1]', '[::1]:8080', '[::1]:', 'localhost:8080', '127.0.0.1'])(
    'answers Host %s',
    async (host) => {
      expect((await request(demo.handler).get('/api/v1/me').set('Host', host)).status).toBe(200);
    },
  );

  it.each([
    ['Console.Example.:8443', 'console.example'],
    ['[::1]:80', '[::1]'],
    ['[::1].attacker.example', ''],
    ['[::1]evil.example', ''],
    ['a.example:8080:90', ''],
    ['user@a.example', ''],
    ['a.example/x', ''],
  ])('hostNameOf(%j) is %j', (host, name) => {
    expect(hostNameOf(host)).toBe(name);
  });
});

describe('finding 14: repeated Host', () => {
  it('answers 400 to a request with two Host fields, and forwards nothing', async () => {
    upstream.requests.length = 0;
    const server = createGatewayServer(gateway.handler);
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

describe('finding 12: DNS rebinding reaches no password-less demo', () => {
  let listed: Gateway;
  beforeAll(() => {
    listed = gatewayFor({
      BFF_URL: upstream.url,
      STATIC_DIR: fixture.dir,
      NODE_ENV: 'production',
      ALLOWED_HOSTS: 'console.example.com, Admin.Example.org',
    });
  });
  afterAll(() => listed.close());

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
