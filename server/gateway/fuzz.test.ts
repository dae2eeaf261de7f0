// Fuzzing the gateway (issue #8 item 3): random and malformed requests through createApp in
// front of a real demo backend on 127.0.0.1, signed in as the administrator. Bounded so the
// suite stays fast; FUZZ_RUNS=10 multiplies the cases, FUZZ_SEED replays a failure.
//
// Properties, for every request:
// - an answer comes, and it is never a 5xx (with the BFF down: only 502 for proxied paths and
//   the documented 503 of /gateway/readyz);
// - every answer carries the security headers, and every error is JSON with a message. That
//   includes what Node's parser refuses, which the gateway's server answers itself; there it
//   leaves the body out for a 431 and for a request line it cannot read (it cannot tell a
//   HEAD from a GET then), the documented exception (issue #8: a 431 has no body). Other
//   exceptions, by design: the demo sign-in form answers an unknown account with its 400
//   HTML page (DESIGN.md), and CONNECT is taken by Node for tunnelling, so with no
//   'connect' listener the connection is closed without an answer;
// - the demo data file changes only through an accepted write (POST/PUT/PATCH/DELETE
//   answered 2xx/3xx), is byte for byte the same after every other request, and stays valid;
// - nothing pollutes Object.prototype, nothing is logged at error level, and afterwards the
//   gateway still answers /gateway/healthz.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Gateway } from '../app';
import { loadConfig } from '../config';
import { createDemoBackend } from '../demo-backend/app';
import {
  assertAdministratorKeepsAccess,
  assertNoPrototypePollution,
  QUIET_DOMAIN_CHECK,
  checkAnswer,
  describeRequest,
  exchange,
  fuzzParameters,
  requestArb,
  serialize,
} from '../test/fuzz-support';
import type { FuzzAnswer, FuzzRequest, FuzzTargets } from '../test/fuzz-support';
import { storedDataLoads, storedDataWatch } from '../test/stored-data';
import { createGatewayServer } from './http-server';
import { proxiedGroup } from './paths';
import { closedPort, makeStaticFixture } from '../test/gateway-support';
import type { StaticFixture } from '../test/gateway-support';

const RUNS_UP = 600;
const RUNS_DOWN = 150;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Served {
  server: http.Server;
  port: number;
  close(): Promise<void>;
}

/** The gateway's own server (as server/index.ts runs it), or a plain one for the backend. */
async function serve(listener: http.RequestListener, gatewayServer: boolean): Promise<Served> {
  const server = gatewayServer ? createGatewayServer(listener) : http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let workDir: string;
let dataFile: string;
let fixture: StaticFixture;
let backend: Served;
const backendErrors: string[] = [];
const gatewayErrorLines: string[] = [];
const gatewayWarnLines: string[] = [];
let upGateway: Gateway;
let up: Served;
let downGateway: Gateway;
let down: Served;
let session = '';

/** A pino logger that keeps lines at error level and above, for the no-error-logs property. */
function errorCapturingLogger() {
  return pino(
    { level: 'warn', base: null },
    {
      write: (line: string) =>
        void (JSON.parse(line).level >= 50 ? gatewayErrorLines : gatewayWarnLines).push(line),
    },
  );
}

const get = (port: number, target: string, headers: [string, string][] = []) =>
  exchange(
    port,
    serialize({
      method: 'GET',
      target,
      version: 'HTTP/1.1',
      headers: [['Host', `127.0.0.1:${port}`], ...headers],
      body: undefined,
      framing: 'length',
    }),
  );

async function signIn(port: number): Promise<string> {
  const answer = await exchange(
    port,
    serialize({
      method: 'POST',
      target: '/login',
      version: 'HTTP/1.1',
      headers: [
        ['Host', `127.0.0.1:${port}`],
        ['Content-Type', 'application/x-www-form-urlencoded'],
      ],
      body: Buffer.from('email=admin%40example.com&returnUrl=%2F'),
      framing: 'length',
    }),
  );
  const cookie = /demo_session=[^;]+/.exec(answer.headers.get('set-cookie') ?? '')?.[0];
  if (answer.status !== 303 || !cookie) throw new Error(`sign-in failed: ${answer.status}`);
  return cookie;
}

async function targetsFor(port: number): Promise<FuzzTargets> {
  const organizations = JSON.parse(
    (await get(port, '/api/v1/organizations', [['Cookie', session]])).body.toString(),
  ) as { id: string; name: string }[];
  const acme = organizations.find((organization) => organization.name.startsWith('Acme'));
  if (!acme) throw new Error('no Acme in the seed');
  const users = JSON.parse(
    (
      await get(port, `/api/v1/organizations/${acme.id}/users`, [['Cookie', session]])
    ).body.toString(),
  ) as { items: { id: string }[] };
  return {
    organizationId: acme.id,
    userId: users.items[0]!.id,
    sessionCookie: () => session,
    host: `127.0.0.1:${port}`,
  };
}

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'gateway-fuzz-'));
  dataFile = path.join(workDir, 'data.json');
  fixture = makeStaticFixture();
  const quiet = {
    info: () => undefined,
    warn: () => undefined,
    error: (line: string) => void backendErrors.push(line),
  };
  backend = await serve(
    createDemoBackend({ dataFile, logger: quiet, domainCheck: QUIET_DOMAIN_CHECK }),
    false,
  );
  const config = (bff: string) =>
    loadConfig({ BFF_URL: bff, STATIC_DIR: fixture.dir, LOG_LEVEL: 'error' });
  upGateway = createApp(config(`http://127.0.0.1:${backend.port}`), {
    logger: errorCapturingLogger(),
  });
  up = await serve(upGateway.handler, true);
  downGateway = createApp(config(`http://127.0.0.1:${await closedPort()}`), {
    logger: pino({ level: 'silent' }),
  });
  down = await serve(downGateway.handler, true);
  session = await signIn(up.port);
});

afterAll(async () => {
  await Promise.all([up?.close(), down?.close(), backend?.close()]);
  upGateway?.close();
  downGateway?.close();
  fixture?.remove();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/** The shared checks, plus the security headers on every answer the gateway gives. */
function checkGatewayAnswer(request: FuzzRequest, answer: FuzzAnswer, allowed5xx: number[]): void {
  checkAnswer(request, answer, { allowed5xx, builtInAnswers: 'gateway' });
  if (answer.status === 0) return;
  if (
    !answer.headers.get('content-security-policy')?.includes("frame-ancestors 'none'") ||
    answer.headers.get('x-content-type-options') !== 'nosniff'
  ) {
    throw new Error(`answer ${answer.status} lacks the security headers`);
  }
  if (answer.headers.has('x-powered-by')) throw new Error('X-Powered-By is set');
}

const pathOf = (target: string) => target.split('?')[0] ?? target;

describe(`the gateway in front of the demo backend (${RUNS_UP} random requests)`, () => {
  it(`answers ${RUNS_UP} random and malformed requests without a 5xx, with JSON errors, and leaves the data file alone unless a write is accepted`, async () => {
    const targets = await targetsFor(up.port);
    let cases = 0;
    const statuses = new Map<number, number>();
    const storedHash = storedDataWatch(dataFile);
    let settledHash = storedHash();
    let previous = '(none)';
    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(requestArb({ targets }), async (request) => {
        cases += 1;
        const described = describeRequest(request);
        // A change between two cases belongs to the previous request: a write after its answer.
        const before = storedHash();
        if (before !== settledHash)
          throw new Error(`the data file changed after the answer to ${previous}`);
        const answer = await exchange(up.port, serialize(request), request.method);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        try {
          checkGatewayAnswer(request, answer, []);
          if (!accepted(request, answer) && storedHash() !== before) {
            throw new Error(`the data file changed on a ${answer.status} to ${request.method}`);
          }
          assertNoPrototypePollution();
        } catch (error) {
          throw new Error(
            `${(error as Error).message}\n  request: ${described}\n  gateway warnings: ${gatewayWarnLines.slice(-2).join('')}`,
          );
        }
        // A sign-in or sign-out the fuzzer made ends the session the next cases use.
        if (accepted(request, answer) && /^\/(login|logout)\b/.test(pathOf(request.target)))
          session = await signIn(up.port);
        else if (accepted(request, answer))
          await assertAdministratorKeepsAccess(up.port, session, described);
        settledHash = storedHash();
        previous = `the ${answer.status} to ${described}`;
      }),
      fuzzParameters(RUNS_UP),
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `fuzz: gateway (BFF up) ran ${cases} cases in ${seconds} s; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`,
    );
    expect(cases).toBeGreaterThanOrEqual(RUNS_UP);

    const health = await get(up.port, '/gateway/healthz');
    expect(health.status).toBe(200);
    expect(storedDataLoads(dataFile)).toBe(true);
    expect(gatewayErrorLines).toEqual([]);
    expect(backendErrors).toEqual([]);
    expect(await upGateway.metrics.render()).toMatch(
      /gateway_upstream_errors_total\{kind="refused"\} 0\n/,
    );
    // 600 requests on fresh connections: how long they take depends on the machine's load
    // (38 s at a load average of 10 on 2 cores); what is checked is every answer, not speed.
  }, 120_000);
});

function accepted(request: FuzzRequest, answer: FuzzAnswer): boolean {
  return WRITE_METHODS.has(request.method) && answer.status >= 200 && answer.status < 400;
}

describe(`the gateway with the BFF down (${RUNS_DOWN} random requests)`, () => {
  it(`answers ${RUNS_DOWN} random requests with 502 only for proxied paths, JSON errors, and keeps serving`, async () => {
    const targets: FuzzTargets = {
      organizationId: 'org-1',
      userId: 'user-1',
      sessionCookie: () => 'demo_session=whatever',
      host: `127.0.0.1:${down.port}`,
    };
    let cases = 0;
    // The documented 5xx: 502 when a proxied request finds the BFF down, 503 from readiness.
    const allowed = (request: FuzzRequest) => [
      ...(proxiedGroup(request.target) ? [502] : []),
      ...(pathOf(request.target) === '/gateway/readyz' ? [503] : []),
    ];
    await fc.assert(
      fc.asyncProperty(requestArb({ targets }), async (request) => {
        cases += 1;
        const answer = await exchange(down.port, serialize(request), request.method);
        try {
          checkGatewayAnswer(request, answer, allowed(request));
        } catch (error) {
          throw new Error(`${(error as Error).message}\n  request: ${describeRequest(request)}`);
        }
      }),
      fuzzParameters(RUNS_DOWN),
    );
    console.log(`fuzz: gateway (BFF down) ran ${cases} cases`);
    expect((await get(down.port, '/gateway/healthz')).status).toBe(200);
  });
});

/** One raw request through the gateway, checked like every fuzz case. */
async function sendChecked(
  request: Omit<FuzzRequest, 'version'> & { version?: string },
): Promise<FuzzAnswer> {
  const full: FuzzRequest = { version: 'HTTP/1.1', ...request };
  const answer = await exchange(up.port, serialize(full), full.method);
  try {
    checkGatewayAnswer(full, answer, []);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n  request: ${describeRequest(full)}`);
  }
  return answer;
}

describe('requests the fuzzer found mishandled', () => {
  const host = (): [string, string] => ['Host', `127.0.0.1:${up.port}`];

  it('an Expect the gateway does not support: JSON with the security headers, not a bare 417', async () => {
    await sendChecked({
      method: 'GET',
      target: '/api/v1/organizations',
      headers: [host(), ['Cookie', session], ['Expect', 'foo']],
      body: undefined,
      framing: 'length',
    });
    await sendChecked({
      method: 'GET',
      target: '/gateway/healthz',
      headers: [host(), ['Expect', '']],
      body: undefined,
      framing: 'length',
    });
  });

  it('a huge cookie: 431 from the gateway, JSON with the security headers', async () => {
    const answer = await sendChecked({
      method: 'GET',
      target: '/api/v1/organizations',
      headers: [host(), ['Cookie', `${session}; big=${'c'.repeat(20_000)}`]],
      body: undefined,
      framing: 'length',
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body.toString()).message).toEqual(expect.any(String));
  });

  it('HTTP/1.1 without Host: a 400 JSON with the security headers', async () => {
    const answer = await sendChecked({
      method: 'GET',
      target: '/',
      headers: [],
      body: undefined,
      framing: 'length',
    });
    expect(answer.status).toBe(400);
  });

  it('a refused write whose body then breaks the chunked framing: one answer, never a second', async () => {
    const answer = await sendChecked({
      method: 'POST',
      target: '/api/v1/organizations',
      headers: [host(), ['Origin', 'https://evil.example']],
      body: Buffer.from('{}'),
      framing: 'bad-chunk',
    });
    expect(answer.status).toBe(403);
  });

  it('a HEAD carrying a large body: the BFF answers it, no 502', async () => {
    const answer = await sendChecked({
      method: 'HEAD',
      target: '/health',
      headers: [host()],
      body: Buffer.alloc(500_000, 'x'),
      framing: 'length',
    });
    expect(answer.status).toBe(200);
  });

  it("headers just under the limit: the gateway refuses them itself (431) or the BFF answers, never a 502 or the BFF's own 431", async () => {
    const seen: string[] = [];
    for (let size = 15_800; size <= 16_400; size += 6) {
      const answer = await sendChecked({
        method: 'GET',
        target: '/health',
        headers: [host(), ['X-Big', 'v'.repeat(size)]],
        body: Buffer.from('{}'),
        framing: 'length',
      });
      // The gateway's own 431 comes from its parser, before a request id exists.
      if (answer.status !== 200 && !(answer.status === 431 && !answer.headers.has('x-request-id')))
        seen.push(`${size}: ${answer.status}`);
    }
    expect(seen).toEqual([]);
  });
});
