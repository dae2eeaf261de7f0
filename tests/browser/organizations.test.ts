// Issue #4 items 1–4: the organizations screen and its modals, the organization overview and
// the managed organizations page, against the built gateway and a standalone demo backend.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxe, expectNoAxeInEachScheme } from './support/axe';
import { collectCsp, newWatchedPage } from './support/browser';
import { setUpConsoleFixture } from './support/console-fixture';
import { signIn, type DemoAccount } from './support/sign-in';

const env = setUpConsoleFixture();
const { problems } = env;

async function open(path: string, account: DemoAccount = 'admin'): Promise<Page> {
  const context = await env.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: env.gateway.url,
  });
  const page = await newWatchedPage(context, problems);
  await signIn(page, env.gateway.url, account, path);
  return page;
}

async function listReady(page: Page) {
  await page.getByRole('heading', { level: 1, name: 'Organizations' }).waitFor();
  await page.getByRole('button', { name: 'View Acme Corporation' }).waitFor();
}

/** What the backend itself lists now (the page's session, a plain GET). */
async function backendNames(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const response = await fetch('/api/v1/organizations', { headers: { 'X-CSRF': '1' } });
    return ((await response.json()) as { name: string }[]).map((o) => o.name);
  });
}

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

async function chipBackground(chip: Locator): Promise<string> {
  return chip.evaluate((element) => getComputedStyle(element).backgroundColor);
}

describe('organizations (administrator)', () => {
  it('creates, edits, changes domains, shows JSON, and deletes an organization', async () => {
    const page = await open('/global/organizations');
    await listReady(page);
    expect(await page.getByText('25 organizations').count()).toBe(1);

    // ---- add, with domains ----
    await page.getByRole('button', { name: 'Add Organization' }).click();
    const add = dialog(page, 'Add Organization');
    const addButton = add.getByRole('button', { name: 'Add', exact: true });
    expect(await addButton.isDisabled()).toBe(true);
    await add.getByLabel('Name').fill(' ');
    await add.getByText('Organization name is required').waitFor();
    await add.getByLabel('Name').fill('Browser Test Co');
    await add.getByLabel('Description').fill('Made by the browser test');
    await add.getByLabel('Domains').fill(' browser-test.example , ,bt.example ');
    const created = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/api/v1/organizations'),
    );
    await addButton.click();
    expect((await created).postDataJSON()).toEqual({
      name: 'Browser Test Co',
      description: 'Made by the browser test',
      domains: ['browser-test.example', 'bt.example'],
    });
    await page.getByText('Organization "Browser Test Co" created').waitFor();
    await page.getByRole('searchbox', { name: 'Filter' }).fill('Browser Test');
    const row = page.getByRole('row').filter({ hasText: 'Browser Test Co' });
    await row.waitFor();
    const chip = row.locator('.chip');
    expect(await chip.textContent()).toBe('Active');
    const activeColour = await chipBackground(chip);

    // ---- edit the status to suspended: the chip changes colour ----
    await page.getByRole('button', { name: 'Edit Browser Test Co' }).click();
    const edit = dialog(page, 'Edit Organization');
    expect(await edit.getByLabel('Domains').inputValue()).toBe('browser-test.example, bt.example');
    await edit.getByLabel('Status').selectOption('suspended');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Organization "Browser Test Co" updated').waitFor();
    await row.locator('.chip', { hasText: 'Suspended' }).waitFor();
    expect(await row.locator('.chip').getAttribute('class')).toContain('chip--danger');
    expect(await chipBackground(row.locator('.chip'))).not.toBe(activeColour);

    // ---- view: add and remove a domain ----
    await page.getByRole('button', { name: 'View Browser Test Co' }).click();
    const view = dialog(page, 'Organization Details');
    await view.getByText('bt.example', { exact: true }).waitFor();
    const addDomain = view.getByRole('button', { name: 'Add Domain' });
    expect(await addDomain.isDisabled()).toBe(true);
    await view.getByLabel('New domain').fill('   ');
    await view.getByText('Domain name is required').waitFor();
    await view.getByLabel('New domain').fill('extra.example');
    await addDomain.click();
    await view.getByText('extra.example', { exact: true }).waitFor();

    await view.getByRole('button', { name: 'Remove domain bt.example' }).click();
    const confirm = dialog(page, 'Remove Domain');
    expect(await confirm.getByText(/Are you sure/).textContent()).toBe(
      'Are you sure you want to remove the domain "bt.example" from this organization?',
    );
    const refetched = page.waitForResponse(
      (r) =>
        r.request().method() === 'GET' && /\/api\/v1\/organizations\/[0-9a-f-]{36}$/.test(r.url()),
    );
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await refetched;
    await confirm.waitFor({ state: 'hidden' });
    await view.getByText('bt.example', { exact: true }).waitFor({ state: 'detached' });
    expect(await view.getByText('browser-test.example', { exact: true }).count()).toBe(1);
    await view.getByRole('button', { name: 'Close' }).click();

    // ---- JSON view and copy ----
    await page.getByRole('button', { name: 'JSON of Browser Test Co' }).click();
    const json = dialog(page, /Organization JSON/);
    await json.getByRole('button', { name: 'Copy JSON' }).click();
    await json.getByText('JSON copied to clipboard!').waitFor();
    const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as {
      name: string;
      status: string;
      domains: string[];
    };
    expect(copied).toMatchObject({ name: 'Browser Test Co', status: 'suspended' });
    expect(copied.domains).toEqual(['browser-test.example', 'extra.example']);
    await page.keyboard.press('Escape');

    // ---- delete, confirmed; the backend no longer lists it ----
    await page.getByRole('button', { name: 'Delete Browser Test Co' }).click();
    const remove = dialog(page, 'Delete Organization');
    await remove.getByText('This action cannot be undone.', { exact: false }).waitFor();
    await remove.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Organization "Browser Test Co" deleted').waitFor();
    await row.waitFor({ state: 'detached' });
    expect(await backendNames(page)).not.toContain('Browser Test Co');
    await collectCsp(page, problems);
  });

  it('opens the managed organizations of an organization with and without managed ones', async () => {
    const page = await open('/global/organizations');
    await listReady(page);
    await page
      .getByRole('button', { name: 'View managed organizations of Acme Corporation' })
      .click();
    const managed = dialog(page, 'Managed Organizations — Acme Corporation');
    const table = managed.getByRole('table');
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBe(5); // header + 4 seeded links
    await table.getByText('Acme Europe GmbH').waitFor();
    await managed.getByRole('button', { name: 'Add Managed Organization' }).click();
    await managed.getByLabel('Search organizations').fill('monsters');
    expect(await managed.getByRole('option').allTextContents()).toEqual([
      expect.stringMatching(/^Monsters Inc \([0-9a-f]{8}\)$/),
    ]);
    await managed.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('searchbox', { name: 'Filter' }).fill('Monsters');
    await page.getByRole('button', { name: 'View managed organizations of Monsters Inc' }).click();
    const none = dialog(page, 'Managed Organizations — Monsters Inc');
    await none.getByText("This organization doesn't manage any other organizations.").waitFor();
    await expectNoAxe(page, 'managed modal, empty');
    await collectCsp(page, problems);
  });

  it('opens settings from a row', async () => {
    const page = await open('/global/organizations');
    await listReady(page);
    await page.getByRole('link', { name: 'Settings of Acme Corporation' }).click();
    await page.waitForURL(/\/organization\/[0-9a-f-]{36}\/settings$/);
    await collectCsp(page, problems);
  });

  it('says why its own organization cannot be deleted, in a tip the table cell does not cut off', async () => {
    const page = await open('/global/organizations');
    await listReady(page);
    const ownDelete = page.getByRole('button', { name: 'Delete Acme Corporation', exact: true });
    expect(await ownDelete.getAttribute('aria-disabled')).toBe('true');
    const tip = page.getByRole('tooltip', {
      name: 'You cannot delete your own organization; ask another administrator',
    });
    await ownDelete.hover();
    await tip.waitFor();
    const [tipBox, cellBox] = [await tip.boundingBox(), await ownDelete.boundingBox()];
    // Drawn above the row, whole: in the top layer, not inside the cell that clipped it.
    expect(await tip.evaluate((element) => element.matches(':popover-open'))).toBe(true);
    expect(tipBox!.y + tipBox!.height).toBeLessThanOrEqual(cellBox!.y);
    expect(tipBox!.x).toBeGreaterThanOrEqual(0);
    expect(tipBox!.x + tipBox!.width).toBeLessThanOrEqual(1280);
    await page.mouse.move(0, 0);
    await tip.waitFor({ state: 'hidden' });
    // Keyboard users get it on focus, and Escape puts it away (WCAG 1.4.13).
    await ownDelete.focus();
    await tip.waitFor();
    await page.keyboard.press('Escape');
    await tip.waitFor({ state: 'hidden' });
    // A click (or a tap) focuses it: the tip stays when the pointer leaves, until focus moves.
    await ownDelete.click({ force: true });
    await page.mouse.move(0, 0);
    expect(await tip.evaluate((element) => element.matches(':popover-open'))).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await tip.waitFor({ state: 'hidden' });
    await ownDelete.press('Enter');
    expect(await dialog(page, 'Delete Organization').count()).toBe(0);
    await collectCsp(page, problems);
  });

  it('has no axe violations on the list, the cards and every modal, in light and dark', async () => {
    const page = await open('/global/organizations');
    await listReady(page);
    await expectNoAxeInEachScheme(page, 'list');
    const check = async (button: string, title: string | RegExp, ready?: string) => {
      await page.getByRole('button', { name: button, exact: true }).first().click();
      const modal = dialog(page, title);
      await (ready ? modal.getByText(ready, { exact: true }) : modal).waitFor();
      await expectNoAxeInEachScheme(page, String(title));
      return modal;
    };
    const view = await check('View Acme Corporation', 'Organization Details', 'acme.example');
    await view.getByRole('button', { name: 'Remove domain acme.example', exact: true }).click();
    await dialog(page, 'Remove Domain').waitFor();
    await expectNoAxeInEachScheme(page, 'remove-domain confirm');
    await dialog(page, 'Remove Domain').getByRole('button', { name: 'Cancel' }).click();
    await page.keyboard.press('Escape');
    await check('Edit Acme Corporation', 'Edit Organization');
    await page.keyboard.press('Escape');
    await check('JSON of Acme Corporation', /Organization JSON/);
    await page.keyboard.press('Escape');
    await check('Delete Acme Labs', 'Delete Organization');
    await page.keyboard.press('Escape');
    const managed = await check(
      'View managed organizations of Acme Corporation',
      'Managed Organizations — Acme Corporation',
      'Acme Labs',
    );
    await managed.getByRole('button', { name: 'Add Managed Organization' }).click();
    await managed.getByLabel('Search organizations').waitFor();
    await expectNoAxeInEachScheme(page, 'managed modal with picker');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Add Organization' }).click();
    await dialog(page, 'Add Organization').getByLabel('Name').fill(' ');
    await page.getByText('Organization name is required').waitFor();
    await expectNoAxeInEachScheme(page, 'add modal');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Cards' }).click();
    await page.getByRole('button', { name: 'Cards', pressed: true }).waitFor();
    await expectNoAxeInEachScheme(page, 'cards');
    await collectCsp(page, problems);
  });
});

describe('organizations (manager)', () => {
  it('offers a Manager no add, edit or delete', async () => {
    const page = await open('/global/organizations', 'manager');
    // The guard refuses the global route to a Manager; no organization controls appear.
    await page.waitForURL((url) => url.pathname === '/access-denied');
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add Organization' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Edit|Delete) / }).count()).toBe(0);
    await collectCsp(page, problems);
  });
});

describe('organization overview and managed organizations', () => {
  it('shows the selected organization and links to its pages', async () => {
    const page = await open('/organization/overview', 'manager');
    await page.getByRole('heading', { level: 1, name: 'Acme Corporation' }).waitFor();
    await page.getByText('acme-corp.example').waitFor();
    for (const link of ['Users', 'Onboardings', 'Settings', 'Managed Organizations']) {
      await page
        .getByRole('link', { name: new RegExp(`^${link}`) })
        .last()
        .waitFor();
    }
    await expectNoAxe(page, 'overview');
    await page
      .getByRole('link', { name: /^Managed Organizations/ })
      .last()
      .click();
    await page.waitForURL((url) => url.pathname === '/organization/managed');
    await page
      .getByRole('heading', { level: 1, name: 'Acme Corporation Managed Organizations' })
      .waitFor();
    await page.getByRole('cell', { name: 'Acme Labs', exact: true }).waitFor();
    expect(await page.getByText('4 managed organizations').count()).toBe(1);
    await expectNoAxe(page, 'managed page');
    await page.getByRole('button', { name: 'Open Acme Labs' }).click();
    await page.waitForURL((url) => url.pathname === '/organization/overview');
    await page.getByRole('heading', { level: 1, name: 'Acme Labs' }).waitFor();
    await collectCsp(page, problems);
  });
});
