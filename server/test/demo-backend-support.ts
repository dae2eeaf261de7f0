// Shared by the demo backend's tests: a backend on a fresh temporary data file, sign-in
// through the real POST /login, and request helpers that carry the cookie and X-CSRF.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll } from 'vitest';
import { createDemoBackend, type DemoBackendOptions } from '../demo-backend/app';
import { databaseFileFor, type DemoLogger } from '../demo-backend/store/data-store';
import type { DemoData } from '../demo-backend/store/demo-data';
import { readDatabase } from '../demo-backend/store/demo-database';
import { Positions, dataOf } from '../demo-backend/store/document-rows';
import { DEMO_ACCOUNTS } from '../demo-backend/seed/seed-people';

export const ACCOUNTS = {
  admin: 'admin@example.com',
  manager: 'manager@example.com',
  user: 'user@example.com',
  nobody: 'nobody@example.com',
} as const;
export type AccountName = keyof typeof ACCOUNTS;

/** A demo account's id (its row id in its organization's user list). */
export function accountId(name: AccountName): string {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === ACCOUNTS[name]);
  if (!account) throw new Error(`No demo account ${ACCOUNTS[name]}`);
  return account.sub;
}

export interface RecordingLogger extends DemoLogger {
  lines: string[];
}

export function recordingLogger(): RecordingLogger {
  const lines: string[] = [];
  const push = (message: string) => void lines.push(message);
  return { lines, info: push, warn: push, error: push };
}

export function tempDataFile(): string {
  return path.join(mkdtempSync(path.join(tmpdir(), 'demo-backend-test-')), 'data.json');
}

/** The data stored for `dataFile` (in the database beside it), as a restart would load it. */
export function storedData(dataFile: string): DemoData {
  return dataOf(readDatabase(databaseFileFor(dataFile)).rows, new Positions());
}

/** The data's rows as stored (the activity record, in the same file, left out). */
export function storedDataRows(dataFile: string): string {
  return JSON.stringify(readDatabase(databaseFileFor(dataFile)).rows);
}

/** The stored activity record, one JSON event a line, oldest first. */
export function storedEventsText(dataFile: string): string {
  return readDatabase(databaseFileFor(dataFile))
    .events.map((body) => `${body}\n`)
    .join('');
}

export function makeBackend(options: DemoBackendOptions = {}): {
  app: Express;
  dataFile: string;
  logger: RecordingLogger;
} {
  const dataFile = options.dataFile ?? tempDataFile();
  const logger = recordingLogger();
  return { app: createDemoBackend({ logger, ...options, dataFile }), dataFile, logger };
}

/** Signs in through POST /login and returns the `name=value` of the session cookie. */
export async function signIn(app: Express, account: AccountName): Promise<string> {
  const response = await request(app)
    .post('/login')
    .type('form')
    .send({ email: ACCOUNTS[account], returnUrl: '/' })
    .expect(303);
  const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? [])[0];
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0] ?? '';
}

export interface Client {
  get(url: string): request.Test;
  send(method: 'post' | 'put' | 'patch' | 'delete', url: string, body?: unknown): request.Test;
}

/** Requests as a signed-in account (or signed out with `cookie` undefined), X-CSRF included. */
export function client(app: Express, cookie?: string): Client {
  const withCookie = (test: request.Test) => (cookie ? test.set('Cookie', cookie) : test);
  return {
    get: (url) => withCookie(request(app).get(url)),
    send: (method, url, body) => {
      const test = withCookie(request(app)[method](url)).set('X-CSRF', '1');
      return body === undefined ? test : test.send(body as object);
    },
  };
}

export async function signedInClients(app: Express): Promise<Record<AccountName, Client>> {
  const names = Object.keys(ACCOUNTS) as AccountName[];
  const cookies = await Promise.all(names.map((name) => signIn(app, name)));
  return Object.fromEntries(names.map((name, i) => [name, client(app, cookies[i])])) as Record<
    AccountName,
    Client
  >;
}

/**
 * A demo backend of its own, with every account signed in before the tests of the describe (or
 * file) that calls it: `const { app, as } = signedInBackend()`, then `as.admin` inside a test.
 * A describe whose tests read the seed as it is takes one, so another describe's writes never
 * reach it, whatever order the tests run in.
 */
export function signedInBackend(options: DemoBackendOptions = {}): {
  app: Express;
  as: Readonly<Record<AccountName, Client>>;
} {
  const { app } = makeBackend(options);
  let clients: Record<AccountName, Client> | undefined;
  beforeAll(async () => {
    clients = await signedInClients(app);
  });
  // One getter per account: read inside a test, after the sign-ins.
  const as = {} as Record<AccountName, Client>;
  for (const name of Object.keys(ACCOUNTS) as AccountName[]) {
    Object.defineProperty(as, name, {
      enumerable: true,
      get: () => {
        if (!clients) throw new Error(`${name} is signed in before the tests (read it in one)`);
        return clients[name];
      },
    });
  }
  return { app, as };
}

/**
 * A whole-document write as the console makes it (DESIGN resolution 25): If-Match with the ETag
 * of a read just before, or If-None-Match: * when the read found nothing (404). Answers `status`.
 */
export async function conditionalPatch(
  as: Client,
  url: string,
  body: unknown,
  status = 200,
): Promise<request.Response> {
  const read = await as.get(url);
  const etag = read.headers.etag as string | undefined;
  if (read.status !== 404 && !etag) throw new Error(`no ETag on GET ${url} (${read.status})`);
  const write = as.send('patch', url, body);
  return (
    read.status === 404 ? write.set('If-None-Match', '*') : write.set('If-Match', etag!)
  ).expect(status);
}
