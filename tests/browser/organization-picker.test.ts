// Issue #11 item 2: the sidebar's organization picker against the demo backend at
// DEMO_SCALE=large (Acme, the demo accounts' organization, manages 5,000 organizations) in
// Chromium through the built gateway: type-ahead search, pinning (kept per user across a
// reload), keyboard only, axe on the open picker in light and dark at 1280 and 360 px (saved
// as PNGs with PICKER_SCREENSHOTS=<folder>). One gateway (embedded demo backend, seeded at scale
// once) and one browser.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEED_IDS } from '../../server/demo-backend/seed/seed';
import { axeViolations, describeViolations } from './support/axe';
import { newWatchedPage, screenshotFolder } from './support/browser';
import { setUpConsoleFixture } from './support/console-fixture';
import { signIn, type DemoAccount } from './support/sign-in';

const env = setUpConsoleFixture({ backend: 'embedded', backendEnv: { DEMO_SCALE: 'large' } });
const { problems } = env;

async function openConsole(account: DemoAccount = 'admin'): Promise<Page> {
  const context = await env.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await newWatchedPage(context, problems);
  await signIn(page, env.gateway.url, account, '/');
  await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
  return page;
}

interface Named {
  id: string;
  name: string;
}

/** Acme's managed organizations as the backend lists them (the page's session reads them). */
async function managedOrganizations(page: Page): Promise<Named[]> {
  const response = await page.request.get(
    `${env.gateway.url}/api/v1/organizations/${SEED_IDS.acme}/managed`,
  );
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as Named[] | { organizations?: Named[] };
  return Array.isArray(body) ? body : (body.organizations ?? []);
}

const words = (name: string) => name.toLowerCase().split(/\s+/);

/** An organization from `from` on in the list whose full name finds it alone. */
function findableAlone(organizations: Named[], from: number): Named {
  for (const candidate of organizations.slice(from)) {
    const wanted = words(candidate.name);
    const rivals = organizations.filter(
      (other) =>
        other !== candidate && wanted.every((word) => other.name.toLowerCase().includes(word)),
    );
    if (rivals.length === 0) return candidate;
  }
  throw new Error('no organization is findable alone by its name');
}

const picker = (page: Page) => page.getByRole('combobox', { name: 'Selected organization' });
const listbox = (page: Page) => page.getByRole('listbox', { name: 'Organizations' });
const status = (page: Page) => page.locator('.org-picker__footer [role="status"]');

describe('the organization picker at DEMO_SCALE=large (5,000 managed organizations)', () => {
  it('finds one organization among 5,000 by typing, with a windowed list, and selects it with Enter', async () => {
    const page = await openConsole();
    const managed = await managedOrganizations(page);
    expect(managed.length).toBeGreaterThanOrEqual(5_000);
    const total = `${(managed.length + 1).toLocaleString('en')} organizations`;
    const target = findableAlone(managed, 4_000);

    await picker(page).click();
    await listbox(page).waitFor();
    expect(await status(page).textContent()).toBe(total);
    // Virtualized: a window of options, not 5,001 elements.
    expect(await listbox(page).getByRole('option').count()).toBeLessThan(40);

    await page.keyboard.type(target.name);
    await expect
      .poll(() => listbox(page).getByRole('option').allTextContents())
      .toEqual([target.name]);
    expect(await status(page).textContent()).toBe(`1 of ${total}`);
    await page.keyboard.press('Enter');
    await listbox(page).waitFor({ state: 'detached' });
    expect(await picker(page).inputValue()).toBe(target.name);
    expect(await page.evaluate(() => localStorage.getItem('selected-organization-id'))).toBe(
      target.id,
    );
  });

  it('pins by button and by Alt+P; pins lead the list, survive a reload and belong to the user', async () => {
    const page = await openConsole();
    const managed = await managedOrganizations(page);
    const [one, two] = [findableAlone(managed, 1_000), findableAlone(managed, 2_000)];
    const firstOption = () => listbox(page).getByRole('option').first().textContent();

    await picker(page).click();
    await page.keyboard.type(one.name);
    await expect.poll(firstOption).toBe(one.name);
    const pin = page.getByRole('button', { name: `Pin ${one.name}`, exact: true });
    expect(await pin.getAttribute('aria-pressed')).toBe('false');
    await pin.click();
    expect(await pin.getAttribute('aria-pressed')).toBe('true');
    // The click kept the list open and the focus in the input.
    expect(await picker(page).evaluate((input) => input === document.activeElement)).toBe(true);

    // Keyboard only: a new query, its best match is active, Alt+P pins it.
    await page.keyboard.press('Control+A');
    await page.keyboard.type(two.name);
    await expect.poll(firstOption).toBe(two.name);
    await page.keyboard.press('Alt+P');
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: `Pin ${two.name}`, exact: true })
          .getAttribute('aria-pressed'),
      )
      .toBe('true');
    await page.keyboard.press('Escape');
    await listbox(page).waitFor({ state: 'detached' });

    await page.reload();
    await picker(page).click();
    const pinned = listbox(page).getByRole('group', { name: 'Pinned' });
    await pinned.waitFor();
    expect(await pinned.getByRole('option').allTextContents()).toEqual([one.name, two.name]);
    // Home goes to the first pin; Enter selects it.
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    expect(await picker(page).inputValue()).toBe(one.name);

    // Another demo account on the same browser has no pins of its own.
    await page.context().clearCookies();
    await signIn(page, env.gateway.url, 'manager', '/');
    await picker(page).click();
    await listbox(page).waitFor();
    expect(await listbox(page).getByRole('group', { name: 'Pinned' }).count()).toBe(0);
  });

  it('the open picker has no axe violations in light and dark, and reads well at 1280 and 360 px', async () => {
    const shots = await screenshotFolder('PICKER_SCREENSHOTS');
    // One signed-in page, its width and colour scheme switched in place.
    const page = await openConsole();
    let pinnedOne = false;
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      if (width < 800) await page.getByRole('button', { name: 'Menu' }).click();
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await picker(page).click();
        if (!pinnedOne) {
          await page.getByRole('button', { name: /^Pin / }).nth(2).click();
          pinnedOne = true;
        }
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('ArrowDown');
        await listbox(page).getByRole('group', { name: 'Pinned' }).waitFor();
        const violations = await axeViolations(page);
        expect(violations, `${scheme} at ${width}px\n${describeViolations(violations)}`).toEqual(
          [],
        );
        if (shots) await page.screenshot({ path: path.join(shots, `open-${scheme}-${width}.png`) });
        await page.keyboard.press('Escape');
        await listbox(page).waitFor({ state: 'detached' });
      }
    }
  });
});
