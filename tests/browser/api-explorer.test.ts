// Issue #7: the API Explorer against the built gateway and the demo backend, in Chromium.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectNoAxeInEachScheme } from './support/axe';
import { collectCsp, newWatchedPage, seenEveryRequestSoFar } from './support/browser';
import { setUpConsoleFixture } from './support/console-fixture';
import { signIn } from './support/sign-in';

const env = setUpConsoleFixture();
const { problems } = env;

async function openExplorer(): Promise<{
  context: BrowserContext;
  page: Page;
  apiCalls: string[];
}> {
  const context = await env.newContext({ colorScheme: 'light' });
  const page = await newWatchedPage(context, problems);
  await signIn(page, env.gateway.url, 'admin', '/api-explorer');
  await page.getByRole('heading', { name: 'API Explorer', level: 1 }).waitFor();
  // Every call the page makes to the backend from here on (the explorer's and the shell's).
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/' && !url.pathname.startsWith('/assets/')) {
      apiCalls.push(`${request.method()} ${url.pathname}${url.search}`);
    }
  });
  return { context, page, apiCalls };
}

const status = (page: Page) => page.getByTestId('api-explorer-status');
const endpoint = (page: Page) => page.getByRole('textbox', { name: 'Endpoint' });
const historyItems = (page: Page) =>
  page.getByRole('list', { name: 'Recent requests, newest first' }).getByRole('button');

async function send(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Send Request' }).click();
  await page.getByRole('button', { name: 'Send Request' }).waitFor(); // not 'Sending...' any more
}

async function sendTo(page: Page, path: string): Promise<void> {
  await endpoint(page).fill(path);
  await send(page);
}

/** The rendered text colour of a status, as [r, g, b]. */
async function rgb(locator: Locator): Promise<number[]> {
  const colour = await locator.evaluate((element) => getComputedStyle(element).color);
  return (colour.match(/\d+/g) ?? []).slice(0, 3).map(Number);
}

async function finish(page: Page, context: BrowserContext) {
  await collectCsp(page, problems);
  await context.close();
}

it('runs every preset as Administrator: 2xx in green with JSON', async () => {
  const { context, page, apiCalls } = await openExplorer();
  // The organization presets wait for the organization context to load.
  const usersPreset = page.getByRole('button', { name: /^Get Organization Users/ });
  await expect.poll(() => usersPreset.isEnabled()).toBe(true);

  const presets = [
    'User Profile',
    'User Roles',
    'Health Check',
    'Query Agencies',
    'Get Organizations',
    'Get Organization Users',
    'Get Onboardings',
  ];
  for (const label of presets) {
    await page.getByRole('button', { name: new RegExp(`^${label}`) }).click();
    if (label === 'Query Agencies') await page.getByRole('textbox', { name: 'name' }).fill('Fire');
    const before = apiCalls.length;
    await send(page);
    await expect.poll(() => status(page).textContent(), { message: label }).toMatch(/✓\s*20\d/);
    const [r, g, b] = await rgb(status(page));
    expect(g, `${label} status is green`).toBeGreaterThan(r! + 40);
    expect(g).toBeGreaterThan(b!);
    const body = await page.getByRole('region', { name: 'Response body (JSON)' }).textContent();
    expect(() => JSON.parse(body ?? ''), `${label} shows JSON`).not.toThrow();
    const sent = apiCalls.slice(before).join('\n');
    if (label === 'Query Agencies') expect(sent).toContain('GET /api/v1/agencies?name=Fire');
    if (label.startsWith('Get Organization Users')) {
      expect(sent).toMatch(/GET \/api\/v1\/organizations\/[0-9a-f-]{36}\/users/);
    }
  }
  expect(await historyItems(page).count()).toBe(presets.length);
  await finish(page, context);
});

it('refuses invalid JSON and other-origin endpoints without making a request', async () => {
  const { context, page, apiCalls } = await openExplorer();
  await page.getByRole('combobox', { name: 'Method' }).selectOption('POST');
  await endpoint(page).fill('/api/v1/organizations');
  await page.getByRole('textbox', { name: 'Request body (JSON)' }).fill('{"name": "Acme",}');
  const before = apiCalls.length;
  await page.getByRole('button', { name: 'Send Request' }).click();
  await page.getByRole('alert').filter({ hasText: 'Invalid JSON in request body' }).waitFor();

  await endpoint(page).fill('//evil.example/api');
  await page.getByRole('button', { name: 'Send Request' }).click();
  await page.getByRole('alert').filter({ hasText: 'must start with a single "/"' }).waitFor();

  await endpoint(page).fill(`${env.gateway.url}/api/v1/organizations`);
  await page.getByRole('button', { name: 'Send Request' }).click();
  await page.getByRole('alert').filter({ hasText: 'Full URLs' }).waitFor();

  await seenEveryRequestSoFar(page); // a request, had one gone out, is seen by now
  // The shell may still be loading the organization context (GETs); the explorer's refused
  // attempts were all POSTs, so any POST seen here would be one of them leaking out.
  expect(apiCalls.slice(before).filter((call) => call.startsWith('POST '))).toEqual([]);
  expect(await status(page).count()).toBe(0);
  expect(await historyItems(page).count()).toBe(0);
  await finish(page, context);
});

it('shows an unknown path as a red 404 with the HTTP error line', async () => {
  const { context, page } = await openExplorer();
  await sendTo(page, '/api/v1/no-such-thing');
  await expect.poll(() => status(page).textContent()).toMatch(/✕\s*404 Not Found/);
  const [r, g] = await rgb(status(page));
  expect(r, 'status is red').toBeGreaterThan(g! + 40);
  await page.getByText('HTTP 404: Not Found', { exact: true }).waitFor();
  await page.getByText('Response headers').click();
  await page.getByText('content-type', { exact: true }).waitFor();
  await finish(page, context);
});

it('keeps the latest 10 of 11 requests, restores one, survives a reload, clears', async () => {
  const { context, page } = await openExplorer();
  for (let n = 1; n <= 11; n++) {
    await sendTo(page, n % 2 ? `/health?n=${n}` : `/api/v1/organizations?n=${n}`);
    await expect.poll(() => historyItems(page).count()).toBe(Math.min(n, 10));
  }
  await expect.poll(() => historyItems(page).first().textContent()).toContain('/health?n=11');
  expect(await historyItems(page).last().textContent()).toContain('/api/v1/organizations?n=2');
  await page.getByText('(10 of 10)').waitFor();

  // Restore a POST after a reload (history is kept in localStorage).
  await page.getByRole('combobox', { name: 'Method' }).selectOption('POST');
  await endpoint(page).fill('/api/v1/organizations');
  await page.getByRole('textbox', { name: 'Request body (JSON)' }).fill('{"name": 42}');
  await send(page);
  await expect.poll(() => status(page).textContent()).toMatch(/400/);
  await page.reload();
  await expect.poll(() => historyItems(page).count()).toBe(10);
  await page.getByRole('button', { name: /^Health Check/ }).click();
  await historyItems(page).first().click();
  expect(await page.getByRole('combobox', { name: 'Method' }).inputValue()).toBe('POST');
  expect(await endpoint(page).inputValue()).toBe('/api/v1/organizations');
  expect(await page.getByRole('textbox', { name: 'Request body (JSON)' }).inputValue()).toBe(
    '{"name": 42}',
  );

  await page.getByRole('button', { name: 'Clear History' }).click();
  await page.getByText(/No requests yet/).waitFor();
  expect(await historyItems(page).count()).toBe(0);
  await page.reload();
  await page.getByText(/No requests yet/).waitFor();
  await finish(page, context);
});

it('copies a request as cURL without the session cookie', async () => {
  const { context, page } = await openExplorer();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: env.gateway.url,
  });
  await page.getByRole('combobox', { name: 'Method' }).selectOption('PATCH');
  await endpoint(page).fill('/api/v1/organizations/none');
  await page.getByRole('textbox', { name: 'Request body (JSON)' }).fill(`{"name": "O'Brien"}`);
  await send(page);
  await page.getByRole('button', { name: 'Copy as cURL' }).click();
  await page.getByText('cURL command copied to clipboard!').waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(`curl -X PATCH '${env.gateway.url}/api/v1/organizations/none'`);
  expect(copied).toContain("-H 'X-CSRF: 1'");
  expect(copied).toContain(`--data-raw '{"name":"O'\\''Brien"}'`);
  const cookies = await context.cookies();
  expect(cookies.length).toBeGreaterThan(0);
  for (const cookie of cookies) expect(copied).not.toContain(cookie.value);
  expect(copied).not.toMatch(/cookie/i);
  await finish(page, context);
});

it('has no axe violations in light and dark', async () => {
  const { context, page } = await openExplorer();
  await sendTo(page, '/api/v1/no-such-thing'); // error state, red
  await expect.poll(() => status(page).count()).toBe(1);
  await sendTo(page, '/health'); // success state, green, history with both
  await expect.poll(() => status(page).textContent()).toMatch(/200/);
  await page.getByText('Response headers').click();
  await expectNoAxeInEachScheme(page, 'API Explorer after a 404 and a 200, headers open');

  // The form's error state and the body box.
  await page.getByRole('combobox', { name: 'Method' }).selectOption('PUT');
  await page.getByRole('textbox', { name: 'Request body (JSON)' }).fill('{');
  await page.getByRole('button', { name: 'Send Request' }).click();
  await page.getByRole('alert').filter({ hasText: 'Invalid JSON in request body' }).waitFor();
  await expectNoAxeInEachScheme(page, 'API Explorer with invalid JSON refused');
  await finish(page, context);
});
