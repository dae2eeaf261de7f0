// Issue #8 item 1: fault injection. The built gateway in front of a demo backend the test
// starts, stops and steers (/__demo/faults), and what the user sees each time the BFF fails.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/free-port';
import { SEED_IDS } from '../../server/demo-backend/seed/seed';
import { axeViolations, describeViolations } from './support/axe';
import {
  collectCsp,
  emptyProblems,
  launchBrowser,
  newWatchedPage,
  releaseBrowser,
} from './support/browser';
import { checkProblemsAfterEachTest } from './support/console-fixture';
import { contextPool } from './support/context-pool';
import { startDemoBackend, startGateway, type Started } from './support/processes';
import { signIn } from './support/sign-in';
import { chooseOrganization } from './support/organization-picker';

const BFF_TIMEOUT_MS = 2_000;
const UNAVAILABLE = 'The backend is unavailable. Please try again shortly.';

let gateway: Started;
let browser: Browser;
let backend: Started | undefined;
let bffPort: number;
// Kept across restarts, so sessions survive the BFF going away and coming back.
const dataDir = mkdtempSync(path.join(tmpdir(), 'admin-portal-faults-'));
const problems = emptyProblems();
const pool = contextPool(
  () => browser,
  () => gateway.url,
);
// Its own setup (a BFF it starts, stops and steers on a fixed port); the same check after each
// test as setUpConsoleFixture's, and the same contexts handed on. A failed screen caught by the
// route's error boundary is no page error.
checkProblemsAfterEachTest(problems, pool);

beforeAll(async () => {
  bffPort = await freePort();
  // Nothing listens on bffPort yet: the console loads with its BFF down.
  [gateway, browser] = await Promise.all([
    startGateway({
      bffUrl: `http://127.0.0.1:${bffPort}`,
      env: { BFF_TIMEOUT_MS: String(BFF_TIMEOUT_MS) },
    }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  // Every context, the pool's included.
  await releaseBrowser(browser);
  await gateway?.stop();
  await backend?.stop();
});

async function newPage(options: { colorScheme?: 'light' | 'dark' } = {}): Promise<Page> {
  return newWatchedPage(await pool.take(options), problems);
}

async function readyz(): Promise<{ status: number; body: { status?: string; message?: string } }> {
  const response = await fetch(`${gateway.url}/gateway/readyz`);
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

/** The BFF up on its port (each case after the first starts from a healthy backend). */
async function ensureBackend(): Promise<void> {
  if (backend && backend.child.exitCode === null && backend.child.signalCode === null) return;
  backend = await startDemoBackend({ port: bffPort, dataDir });
}

async function fault(body: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${backend!.url}/__demo/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
}

async function clearFaults(): Promise<void> {
  await fetch(`${backend!.url}/__demo/faults`, { method: 'DELETE' });
}

const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
/** An alert of the page itself (the sidebar's organization picker has its own). */
const mainAlertWith = (page: Page, text: string) =>
  page.getByRole('main').getByRole('alert').filter({ hasText: text });

async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

it('BFF down when the console loads: readyz 503, a banner instead of a false sign-in, then recovery by itself and with Refresh', async () => {
  expect(await readyz()).toEqual({
    status: 503,
    body: { error: 'Service Unavailable', message: 'The backend is not reachable.' },
  });

  const home = await newPage();
  // Its clock flows; once the BFF is back the test moves it to the console's next re-check.
  await home.clock.install();
  await home.goto(gateway.url + '/');
  const banner = alertWith(home, 'The server cannot be reached');
  await banner.waitFor();
  expect(await banner.innerText()).toContain(UNAVAILABLE);
  // The dashboard and the shell are there, not a blank page.
  await home.getByRole('heading', { name: 'Admin Portal', level: 1 }).waitFor();
  await home.getByRole('link', { name: 'Dashboard' }).first().waitFor();
  await expectNoAxeViolations(home);

  // Retry asks the server again at once: still down, still said.
  const [again] = await Promise.all([
    home.waitForResponse((response) => new URL(response.url()).pathname === '/auth/me'),
    banner.getByRole('button', { name: 'Retry' }).click(),
  ]);
  expect(again.status()).toBe(502);
  await banner.getByRole('button', { name: 'Retry' }).waitFor();
  expect(await banner.innerText()).toContain(UNAVAILABLE);

  // A deep link to a guarded page is not sent to the sign-in page (the gateway's raw 502):
  // it stays put, inside the shell, and says it waits for the server.
  const deep = await newPage({ colorScheme: 'dark' });
  await deep.goto(gateway.url + '/global/organizations');
  await deep.getByRole('heading', { name: 'Waiting for the server' }).waitFor();
  await alertWith(deep, 'The server cannot be reached').waitFor();
  expect(new URL(deep.url()).pathname).toBe('/global/organizations');
  await deep.getByRole('link', { name: '← Back to Dashboard' }).waitFor();
  await expectNoAxeViolations(deep);

  backend = await startDemoBackend({ port: bffPort, dataDir });
  expect(await readyz()).toEqual({ status: 200, body: { status: 'ready' } });

  // The open dashboard comes back by itself (the console re-checks, backing off: at most 30 s).
  await home.clock.fastForward(30_000);
  await banner.waitFor({ state: 'detached', timeout: 15_000 });
  await home.getByText('Please log in to access the management system.').waitFor();

  // The deep link now goes through sign-in and back to the page it asked for: on a refresh, or
  // by itself when its own re-check answers first (then the refresh races that navigation).
  if (new URL(deep.url()).pathname !== '/login') await deep.reload().catch(() => undefined);
  await deep.waitForURL((url) => url.pathname === '/login');
  await deep.getByRole('button', { name: /admin@example\.com/ }).click();
  await deep.waitForURL((url) => url.pathname === '/global/organizations');
  await deep.getByRole('heading', { name: 'Organizations', level: 1 }).waitFor();
  await deep.getByRole('main').getByText('Acme Corporation').first().waitFor();
  expect(await alertWith(deep, 'The server cannot be reached').count()).toBe(0);

  await collectCsp(home, problems);
  await collectCsp(deep, problems);
});

it('BFF going away mid-session: readyz 503, each screen says so and keeps what it showed; back again, Retry recovers', async () => {
  await ensureBackend();
  const page = await newPage();
  await signIn(page, gateway.url, 'admin', '/global/organizations');
  const row = page.getByRole('main').getByText('Acme Corporation').first();
  await row.waitFor();
  // The sidebar's organization section has loaded too (its links lead to the users screen).
  await page.getByLabel('Selected organization').waitFor();

  await backend!.stop();
  expect((await readyz()).status).toBe(503);

  await page.getByRole('button', { name: 'Refresh' }).click();
  await mainAlertWith(page, UNAVAILABLE).waitFor();
  // The list already shown stays readable.
  expect(await row.isVisible()).toBe(true);

  await page.getByRole('link', { name: 'Users', exact: true }).click();
  await alertWith(page, `Failed to load users: ${UNAVAILABLE}`).waitFor();
  expect(await page.getByText('Your session has expired.').count()).toBe(0);

  backend = await startDemoBackend({ port: bffPort, dataDir });
  expect((await readyz()).status).toBe(200);

  await alertWith(page, 'Failed to load users').getByRole('button', { name: 'Retry' }).click();
  await page.getByText('Uma User').first().waitFor();
  expect(await alertWith(page, 'Failed to load users').count()).toBe(0);
  // Still signed in: the session outlived the outage.
  await page.getByRole('heading', { name: 'Acme Corporation Users' }).waitFor();
  await collectCsp(page, problems);
});

it('BFF slower than BFF_TIMEOUT_MS: a visible pending state, then the 504 message, and Retry once it is fast again', async () => {
  await ensureBackend();
  const page = await newPage();
  await signIn(page, gateway.url, 'admin', '/');
  await fault({ path: '/api/v1/provisioner', method: 'GET', delayMs: BFF_TIMEOUT_MS * 4 });

  await page.getByRole('link', { name: 'Provisioner' }).click();
  const pending = page.getByRole('status').filter({ hasText: 'Loading...' });
  await pending.waitFor();
  // The gateway's 504 (it gave up at BFF_TIMEOUT_MS): the BFF itself would have answered.
  const timedOut = alertWith(page, 'The backend did not answer in time.');
  await timedOut.waitFor({ timeout: 10_000 });
  expect(await pending.count()).toBe(0);

  await clearFaults();
  await timedOut.getByRole('button', { name: 'Retry' }).click();
  await page.getByRole('button', { name: /^All/ }).waitFor();
  await timedOut.waitFor({ state: 'detached' });
  await collectCsp(page, problems);
});

it('BFF answering 500 with an HTML page, or 200 with malformed JSON: a readable message, no crash', async () => {
  await ensureBackend();
  const page = await newPage();
  await signIn(page, gateway.url, 'admin', '/');
  await fault({
    path: '/api/v1/organizations/*/onboardings',
    method: 'GET',
    status: 500,
    contentType: 'text/html; charset=utf-8',
    body: '<!DOCTYPE html><html><head><title>500 Internal Server Error</title></head><body><center><h1>500 Internal Server Error</h1></center><hr><center>nginx</center></body></html>',
  });
  await page.getByRole('link', { name: 'Onboardings' }).last().click();
  const htmlError = alertWith(
    page,
    'Failed to load onboardings for Acme Corporation: HTTP 500: Internal Server Error',
  );
  await htmlError.waitFor();
  expect(await htmlError.innerText()).not.toMatch(/<|nginx|DOCTYPE/i);
  await page.getByRole('heading', { name: 'Acme Corporation Onboardings' }).waitFor();

  await clearFaults();
  await fault({
    path: '/api/v1/provisioner',
    method: 'GET',
    status: 200,
    contentType: 'application/json; charset=utf-8',
    body: '{"pipelines": [{"pipelineId": "pl-1", "status": "runn',
  });
  await page.getByRole('link', { name: 'Provisioner' }).click();
  const jsonError = alertWith(page, 'The server sent a malformed JSON response.');
  await jsonError.waitFor();
  await page.getByRole('heading', { name: 'Provisioner', level: 1 }).waitFor();

  await clearFaults();
  await jsonError.getByRole('button', { name: 'Retry' }).click();
  await jsonError.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: /^All/ }).waitFor();
  await collectCsp(page, problems);
});

it('a 403 on a data call: its message, and the rest of the screen stays usable', async () => {
  await ensureBackend();
  const page = await newPage();
  await signIn(page, gateway.url, 'admin', '/organization/users');
  await page.getByText('Uma User').first().waitFor();
  // The admin's own organization, selected by default (SPEC §4).
  const acme = SEED_IDS.acme;
  const denied = 'Your role may not list the users of Acme Corporation.';
  await fault({
    path: `/api/v1/organizations/${acme}/users`,
    method: 'GET',
    status: 403,
    body: { error: 'forbidden', message: denied },
  });

  await page.getByRole('button', { name: 'Refresh' }).click();
  await alertWith(page, `Failed to load users: ${denied}`).waitFor();
  // A 403 is no expired session, and nothing else on the screen is blocked.
  expect(await page.getByText('Your session has expired.').count()).toBe(0);
  await page.getByRole('button', { name: 'Invite User' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite User' });
  await invite.waitFor();
  await page.keyboard.press('Escape');
  await invite.waitFor({ state: 'hidden' });
  await chooseOrganization(page, 'Acme Europe GmbH');
  await page.getByRole('heading', { name: 'Acme Europe GmbH Users' }).waitFor();
  await page
    .getByText(/^\d+ users?/)
    .first()
    .waitFor();
  expect(await alertWith(page, 'Failed to load users').count()).toBe(0);
  await clearFaults();
  await collectCsp(page, problems);
});

it('a screen that fails to render shows the route error view inside the shell, with a way back', async () => {
  await ensureBackend();
  const page = await newPage();
  await signIn(page, gateway.url, 'admin', '/');
  // The realistic trigger: the console was redeployed under an open tab, so the screen's code
  // chunk this tab knows is gone (the gateway's own 404 for a missing hashed asset).
  const chunk = /\/assets\/chunk-global-screens-[A-Z0-9]+\.js$/;
  await page.route(chunk, (route) =>
    route.continue({
      url: route
        .request()
        .url()
        .replace(/-[A-Z0-9]+\.js$/, '-GONE0000.js'),
    }),
  );
  await page.getByRole('link', { name: 'Provisioner' }).click();
  // TanStack Router reloads once for a missing chunk (a redeploy fixes itself that way);
  // the chunk is still missing after it, so the route's error view shows.
  const errorView = page
    .getByRole('alert')
    .filter({ has: page.getByRole('heading', { level: 1 }) });
  await errorView.waitFor();
  expect(await errorView.getByRole('heading', { level: 1 }).innerText()).toBe(
    'This screen could not be loaded',
  );
  expect(new URL(page.url()).pathname).toBe('/global/provisioner');
  // The shell around it still works.
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  await page.getByRole('button', { name: /Ada Admin/ }).waitFor();

  await page.unroute(chunk);
  // The way back is a full load: a browser that keeps the failed import for the document's life
  // (Chromium 150) would otherwise fail the same screen again.
  await page.evaluate(() => Object.assign(window, { beforeWayBack: true }));
  await errorView.getByRole('link', { name: '← Back to Dashboard' }).click();
  await page.getByRole('heading', { name: 'Welcome, Ada Admin' }).waitFor();
  expect(await page.evaluate(() => 'beforeWayBack' in window)).toBe(false);
  await page.getByRole('link', { name: 'Provisioner' }).click();
  await page.getByRole('heading', { name: 'Provisioner', level: 1 }).waitFor();
  await collectCsp(page, problems);
});
