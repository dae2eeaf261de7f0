// Issue #11 (tracker 13), deliverables 1, 4 and 5 in Chromium against the demo backend at
// DEMO_SCALE=large (10,000 organizations): the command palette finds a screen, an organization
// among the 10,000 and an action as Administrator, and a User sees fewer (with the reason for
// what is hidden); the keyboard shortcuts work and stay silent while typing; axe finds nothing
// on the open palette and the shortcuts dialog, light and dark.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxe } from './support/axe';
import { newWatchedPage } from './support/browser';
import { setUpConsoleFixture } from './support/console-fixture';
import { signIn, type DemoAccount } from './support/sign-in';

const env = setUpConsoleFixture({ backend: 'embedded', backendEnv: { DEMO_SCALE: 'large' } });
const { problems } = env;

beforeAll(async () => {
  // The gateway's embedded demo backend, seeded at scale.
}, 60_000);

async function open(
  account: DemoAccount,
  path = '/',
  colorScheme: 'light' | 'dark' = 'light',
): Promise<Page> {
  const context = await env.newContext({ colorScheme, viewport: { width: 1280, height: 900 } });
  const page = await newWatchedPage(context, problems);
  await signIn(page, env.gateway.url, account, path);
  // The organization context has loaded: the sidebar's picker shows the selection.
  await page.getByRole('navigation', { name: 'Main' }).getByText('Users').first().waitFor();
  return page;
}

const input = (page: Page) => page.getByRole('combobox', { name: /Search screens/ });
const options = (page: Page) => page.getByRole('listbox', { name: 'Results' }).getByRole('option');

async function search(page: Page, query: string): Promise<void> {
  if (!(await input(page).isVisible())) await page.keyboard.press('Control+k');
  await input(page).fill(query);
}

describe('as Administrator', () => {
  let page: Page;
  beforeAll(async () => {
    page = await open('admin');
  }, 30_000);

  it('finds an organization among 10,000, a screen and an action', async () => {
    // A generated organization far down the list, read from the same API the palette uses.
    const { total, name } = await page.evaluate(async () => {
      const response = await fetch('/api/v1/organizations', { headers: { 'X-CSRF': '1' } });
      const list = (await response.json()) as { name: string }[];
      return { total: list.length, name: list[7_777]!.name };
    });
    expect(total).toBeGreaterThanOrEqual(10_000);

    await page.getByRole('button', { name: 'Search…' }).click();
    await search(page, name);
    await expect.poll(() => options(page).first().textContent()).toContain(name);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => /^\/organization\/[^/]+\/settings$/.test(url.pathname));

    await search(page, 'provisoner');
    await expect
      .poll(() => options(page).first().textContent())
      .toBe('ScreenProvisionerGlobal › Provisioner');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/global/provisioner');

    await search(page, 'add organization');
    await expect.poll(() => options(page).first().textContent()).toBe('ActionAdd organization');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Add Organization' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/global/organizations');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Add Organization' }).waitFor({ state: 'hidden' });
  });

  it('goes places with g then a letter, focuses the filter with /, and not while typing', async () => {
    await page.locator('main h1').first().click();
    await page.keyboard.press('g');
    await page.keyboard.press('u');
    await page.waitForURL((url) => url.pathname === '/organization/users');
    // The address changes first; the organizations screen, whose list has a Filter too, stays
    // until the users screen replaces it (a CI run pressed / on the old one's, whose focus then
    // went with it).
    await page.getByRole('heading', { level: 1, name: /Users$/ }).waitFor();
    const filter = page.getByRole('searchbox', { name: 'Filter' });
    await filter.waitFor();
    await page.locator('main h1').first().click();
    await page.keyboard.press('/');
    await expect.poll(() => filter.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('go?');
    expect(await filter.inputValue()).toBe('go?');
    expect(new URL(page.url()).pathname).toBe('/organization/users');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });

  it('axe finds no violation on the open palette and the shortcuts dialog, light and dark', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.keyboard.press('Control+k');
      await input(page).fill('acme');
      await options(page).first().waitFor();
      await page.keyboard.press('ArrowDown');
      await expectNoAxe(page, `palette with results (${scheme})`);
      await input(page).fill('zzzzqqq');
      await page.getByText('No results for “zzzzqqq”.').waitFor();
      await expectNoAxe(page, `palette with no results (${scheme})`);
      await page.keyboard.press('Escape');
      await input(page).waitFor({ state: 'hidden' });
      await page.locator('main h1').first().click();
      await page.keyboard.press('?');
      const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
      await help.getByText('Go to Organizations').waitFor();
      await expectNoAxe(page, `shortcuts dialog (${scheme})`);
      await page.keyboard.press('Escape');
      await help.waitFor({ state: 'hidden' });
    }
  });
});

describe('as User', () => {
  let page: Page;
  beforeAll(async () => {
    page = await open('user');
  }, 30_000);

  it('sees fewer: no global screens, no Add organization, with the policy that hides them', async () => {
    await search(page, 'provisioner');
    await page.getByText('No results for “provisioner”.').waitFor();
    await page
      .getByText(
        'Provisioner is hidden. It needs the policy canViewGlobal (global:access) and the permission provisioner:read; your role (User) does not grant them.',
      )
      .waitFor();
    await search(page, 'users');
    await expect
      .poll(() => options(page).first().textContent())
      .toBe('ScreenUsersOrganization › Users');
    await search(page, 'add organization');
    await page.getByText(/^Add organization is hidden\./).waitFor();
    await page.keyboard.press('Escape');
  });

  it('g o does nothing for a User; g s opens settings', async () => {
    await page.locator('main h1').first().click();
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.keyboard.press('g');
    await page.keyboard.press('o');
    await page.keyboard.press('g');
    await page.keyboard.press('s');
    await page.waitForURL((url) => url.pathname === '/organization/settings');
    // Keys are handled in order and a shortcut navigates in its key's handler: had g o gone
    // anywhere, that would have come before settings.
    expect(visited).toEqual(['/organization/settings']);
  });
});
