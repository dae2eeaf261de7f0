// Issue #23 in Chromium at DEMO_SCALE=large, through the built gateway and its embedded demo
// backend: an Administrator creates and edits an agency (axe on both dialogs in light and dark,
// switched in place, at 1280 and 360 px) and renames themself (the header follows at once); a
// Manager renames one of Acme's 5,000 managed organizations and adds a domain from Managed Orgs,
// and never meets a History link the backend refuses (no 403 at all).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeInEachScheme } from './support/axe';
import { newWatchedPage } from './support/browser';
import { setUpConsoleFixture } from './support/console-fixture';
import { signIn, type DemoAccount } from './support/sign-in';

const env = setUpConsoleFixture({ backend: 'embedded', backendEnv: { DEMO_SCALE: 'large' } });
const { problems } = env;

/** Signed in at `path`; every 403 the page receives is collected in `refused`. */
async function open(account: DemoAccount, path: string, options: { width?: number } = {}) {
  const context = await env.newContext({
    colorScheme: 'light',
    viewport: { width: options.width ?? 1280, height: 900 },
  });
  const page = await newWatchedPage(context, problems);
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(response.url());
  });
  await signIn(page, env.gateway.url, account, path);
  return { page, refused };
}

const dialog = (page: Page) => page.locator('dialog[open]');
const header = (page: Page) => page.getByRole('banner');
const main = (page: Page) => page.getByRole('main');

describe('agencies: create and edit (Administrator)', () => {
  it('creates an agency, finds it and edits it, with no refused request', async () => {
    const { page, refused } = await open('admin', '/global/agencies');
    await page.getByRole('button', { name: 'New Agency' }).click();
    await dialog(page).getByRole('heading', { name: 'New Agency' }).waitFor();
    // The shared rules answer beside the fields before anything is sent.
    await dialog(page).getByRole('button', { name: 'Create' }).click();
    await dialog(page).getByText('Agency name is required.').waitFor();
    await dialog(page).getByLabel('Agency Name').fill('Rights Three County Sheriff');
    await dialog(page).getByLabel('State/Province').fill('IL');
    await dialog(page).getByRole('button', { name: 'Add field' }).click();
    await dialog(page).getByLabel('Field 1 name').fill('agencyType');
    await dialog(page).getByLabel('Field 1 value').fill('Sheriff');
    await dialog(page).getByRole('button', { name: 'Create' }).click();
    await page.getByText('Agency "Rights Three County Sheriff" created').waitFor();

    await page.getByLabel('Agency Name').fill('Rights Three');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: 'Edit Rights Three County Sheriff' }).click();
    await dialog(page).getByRole('heading', { name: 'Edit Agency' }).waitFor();
    expect(await dialog(page).getByLabel('Field 1 value').inputValue()).toBe('Sheriff');
    await dialog(page).getByLabel('Field 1 value').fill('Law Enforcement');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await page.getByText('Agency "Rights Three County Sheriff" updated').waitFor();
    await page
      .getByRole('button', { name: 'View Details for Rights Three County Sheriff' })
      .click();
    await dialog(page).getByText('Law Enforcement').waitFor();
    expect(refused).toEqual([]);
  });

  it('New Agency and Edit Agency pass axe in light and dark, at 1280 and then 360 px', async () => {
    const path = '/global/agencies?name=springfield&stateOrProvince=IL';
    const { page } = await open('admin', path);
    for (const width of [1280, 360]) {
      // A width may be read as the page mounts: a new width, then the page loaded again. Each
      // dialog is checked in light and dark in place.
      if (width !== page.viewportSize()?.width) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${env.gateway.url}${path}`);
      }
      await page.getByRole('button', { name: 'New Agency' }).click();
      await dialog(page).getByRole('button', { name: 'Add field' }).click();
      await dialog(page).getByRole('button', { name: 'Create' }).click();
      await dialog(page).getByText('Agency name is required.').waitFor();
      await expectNoAxeInEachScheme(page, `New Agency with errors (${width} px)`, 'dialog[open]');
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });
      await page
        .getByRole('button', { name: /^Edit Springfield/ })
        .first()
        .click();
      await dialog(page).getByRole('heading', { name: 'Edit Agency' }).waitFor();
      await expectNoAxeInEachScheme(page, `Edit Agency (${width} px)`, 'dialog[open]');
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });
    }
  });
});

describe('profile: rename yourself', () => {
  it('shows the new name in the header at once, and after a reload', async () => {
    const { page } = await open('user', '/profile');
    await header(page).getByText('Uma User').first().waitFor();
    await main(page).getByRole('button', { name: 'Edit name' }).click();
    await main(page).getByLabel('Display name').fill('Uma Userton');
    await main(page).getByRole('button', { name: 'Save name' }).click();
    await header(page).getByText('Uma Userton').first().waitFor();
    await main(page).getByText('Uma Userton', { exact: true }).first().waitFor();
    await page.goto(`${env.gateway.url}/`);
    await page.getByRole('heading', { name: 'Welcome, Uma Userton' }).waitFor();
  });
});

describe('a Manager as delegated admin at DEMO_SCALE=large', () => {
  it('renames a managed organization and adds a domain from Managed Orgs; no History link fails', async () => {
    const { page, refused } = await open('manager', '/organization/managed');
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await sidebar.getByRole('link', { name: 'Overview' }).waitFor();
    await sidebar.getByRole('link', { name: 'Managed Orgs' }).waitFor();
    const firstEdit = main(page)
      .getByRole('button', { name: /^Edit / })
      .first();
    await firstEdit.waitFor();
    const label = (await firstEdit.getAttribute('aria-label')) ?? '';
    const name = label.replace(/^Edit /, '');
    await firstEdit.click();
    await dialog(page).getByRole('heading', { name: 'Edit Organization' }).waitFor();
    const save = dialog(page).getByRole('button', { name: 'Save Changes' });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await dialog(page).getByLabel('Name').fill(`${name} (renamed)`);
    const domains = dialog(page).getByLabel('Domains');
    const before = await domains.inputValue();
    await domains.fill(before ? `${before}, rights3-managed.example` : 'rights3-managed.example');
    await save.click();
    await page.getByText(`Organization "${name} (renamed)" updated`).waitFor();

    // Opened, the managed organization's Overview shows the change and no History link (a
    // Manager reads their own organization's activity only); nor does the sidebar offer it.
    await main(page)
      .getByRole('button', { name: `Open ${name} (renamed)` })
      .click();
    await main(page)
      .getByRole('heading', { name: `${name} (renamed)`, level: 1 })
      .waitFor();
    await main(page).getByText('rights3-managed.example').waitFor();
    await main(page).getByRole('button', { name: 'Edit Organization' }).waitFor();
    expect(
      await main(page)
        .getByRole('link', { name: /^History/ })
        .count(),
    ).toBe(0);
    expect(await sidebar.getByRole('link', { name: 'Activity' }).count()).toBe(0);
    expect(refused).toEqual([]);
  });
});
