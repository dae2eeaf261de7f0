// Issue #2: the whole path — built gateway, embedded demo backend, real Chromium.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { collectCsp, emptyProblems, launchBrowser, newWatchedPage } from './support/browser';
import { startGateway, type Started } from './support/processes';

let gateway: Started;
let browser: Browser;
const problems = emptyProblems();

beforeAll(async () => {
  [gateway, browser] = await Promise.all([startGateway(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await gateway?.stop();
});

it('signs the admin in through the demo sign-in page and out again', async () => {
  const context = await browser.newContext();
  const page = await newWatchedPage(context, problems);

  await page.goto(gateway.url + '/');
  await page.getByText('Please log in to access the management system.').waitFor();
  await collectCsp(page, problems);

  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/');
  await collectCsp(page, problems);

  await page.getByRole('button', { name: /admin@example\.com/ }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByText('Welcome, Ada Admin').waitFor();
  await page.getByText('admin@example.com').first().waitFor();
  await collectCsp(page, problems);

  await page.getByRole('button', { name: /Ada Admin/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.getByText('Please log in to access the management system.').waitFor();
  expect(await page.evaluate(() => sessionStorage.getItem('auth-state'))).not.toContain(
    '"isAuthenticated":true',
  );
  await collectCsp(page, problems);

  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
  await context.close();
});
