// Issue 12, item 2: the organizations list with the demo backend at DEMO_SCALE=large (10,000
// organizations and more) renders, sorts, filters (with its count), scrolls to its last row,
// opens a row's dialog, shows Cards a page at a time, and has no axe violation. Speed is
// measured by `npm run bench:lists`, not here.
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './support/axe';
import { collectCsp, newWatchedPage } from './support/browser';
import { setUpConsoleFixture } from './support/console-fixture';
import { signIn } from './support/sign-in';

const env = setUpConsoleFixture({ backend: 'embedded', backendEnv: { DEMO_SCALE: 'large' } });
const { problems } = env;
let context: BrowserContext;
let page: Page;

interface Listed {
  id: string;
  name: string;
}
let listed: Listed[] = [];

beforeAll(async () => {
  context = await env.newContext({ viewport: { width: 1280, height: 900 } });
  page = await newWatchedPage(context, problems);
  await signIn(page, env.gateway.url, 'admin', '/global/organizations');
  listed = await page.evaluate(async () => {
    const response = await fetch('/api/v1/organizations', { headers: { 'X-CSRF': '1' } });
    return ((await response.json()) as Listed[]).map(({ id, name }) => ({ id, name }));
  });
}, 60_000);

const rows = () => page.locator('.data-table__row');
const firstName = () => rows().first().locator('.organizations-name__title').textContent();
const count = () => page.locator('.table-toolbar__count').textContent();

/** Natural order, as the list sorts names; equal names keep the backend's order. */
async function sortedNames(descending: boolean): Promise<string[]> {
  return page.evaluate(
    ({ names, descending }) => {
      const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
      const order = names.map((_, index) => index);
      order.sort((a, b) => (descending ? -1 : 1) * collator.compare(names[a]!, names[b]!) || a - b);
      return order.map((index) => names[index]!);
    },
    { names: listed.map((o) => o.name), descending },
  );
}

describe('the organizations list at DEMO_SCALE=large', () => {
  it('lists every organization, rendering only the rows in view', async () => {
    expect(listed.length).toBeGreaterThanOrEqual(10_000);
    await page.getByRole('heading', { level: 1, name: 'Organizations' }).waitFor();
    await rows().first().waitFor();
    expect(await count()).toBe(`${listed.length.toLocaleString('en-US')} organizations`);
    const table = page.getByRole('table', { name: 'Organizations' });
    expect(await table.getAttribute('aria-rowcount')).toBe(String(listed.length + 1));
    expect(await rows().count()).toBeLessThan(100);
  });

  it('has no axe violations with every organization listed', async () => {
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  it('sorts by name both ways', async () => {
    const header = page.getByRole('columnheader', { name: /^Organization/ });
    await header.getByRole('button').click();
    await page.waitForFunction(() =>
      document.querySelector('th[aria-sort="ascending"]')?.textContent?.includes('Organization'),
    );
    const ascending = await sortedNames(false);
    await expect.poll(firstName).toBe(ascending[0]);
    await header.getByRole('button').click();
    expect(await header.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(firstName).toBe((await sortedNames(true))[0]);
  });

  it('filters as typed, keeping every character, with the count of matches', async () => {
    const box = page.getByRole('searchbox', { name: 'Filter' });
    await box.click();
    await page.keyboard.type('acme', { delay: 0 });
    expect(await box.inputValue()).toBe('acme');
    const matches = listed.filter((o) => `${o.name} ${o.id}`.toLowerCase().includes('acme'));
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.length).toBeLessThan(listed.length);
    await expect
      .poll(count)
      .toBe(
        `${matches.length.toLocaleString('en-US')} of ${listed.length.toLocaleString('en-US')} organizations`,
      );
    const shown = await rows().locator('.organizations-name__title').allTextContents();
    for (const name of shown) expect(name.toLowerCase()).toContain('acme');
    await box.fill('');
    await expect.poll(count).toBe(`${listed.length.toLocaleString('en-US')} organizations`);
  });

  it('scrolls to the last row and opens its dialog', async () => {
    await page.locator('.data-table__scroll').evaluate((element) => {
      element.scrollTop = element.scrollHeight;
    });
    const last = page.locator(`.data-table__row[aria-rowindex="${listed.length + 1}"]`);
    await last.waitFor();
    const name = (await last.locator('.organizations-name__title').textContent()) ?? '';
    expect(name).toBe((await sortedNames(true)).at(-1));
    await last.getByRole('button', { name: `View ${name}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Organization Details' });
    await dialog.waitFor();
    await dialog.getByText(name, { exact: true }).first().waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('shows Cards a page at a time', async () => {
    await page.getByRole('button', { name: 'Cards', exact: true }).click();
    const cards = page.locator('.data-table__card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(50);
    // Counts carry thousands separators (#24 item 7): "Showing 50 of 10,000".
    await page.getByText(`Showing 50 of ${listed.length.toLocaleString('en-US')}`).waitFor();
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect.poll(() => cards.count()).toBe(100);
    await page.getByRole('button', { name: 'Table', exact: true }).click();
    await rows().first().waitFor();
    await collectCsp(page, problems);
  });

  it('keeps names readable beside borderless row actions, and in view at 360 px (#24 friction 2)', async () => {
    const box = page.getByRole('searchbox', { name: 'Filter' });
    await box.fill('blue harbor media ag');
    const row = rows().filter({ hasText: 'Blue Harbor Media AG' }).first();
    await row.waitFor();
    const title = row.locator('.organizations-name__title');
    // Before: the name column was 140 px and cut "Blue Harbor Media AG" to "Blue Harbor …".
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    // One row-action style: borderless buttons, Delete in the danger colour, not a filled red button.
    const remove = row.getByRole('button', { name: 'Delete Blue Harbor Media AG' });
    expect(await remove.getAttribute('class')).toContain('button--ghost');
    expect(await row.locator('.button--danger, .button--secondary').count()).toBe(0);
    const scroller = page.locator('.data-table__scroll');
    const edge = (await scroller.boundingBox())!;
    const deleteBox = (await remove.boundingBox())!;
    expect(deleteBox.x + deleteBox.width).toBeLessThanOrEqual(edge.x + edge.width);

    // At 360 px the row scrolls sideways to Edit; the name stays in view beside it.
    await page.setViewportSize({ width: 360, height: 800 });
    await row.getByRole('button', { name: 'Edit Blue Harbor Media AG' }).scrollIntoViewIfNeeded();
    const nameBox = (await title.boundingBox())!;
    expect(nameBox.x).toBeGreaterThanOrEqual(0);
    expect(nameBox.x + 40).toBeLessThan(360);
    expect(await scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    await box.fill('');
  });
});
