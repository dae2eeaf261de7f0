// Issue #30 item 10: the Host allow-list compares the host of an RFC 3986 authority, so a name
// that merely starts with an allowed IP-literal is refused.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Gateway } from '../app';
import { loadConfig } from '../config';
import { startUpstream, type Upstream } from '../test/gateway-support';
import { hostNameOf } from './allowed-hosts';

let upstream: Upstream;
let demo: Gateway;

beforeAll(async () => {
  upstream = await startUpstream();
  // The embedded demo answers local names only (localhost, 127.0.0.1, [::1]).
  demo = createApp(loadConfig({ LOG_LEVEL: 'silent', BFF_URL: upstream.url }), {
    demoBackend: true,
  });
});

afterAll(async () => {
  demo.close();
  await upstream.close();
});

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
