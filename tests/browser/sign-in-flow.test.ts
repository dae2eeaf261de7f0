// Issue #2: the whole path — built gateway, embedded demo backend, real Chromium.
import { expect, it } from 'vitest';
import { collectCsp, newWatchedPage } from './support/browser';
import { setUpConsoleFixture } from './support/console-fixture';

const env = setUpConsoleFixture({ backend: 'embedded' });
const { problems } = env;

it('signs the admin in through the demo sign-in page and out again', async () => {
  const context = await env.newContext();
  const page = await newWatchedPage(context, problems);

  await page.goto(env.gateway.url + '/');
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
  await context.close();
});
