// Issue #11 (tracker 13), bulk actions against the built gateway and the demo backend: a role
// change over 25 of Acme's users with one forced failure (a demo test switch) shows the summary
// and Retry failed; Cancel mid-run sends no further calls; axe on the selection column and the
// bulk dialogs in light and dark (each state switched in place).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeInEachScheme } from './support/axe';
import { collectCsp, newWatchedPage, seenEveryRequestSoFar } from './support/browser';
import { setUpConsoleFixture } from './support/console-fixture';
import { DEMO_ACCOUNTS, signIn } from './support/sign-in';

const env = setUpConsoleFixture();
const { problems } = env;
const DEMO_NAMES = new Set<string>(Object.values(DEMO_ACCOUNTS).map((account) => account.name));
const PUT_PATH = /\/api\/v1\/organizations\/[^/]+\/users\/[^/]+$/;

async function fault(body: Record<string, unknown>) {
  const response = await fetch(`${env.backend.url}/__demo/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
}

const clearFaults = () => fetch(`${env.backend.url}/__demo/faults`, { method: 'DELETE' });

/** The text of the focused element ('' for <body>). */
const focusedText = (page: Page) =>
  page.evaluate(() =>
    document.activeElement === document.body ? '' : (document.activeElement?.textContent ?? ''),
  );

/** Admin on Acme's users with 40 loaded and selection mode on; PUTs to users are counted. */
async function openUsers() {
  const context = await env.newContext({
    colorScheme: 'light',
    viewport: { width: 1280, height: 900 },
  });
  const page = await newWatchedPage(context, problems);
  const puts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && PUT_PATH.test(new URL(request.url()).pathname))
      puts.push(request.url());
  });
  await signIn(page, env.gateway.url, 'admin', '/organization/users');
  await page.getByRole('heading', { name: 'Acme Corporation Users' }).waitFor();
  await page.getByRole('button', { name: 'Load More Users' }).click();
  await expect.poll(() => page.locator('.data-table__row').count()).toBe(40);
  await page.getByRole('button', { name: 'Select rows' }).click();
  return { page, puts };
}

/** Ticks the first 25 users that are not demo accounts (whose roles the tests must keep). */
async function select25(page: Page): Promise<string[]> {
  const labels = await page
    .locator('.data-table__row .row-select')
    .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label') ?? ''));
  const chosen = labels
    .map((label) => label.replace(/^Select /, ''))
    .filter((name) => !DEMO_NAMES.has(name))
    .slice(0, 25);
  for (const name of chosen) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  await expect.poll(() => page.locator('.selection-bar__count').innerText()).toBe('25 selected');
  return chosen;
}

/** The id of the loaded user shown as `name`, read from the backend with the page's session. */
function userIdOf(page: Page, name: string): Promise<string> {
  return page.evaluate(async (wanted) => {
    const me = (await (await fetch('/auth/me')).json()) as { organizationId: string };
    const base = `/api/v1/organizations/${me.organizationId}/users`;
    const first = (await (await fetch(base)).json()) as {
      items: { id: string; name?: string; email?: string }[];
      skipToken?: string;
    };
    const second = (await (
      await fetch(`${base}?offset=20&skipToken=${encodeURIComponent(first.skipToken ?? '')}`)
    ).json()) as typeof first;
    const user = [...first.items, ...second.items].find(
      (item) => (item.name?.trim() || item.email) === wanted,
    );
    if (!user) throw new Error(`no user ${wanted}`);
    return user.id;
  }, name);
}

describe('bulk actions', () => {
  it('changes the roles of 25 users with one forced failure: summary, the failed row kept selected, Retry failed (axe in light and dark)', async () => {
    const { page, puts } = await openUsers();
    await expectNoAxeInEachScheme(page, 'selection column', '.data-table');
    const chosen = await select25(page);
    const failing = chosen[6] as string;
    await fault({
      path: `/api/v1/organizations/*/users/${await userIdOf(page, failing)}`,
      method: 'PUT',
      status: 500,
      body: { message: 'Directory is read-only for this user' },
      once: true,
    });

    await page.getByRole('button', { name: 'Change roles' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change User Roles' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(
      `Change the roles of 25 users, including ${chosen[0]}?`,
    );
    await dialog.getByRole('radio', { name: 'Replace all roles' }).check();
    await dialog.getByRole('checkbox', { name: 'Manager' }).check();
    await expectNoAxeInEachScheme(page, 'bulk dialog, confirm', 'dialog[open]');
    await dialog.getByRole('button', { name: 'Change 25' }).click();
    await dialog.getByRole('heading', { name: 'Finished' }).waitFor();

    expect(await dialog.getByRole('list', { name: 'Results' }).innerText()).toMatch(
      /Succeeded: 24\s*Failed: 1\s*Skipped: 0/,
    );
    expect(await dialog.getByRole('list', { name: 'Failures' }).innerText()).toBe(
      `${failing}: Failed to update user roles: Directory is read-only for this user`,
    );
    expect(puts).toHaveLength(25);
    await expectNoAxeInEachScheme(page, 'bulk dialog, summary', 'dialog[open]');
    expect(await page.locator('.selection-bar__count').innerText()).toBe('1 selected');

    await dialog.getByRole('button', { name: 'Retry failed (1)' }).click();
    await expect
      .poll(() => dialog.getByRole('list', { name: 'Results' }).innerText())
      .toMatch(/Succeeded: 1\s*Failed: 0/);
    expect(puts).toHaveLength(26);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect
      .poll(() => page.locator('.selection-bar__count').innerText())
      .toBe('No rows selected');
    // Every row has now succeeded and the bulk buttons left with the selection: focus goes to
    // the Select rows toggle, not to <body>.
    await expect.poll(() => focusedText(page)).toBe('Select rows');
    // The list was refreshed: the failing user now holds the new roles too.
    const row = page.locator('.data-table__row', { hasText: failing });
    await expect.poll(() => row.innerText()).toContain('Manager');
    await collectCsp(page, problems);
  });

  it('Cancel mid-run sends no further calls; what ran stays done (axe in light and dark)', async () => {
    const { page, puts } = await openUsers();
    await select25(page);
    await fault({ path: '/api/v1/organizations/*/users/*', method: 'PUT', delayMs: 400 });
    try {
      await page.getByRole('button', { name: 'Change roles' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change User Roles' });
      await dialog.getByRole('radio', { name: 'Replace all roles' }).check();
      await dialog.getByRole('checkbox', { name: 'Administrator' }).check();
      await dialog.getByRole('checkbox', { name: 'User' }).uncheck();
      await expectNoAxeInEachScheme(page, 'bulk dialog, confirm', 'dialog[open]');
      await dialog.getByRole('button', { name: 'Change 25' }).click();
      const bar = dialog.getByRole('progressbar');
      await expect.poll(() => bar.getAttribute('aria-valuenow')).not.toBe('0');
      expect(await bar.getAttribute('aria-valuemax')).toBe('25');
      await expectNoAxeInEachScheme(page, 'bulk dialog, running', 'dialog[open]');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      const sentAtCancel = puts.length;
      // The summary shows once the run has returned (every worker stopped): nothing the run
      // sends can follow it. Every request the page sent by then has reached `puts`.
      await dialog.getByRole('heading', { name: 'Cancelled' }).waitFor();
      await seenEveryRequestSoFar(page);
      expect(puts.length).toBe(sentAtCancel);
      expect(sentAtCancel).toBeLessThan(25);
      const results = await dialog.getByRole('list', { name: 'Results' }).innerText();
      const [succeeded, failed, skipped] = [...results.matchAll(/\d+/g)].map(Number);
      expect(succeeded).toBe(sentAtCancel);
      expect(failed).toBe(0);
      expect(skipped).toBe(25 - sentAtCancel);
      expect(await dialog.innerText()).toContain('the rest was not sent');
      await expectNoAxeInEachScheme(page, 'bulk dialog, cancelled summary', 'dialog[open]');
      expect(await page.locator('.selection-bar__count').innerText()).toBe(
        `${25 - sentAtCancel} selected`,
      );
      // What did not run stays selected, so the opening button is there to return to.
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect.poll(() => focusedText(page)).toBe('Change roles');
    } finally {
      await clearFaults();
    }
    await collectCsp(page, problems);
  });
});
