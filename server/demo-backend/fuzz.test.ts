// Fuzzing the demo backend on its own (issue #8 item 3): random and malformed requests
// straight at createDemoBackend on a plain node:http server, as `npm run demo-backend` runs it,
// signed in as the administrator through POST /login. FUZZ_RUNS=10 multiplies the cases,
// FUZZ_SEED replays a failure.
//
// Properties, for every request:
// - an answer comes, never a 5xx;
// - every error is JSON with a message. Exceptions, by design: the sign-in form answers an
//   unknown account with its 400 HTML page; what Node's http.Server answers itself before
//   any handler runs carries no body (its parser's 400/431, a 400 for HTTP/1.1 without Host,
//   a 417 for an Expect it does not know), since the standalone backend installs no
//   clientError handler of its own (the gateway does, and never forwards such requests);
//   CONNECT is closed without an answer (no 'connect' listener);
// - the data file changes only through an accepted write and is otherwise byte for byte the
//   same, and it stays a valid demo data document;
// - nothing pollutes Object.prototype, nothing is logged at error level, /health still answers.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
import { storedDataLoads, storedDataHash, storedDataWatch } from '../test/stored-data';
import { createDemoBackend } from './app';
import type { DemoLogger } from './store/data-store';

const RUNS = 600;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let workDir: string;
let dataFile: string;
let server: http.Server;
let port: number;
let app: ReturnType<typeof createDemoBackend>;
const errors: string[] = [];
let session = '';

const logger: DemoLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: (line) => void errors.push(line),
};

async function signIn(): Promise<string> {
  const answer = await request(app)
    .post('/login')
    .type('form')
    .send({ email: 'admin@example.com', returnUrl: '/' })
    .expect(303);
  const cookie = ([] as string[]).concat(answer.headers['set-cookie'] ?? [])[0];
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0]!;
}

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'demo-backend-fuzz-'));
  dataFile = path.join(workDir, 'data.json');
  app = createDemoBackend({ dataFile, logger, domainCheck: QUIET_DOMAIN_CHECK });
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  session = await signIn();
});

afterAll(async () => {
  if (server) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

const accepted = (fuzzRequest: FuzzRequest, answer: FuzzAnswer) =>
  WRITE_METHODS.has(fuzzRequest.method) && answer.status >= 200 && answer.status < 400;

describe(`the demo backend on its own (${RUNS} random requests)`, () => {
  it(`answers ${RUNS} random and malformed requests without a 5xx, with JSON errors, and leaves the data file alone unless a write is accepted`, async () => {
    const organizations = (
      await request(app).get('/api/v1/organizations').set('Cookie', session).expect(200)
    ).body as { id: string; name: string }[];
    const acme = organizations.find((organization) => organization.name.startsWith('Acme'))!;
    const users = (
      await request(app)
        .get(`/api/v1/organizations/${acme.id}/users`)
        .set('Cookie', session)
        .expect(200)
    ).body as { items: { id: string }[] };
    const targets: FuzzTargets = {
      organizationId: acme.id,
      userId: users.items[0]!.id,
      sessionCookie: () => session,
      host: `127.0.0.1:${port}`,
    };

    let cases = 0;
    const statuses = new Map<number, number>();
    const storedHash = storedDataWatch(dataFile);
    let settledHash = storedHash();
    let previous = '(none)';
    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(requestArb({ targets }), async (fuzzRequest) => {
        cases += 1;
        const described = describeRequest(fuzzRequest);
        // A change between two cases belongs to the previous request: a write after its answer.
        const before = storedHash();
        if (before !== settledHash)
          throw new Error(`the data file changed after the answer to ${previous}`);
        const answer = await exchange(port, serialize(fuzzRequest), fuzzRequest.method);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        try {
          checkAnswer(fuzzRequest, answer, { allowed5xx: [], builtInAnswers: 'bare-node' });
          if (!accepted(fuzzRequest, answer) && storedHash() !== before) {
            throw new Error(`the data file changed on a ${answer.status} to ${fuzzRequest.method}`);
          }
          assertNoPrototypePollution();
        } catch (error) {
          throw new Error(
            `${(error as Error).message}\n  request: ${described}\n  logged: ${errors.slice(-2).join(' | ')}`,
          );
        }
        // A sign-in or sign-out the fuzzer made ends the session the next cases use.
        if (accepted(fuzzRequest, answer) && /^\/(login|logout)\b/.test(fuzzRequest.target))
          session = await signIn();
        else if (accepted(fuzzRequest, answer))
          await assertAdministratorKeepsAccess(port, session, described);
        settledHash = storedHash();
        previous = `the ${answer.status} to ${described}`;
      }),
      fuzzParameters(RUNS),
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `fuzz: demo backend ran ${cases} cases in ${seconds} s; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`,
    );
    expect(cases).toBe(fuzzParameters(RUNS).numRuns);

    await request(app).get('/health').expect(200);
    expect(storedDataLoads(dataFile)).toBe(true);
    expect(errors).toEqual([]);
    // 600 requests on fresh connections: how long they take depends on the machine's load
    // (38 s at a load average of 10 on 2 cores); what is checked is every answer, not speed.
  }, 120_000);
});

/** One raw request to the backend; `framing: 'bad-chunk'` sends a body the parser refuses mid-way. */
const send = (
  method: string,
  target: string,
  headers: [string, string][],
  body?: string,
  framing: FuzzRequest['framing'] = 'length',
) =>
  exchange(
    port,
    serialize({
      method,
      target,
      version: 'HTTP/1.1',
      headers: [['Host', `127.0.0.1:${port}`], ...headers],
      body: body === undefined ? undefined : Buffer.from(body),
      framing,
    }),
    method,
  );

/**
 * Waits until the server holds no connection: the malformed request's socket is gone, so
 * nothing more of it can be handled, and a write that would wrongly follow its answer has
 * landed before the data file is read (a bounded wait for an event, not a fixed sleep).
 */
const settle = () =>
  vi.waitFor(
    () =>
      new Promise<void>((resolve, reject) =>
        server.getConnections((error, open) =>
          error || open > 0 ? reject(error ?? new Error(`${open} open`)) : resolve(),
        ),
      ),
    { timeout: 2_000, interval: 5 },
  );

describe('documented answers', () => {
  it("a huge cookie: Node's own 431, which has no body (the backend installs no clientError handler)", async () => {
    const answer = await send('GET', '/api/v1/organizations', [
      ['Cookie', `${session}; big=${'c'.repeat(20_000)}`],
    ]);
    expect(answer.status).toBe(431);
    expect(answer.body.length).toBe(0);
    expect(answer.headers.get('connection')).toBe('close');
    await request(app).get('/health').expect(200);
  });
});

describe('requests the fuzzer found mishandled', () => {
  it('answer a malformed percent-encoding in a path parameter with a 400 JSON, not a 500', async () => {
    const logged = errors.length;
    for (const target of [
      '/api/v1/organizations/%E0%A4%A',
      '/api/v1/organizations/%ZZ/users',
      '/api/v1/agencies/%E0?stateOrProvince=CA',
    ]) {
      const answer = await send('GET', target, [['Cookie', session]]);
      expect(answer.status, target).toBe(400);
      checkAnswer(
        {
          method: 'GET',
          target,
          version: 'HTTP/1.1',
          headers: [],
          body: undefined,
          framing: 'length',
        },
        answer,
        { allowed5xx: [], builtInAnswers: 'bare-node' },
      );
    }
    expect(errors.slice(logged)).toEqual([]);
  });

  it.each(['gzip', 'deflate', 'br'])(
    'answer a body that is not valid %s with a 400 JSON, not a 500',
    async (encoding) => {
      const logged = errors.length;
      const answer = await send(
        'POST',
        '/api/v1/organizations',
        [
          ['Cookie', session],
          ['X-CSRF', '1'],
          ['Content-Type', 'application/json'],
          ['Content-Encoding', encoding],
        ],
        '{"name":"x"}',
      );
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body.toString()).message).toEqual(expect.any(String));
      expect(errors.slice(logged)).toEqual([]);
    },
  );

  it('sign nobody out when the sign-out request turns out malformed', async () => {
    const own = await signIn();
    const before = storedDataHash(dataFile);
    const answer = await send(
      'POST',
      '/logout',
      [
        ['Cookie', own],
        ['X-CSRF', '1'],
      ],
      '{}',
      'bad-chunk',
    );
    expect(answer.status).toBe(400);
    await settle();
    expect((await send('GET', '/auth/me', [['Cookie', own]])).status).toBe(200);
    expect(storedDataHash(dataFile)).toBe(before);
  });

  it('delete nothing when a DELETE turns out malformed', async () => {
    const organizations = (
      await request(app).get('/api/v1/organizations').set('Cookie', session).expect(200)
    ).body as { id: string }[];
    const victim = organizations.at(-1)!.id;
    const before = storedDataHash(dataFile);
    const answer = await send(
      'DELETE',
      `/api/v1/organizations/${victim}`,
      [
        ['Cookie', session],
        ['X-CSRF', '1'],
      ],
      '{}',
      'bad-chunk',
    );
    expect(answer.status).toBe(400);
    await settle();
    await request(app).get(`/api/v1/organizations/${victim}`).set('Cookie', session).expect(200);
    expect(storedDataHash(dataFile)).toBe(before);
  });
});
