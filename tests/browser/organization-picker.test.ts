// Issue #11 item 2: the sidebar's organization picker at 5,000 managed organizations in
// Chromium, through the built gateway and the demo backend — type-ahead search, pinning (kept
// per user across a reload), keyboard only, axe on the open picker in light and dark, and
// screenshots at 1280 and 360 px.
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEED_IDS } from '../../server/demo-backend/seed';
import { axeViolations, describeViolations } from './support/axe';
import { newWatchedPage } from './support/browser';
import { itHadNoProblems, setUpConsoleFixture } from './support/console-fixture';
import { signIn, type DemoAccount } from './support/sign-in';

const SHOTS = '/tmp/shots-organization-picker';
const MANAGED_COUNT = 5_000;
const WORDS = ['North', 'Blue', 'River', 'Summit', 'Cedar', 'Atlas', 'Harbor', 'Nova'];
const KINDS = ['Labs', 'Logistics', 'Health', 'Systems', 'Foods', 'Trading', 'Energy'];

/** Acme's 5,000 managed organizations, answered by the browser itself. */
const MANAGED = Array.from({ length: MANAGED_COUNT }, (_, i) => ({
  id: `scale-org-${i}`,
  name: `${WORDS[i % 8]} ${WORDS[Math.floor(i / 8) % 8]} ${KINDS[i % KINDS.length]} ${i}`,
  status: 'active',
}));
const MANAGED_BODY = JSON.stringify(MANAGED);
const TARGET = MANAGED[4_321]!;

const env = setUpConsoleFixture();
const { problems } = env;

async function openConsole(
  options: { account?: DemoAccount; width?: number; scheme?: 'light' | 'dark' } = {},
): Promise<Page> {
  const context = await env.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    colorScheme: options.scheme ?? 'light',
  });
  const page = await newWatchedPage(context, problems);
  await page.route(
    (url) => url.pathname === `/api/v1/organizations/${SEED_IDS.acme}/managed`,
    (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 200, contentType: 'application/json', body: MANAGED_BODY })
        : route.continue(),
  );
  await signIn(page, env.gateway.url, options.account ?? 'admin', '/');
  await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
  return page;
}

const picker = (page: Page) => page.getByRole('combobox', { name: 'Selected organization' });
const listbox = (page: Page) => page.getByRole('listbox', { name: 'Organizations' });
const status = (page: Page) => page.locator('.org-picker__footer [role="status"]');

describe('the organization picker at 5,000 managed organizations', () => {
  it('finds one organization among 5,000 by typing, with a windowed list, and selects it with Enter', async () => {
    const page = await openConsole();
    await picker(page).click();
    await listbox(page).waitFor();
    expect(await status(page).textContent()).toBe('5,001 organizations');
    // Virtualized: a window of options, not 5,001 elements.
    expect(await listbox(page).getByRole('option').count()).toBeLessThan(40);

    await page.keyboard.type(String(4_321));
    await expect
      .poll(() => listbox(page).getByRole('option').allTextContents())
      .toEqual([TARGET.name]);
    expect(await status(page).textContent()).toBe('1 of 5,001 organizations');
    await page.keyboard.press('Enter');
    await listbox(page).waitFor({ state: 'detached' });
    expect(await picker(page).inputValue()).toBe(TARGET.name);
    expect(await page.evaluate(() => localStorage.getItem('selected-organization-id'))).toBe(
      TARGET.id,
    );
  });

  it('pins by button and by Alt+P; pins lead the list, survive a reload and belong to the user', async () => {
    const page = await openConsole();
    await picker(page).click();
    await page.keyboard.type('harbor nova');
    const first = listbox(page).getByRole('option').first();
    const firstName = (await first.textContent()) ?? '';
    expect(firstName).toMatch(/Harbor Nova/);
    await page.getByRole('button', { name: `Pin ${firstName}`, exact: true }).click();
    expect(
      await page
        .getByRole('button', { name: `Pin ${firstName}`, exact: true })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    // Keyboard only: a new query, the best match is active, Alt+P pins it.
    await page.keyboard.press('Control+A');
    await page.keyboard.type('cedar summit');
    const second = (await listbox(page).getByRole('option').first().textContent()) ?? '';
    expect(second).toMatch(/Cedar Summit/);
    await page.keyboard.press('Alt+P');
    await page.keyboard.press('Escape');
    await listbox(page).waitFor({ state: 'detached' });

    await page.reload();
    await picker(page).click();
    const pinned = listbox(page).getByRole('group', { name: 'Pinned' });
    await pinned.waitFor();
    expect(await pinned.getByRole('option').allTextContents()).toEqual([firstName, second]);
    // The active option starts on the current organization; ArrowUp walks into the pins.
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    expect(await picker(page).inputValue()).toBe(firstName);

    // Another demo account on the same browser has no pins of its own.
    await page.context().clearCookies();
    await signIn(page, env.gateway.url, 'manager', '/');
    await picker(page).click();
    await listbox(page).waitFor();
    expect(await listbox(page).getByRole('group', { name: 'Pinned' }).count()).toBe(0);
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`the open picker has no axe violations (${scheme}) and reads well at 1280 and 360 px`, async () => {
      await mkdir(SHOTS, { recursive: true });
      for (const width of [1280, 360]) {
        const page = await openConsole({ width, scheme });
        if (width < 800) await page.getByRole('button', { name: 'Menu' }).click();
        await picker(page).click();
        await page.getByRole('button', { name: /^Pin / }).nth(2).click();
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('ArrowDown');
        await listbox(page).getByRole('group', { name: 'Pinned' }).waitFor();
        const violations = await axeViolations(page);
        expect(violations, describeViolations(violations)).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/open-${scheme}-${width}.png` });
        await page.keyboard.press('Escape');
        await page.close();
      }
    });
  }
});

itHadNoProblems(problems);
