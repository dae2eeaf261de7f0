// Issue #24 items 7, 8 and 10 in Chromium against the built console and the demo backend:
// agencies' columns and export confirmation, ids on one line in a 360 px dialog, Onboarding
// Analytics naming 'On Hold', the g h / g v shortcuts, the API Explorer's list of calls; axe 0.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sidewaysScrolls } from './support/accessibility-kit';
import { expectNoAxe, expectNoAxeInEachScheme } from './support/axe';
import { newWatchedPage } from './support/browser';
import { setUpConsoleFixture } from './support/console-fixture';
import { signIn } from './support/sign-in';

const env = setUpConsoleFixture();
const { problems } = env;

async function open(path: string, width = 1280) {
  const context = await env.newContext({
    colorScheme: 'light',
    viewport: { width, height: 900 },
    acceptDownloads: true,
  });
  const page = await newWatchedPage(context, problems);
  await signIn(page, env.gateway.url, 'admin', path);
  return page;
}

describe('lists (item 7) and export feedback (item 8)', () => {
  it('agencies: a few columns with Actions last, and Export CSV says what it wrote (axe in light and dark)', async () => {
    const page = await open('/global/agencies?name=a');
    const table = page.getByRole('table', { name: 'Search Results' });
    await table.getByRole('row').nth(1).waitFor();
    const headers = (await table.getByRole('columnheader').allInnerTexts()).map((text) =>
      text.replace(/[↕↑↓]/g, '').trim(),
    );
    expect(headers).toEqual(['Name', 'ID', 'Location', 'Agency Type', 'County', 'Actions']);
    // At 1280 px they fit beside the sidebar: no sideways scroll, every row's actions on screen
    // (with a third field, Phone was cut and Actions sat 224 px past the edge).
    expect(await sidewaysScrolls(page)).toEqual([]);
    const actionsRight = await table
      .getByRole('button', { name: /^View Details for / })
      .first()
      .evaluate((button) => button.getBoundingClientRect().right);
    expect(actionsRight).toBeLessThanOrEqual(1280);
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await expect
      .poll(() => page.getByText('Exported 21 rows to agencies.csv').isVisible())
      .toBe(true);
    await expectNoAxeInEachScheme(page, 'agencies', 'main');
    await page.close();
  });

  it('onboardings at 360 px: the details id stays on one line; analytics names On Hold', async () => {
    const page = await open('/organization/onboardings', 360);
    // A phone opens the list as cards.
    await page.locator('.data-table__card').first().waitFor();
    await page
      .getByRole('button', { name: /^Details of/ })
      .first()
      .click();
    const id = page.locator('dialog[open] dd > code').first();
    await id.waitFor();
    const lines = await id.evaluate((element) => {
      const style = getComputedStyle(element);
      const lineHeight =
        Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.4;
      return Math.round(element.getBoundingClientRect().height / lineHeight);
    });
    expect(lines).toBe(1);
    const box = await id.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'View Analytics' }).click();
    const analytics = page.getByRole('dialog', { name: 'Onboarding Analytics' });
    await expect.poll(() => analytics.getByRole('row', { name: /^On Hold 1$/ }).count()).toBe(1);
    expect(await analytics.getByRole('row', { name: /^Other/ }).count()).toBe(0);
    await expectNoAxe(page, 'analytics at 360 px', 'dialog[open]');
    await page.close();
  });
});

/** Elements among `selector` whose text is cut (an ellipsis hides part of it). */
const cutTexts = (page: Page, selector: string) =>
  page.$$eval(selector, (elements) =>
    elements.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent),
  );

describe('columns take the room the others leave (issue #34 item 4)', () => {
  it('users: every email whole at 1280 px; managed orgs: whole names, no column repeating one value', async () => {
    const page = await open('/organization/users');
    await page.locator('.users-cell__email').first().waitFor();
    expect(await cutTexts(page, '.users-cell__email')).toEqual([]);
    await page.goto(`${env.gateway.url}/organization/managed`);
    const table = page.getByRole('table', { name: /Managed Organizations/ });
    await table.getByRole('row').nth(1).waitFor();
    const headers = await table.getByRole('columnheader').allInnerTexts();
    expect(headers.map((h) => h.replace(/[↕↑↓]/g, '').trim())).not.toContain('Organization ID');
    expect(await cutTexts(page, '.managed-organizations__name span')).toEqual([]);
  });

  it('users at 360 px open as cards, every email whole in light and dark', async () => {
    const page = await open('/organization/users', 360);
    await page.getByRole('button', { name: 'Cards', pressed: true }).waitFor();
    await page.locator('.users-card .users-cell__email').first().waitFor();
    // Whether an email is cut is measured in each scheme, the page switched in place.
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      expect(await cutTexts(page, '.users-cell__email'), scheme).toEqual([]);
    }
    await expectNoAxeInEachScheme(page, 'users at 360 px');
    await page.close();
  });
});

describe('a list with less room than its columns need', () => {
  it('opens as cards at 1024 px, every row action on screen, unless the link names the table', async () => {
    // The users list needs ~920 px; beside the sidebar a 1024 px window leaves it ~730.
    const page = await open('/organization/users', 1024);
    await page.getByRole('button', { name: 'Cards', pressed: true }).waitFor();
    await page.locator('.users-card').first().waitFor();
    const right = await page
      .getByRole('button', { name: /^Remove / })
      .first()
      .evaluate((button) => button.getBoundingClientRect().right);
    expect(right).toBeLessThanOrEqual(1024);
    expect(await sidewaysScrolls(page)).toEqual([]);
    // Agencies' results (~965 px) open as cards too; a link that names the table keeps it.
    await page.goto(`${env.gateway.url}/global/agencies?name=a`);
    await page.getByRole('button', { name: 'Cards', pressed: true }).waitFor();
    expect(await page.getByRole('table', { name: 'Search Results' }).count()).toBe(0);
    await page.goto(`${env.gateway.url}/global/agencies?name=a&view=table`);
    await page.getByRole('table', { name: 'Search Results' }).getByRole('row').nth(1).waitFor();
    await page.getByRole('button', { name: 'Table', pressed: true }).waitFor();
  });
});

describe('shortcuts (item 8) and the API Explorer (item 10)', () => {
  it('g h opens Activity and g v Provisioner', async () => {
    const page = await open('/');
    await page.getByRole('heading', { name: /Welcome/ }).waitFor();
    await page.locator('body').click({ position: { x: 600, y: 600 } });
    await page.keyboard.press('g');
    await page.keyboard.press('h');
    await page.waitForURL((url) => url.pathname === '/global/activity');
    await page.locator('body').click({ position: { x: 600, y: 600 } });
    await page.keyboard.press('g');
    await page.keyboard.press('v');
    await page.waitForURL((url) => url.pathname === '/global/provisioner');
    await page.close();
  });

  it('lists the calls the console knows; choosing one fills method and endpoint', async () => {
    const page = await open('/api-explorer');
    // {orgId} is filled from the selected organization: wait until the picker has chosen it.
    const picker = page.getByRole('combobox', { name: 'Selected organization' });
    await expect.poll(() => picker.inputValue()).toContain('Acme Corporation');
    await page.getByText(/^Calls the console knows/).click();
    await page
      .getByRole('button', { name: 'Use PATCH /api/v1/organizations/{orgId}/settings' })
      .click();
    expect(await page.getByRole('combobox', { name: 'Method' }).inputValue()).toBe('PATCH');
    expect(await page.getByRole('textbox', { name: 'Endpoint' }).inputValue()).toMatch(
      /^\/api\/v1\/organizations\/[0-9a-f-]{36}\/settings$/,
    );
    await page.getByRole('combobox', { name: 'Method' }).selectOption('PUT');
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'not PUT' }).count())
      .toBe(1);
    await expectNoAxe(page, 'API explorer with its calls open', 'main');
    await page.close();
  });
});
