// Issue 16: the activity record in the console, against the built gateway and the demo backend.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeInEachScheme } from './support/axe';
import { downloadedText, newWatchedPage } from './support/browser';
import { setUpConsoleFixture } from './support/console-fixture';
import { signIn, type DemoAccount } from './support/sign-in';

const ACME_ID = '83a4796e-80a5-44ea-9475-d784b2767b04';
const GLOBEX_NAME = 'Globex Corporation';
const NOT_OFFERED = 'This backend does not offer an activity record.';

const env = setUpConsoleFixture();
const { problems } = env;

async function open(path: string, account: DemoAccount = 'admin'): Promise<Page> {
  const context = await env.newContext({
    colorScheme: 'light',
    viewport: { width: 1280, height: 900 },
  });
  const page = await newWatchedPage(context, problems);
  await signIn(page, env.gateway.url, account, path);
  return page;
}

/** A call from the signed-in page itself (same cookie, the console's CSRF header). */
async function call(page: Page, method: string, path: string, body?: unknown): Promise<unknown> {
  return page.evaluate(
    async ({ method, path, body }) => {
      // A whole-document write names the version it replaces (DESIGN resolution 25).
      const condition: Record<string, string> = {};
      if (method === 'PATCH') {
        const read = await fetch(path);
        const etag = read.headers.get('ETag');
        if (read.status === 404) condition['If-None-Match'] = '*';
        else if (etag) condition['If-Match'] = etag;
      }
      const response = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json', 'X-CSRF': '1', ...condition },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
      return response.status === 204 ? null : ((await response.json()) as unknown);
    },
    { method, path, body },
  );
}

const activityTable = (page: Page) => page.getByRole('table', { name: 'Activity' });
const rowWith = (page: Page, text: string) =>
  activityTable(page).getByRole('row').filter({ hasText: text }).first();

async function openDetails(page: Page, rowText: string) {
  const row = rowWith(page, rowText);
  await row.waitFor();
  await row.getByRole('button', { name: /^Details/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return dialog;
}

describe('Activity', () => {
  let changedUser = { id: '', name: '' };
  const renamed = 'Globex Worldwide';

  it('finds a role change by filter, with its before/after diff', async () => {
    const page = await open('/global/activity');
    const users = (await call(page, 'GET', `/api/v1/organizations/${ACME_ID}/users`)) as {
      items: { id: string; name?: string; email?: string; roles: string[] }[];
    };
    const target = users.items.find((u) => u.roles.join() === 'User' && u.name);
    expect(target).toBeDefined();
    changedUser = { id: target!.id, name: target!.name! };
    await call(page, 'PUT', `/api/v1/organizations/${ACME_ID}/users/${changedUser.id}`, {
      roles: ['Manager'],
    });

    await page.getByRole('combobox', { name: 'Action', exact: true }).selectOption('users');
    await page.getByRole('searchbox', { name: 'Actor', exact: true }).fill('Ada');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL((url) => url.searchParams.get('actor') === 'Ada');
    expect(new URL(page.url()).searchParams.get('group')).toBe('users');

    const row = rowWith(page, changedUser.name);
    await row.waitFor();
    await expect(row.textContent()).resolves.toMatch(/Changed roles/);
    await expect(row.textContent()).resolves.toMatch(/just now/);
    // The exact time on hover, whole above the row (inside the cell it was cut off).
    const time = row.locator('time');
    await time.hover();
    const exact = page.getByRole('tooltip').filter({ hasText: /\d\d:\d\d:\d\d/ });
    await exact.waitFor();
    const [tipBox, timeBox] = [await exact.boundingBox(), await time.boundingBox()];
    expect(tipBox!.y + tipBox!.height).toBeLessThanOrEqual(timeBox!.y);
    expect(tipBox!.width).toBeGreaterThan(timeBox!.width);
    const dialog = await openDetails(page, changedUser.name);
    const diff = dialog.getByRole('table', { name: 'Changes' });
    await expect(diff.getByRole('row', { name: /Roles/ }).textContent()).resolves.toMatch(
      /Roles\s*User.*Manager/,
    );
    await expect(
      dialog.getByRole('region', { name: 'Event JSON' }).textContent(),
    ).resolves.toContain('"action": "user.roles_changed"');
    // The open event is in the URL, so the link opens it again.
    expect(new URL(page.url()).searchParams.get('event')).toBeTruthy();
  });

  it('opens a user’s History from their details dialog', async () => {
    const page = await open('/organization/users');
    const row = page.getByRole('row').filter({ hasText: changedUser.name }).first();
    await row
      .getByRole('button', { name: /View|Details/ })
      .first()
      .click();
    await page.getByRole('link', { name: `History of ${changedUser.name}` }).click();
    await page.waitForURL((url) => url.pathname === '/organization/activity');
    expect(new URL(page.url()).searchParams.get('target')).toBe(changedUser.id);
    const dialog = await openDetails(page, 'Changed roles');
    await expect(dialog.textContent()).resolves.toMatch(/Roles.*User.*Manager/);
  });

  it('finds an organization rename through the view dialog’s History link', async () => {
    const page = await open('/global/organizations');
    const organizations = (await call(page, 'GET', '/api/v1/organizations')) as {
      id: string;
      name: string;
      status?: string;
    }[];
    const globex = organizations.find((o) => o.name === GLOBEX_NAME)!;
    await call(page, 'PATCH', `/api/v1/organizations/${globex.id}`, {
      name: renamed,
      status: globex.status ?? 'active',
    });
    await page.reload();
    await page
      .getByRole('button', { name: `View ${renamed}`, exact: true })
      .first()
      .click();
    await page.getByRole('link', { name: `History of ${renamed}` }).click();
    await page.waitForURL((url) => url.pathname === '/global/activity');
    expect(new URL(page.url()).searchParams.get('target')).toBe(globex.id);
    const dialog = await openDetails(page, 'Updated organization');
    await expect(dialog.getByRole('row', { name: /^Name/ }).textContent()).resolves.toMatch(
      new RegExp(`${GLOBEX_NAME}.*${renamed}`),
    );
  });

  it('finds a settings save through the settings page’s History link', async () => {
    const page = await open(`/organization/${ACME_ID}/settings`);
    const settings = (await call(page, 'GET', `/api/v1/organizations/${ACME_ID}/settings`)) as {
      settings: { security: { sessionTimeout: number } };
    };
    const before = settings.settings.security.sessionTimeout;
    settings.settings.security.sessionTimeout = before === 600 ? 720 : 600;
    await call(page, 'PATCH', `/api/v1/organizations/${ACME_ID}/settings`, settings);
    await page.getByRole('link', { name: /^History/ }).click();
    await page.waitForURL((url) => url.pathname === '/organization/activity');
    expect(new URL(page.url()).searchParams.get('group')).toBe('settings');
    const dialog = await openDetails(page, 'Updated settings');
    await expect(
      dialog.getByRole('row', { name: /Session timeout/ }).textContent(),
    ).resolves.toMatch(new RegExp(`${before}.*${settings.settings.security.sessionTimeout}`));
  });

  it('exports every event matching the filters as CSV, beyond the loaded page', async () => {
    const page = await open('/global/activity?group=organizations');
    const status = page.getByText(/^\d[\d,]* events match the filter/);
    await status.waitFor();
    const total = Number((await status.textContent())!.replace(/[^\d].*$/, '').replace(/,/g, ''));
    expect(total).toBeGreaterThan(50);
    // The first page holds 50; "Load more" fetches the next.
    await page.getByRole('button', { name: 'Load more' }).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export all matching (CSV)' }).click();
    const file = await download;
    const text = (await downloadedText(file)).replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toMatch(/^Time,Actor,Actor email,Action,Action code/);
    expect(lines.length - 1).toBe(total);
    expect(lines.slice(1).every((line) => line.includes(',organization.'))).toBe(true);
    await page.getByText(`Exported ${total.toLocaleString('en-US')} events.`).waitFor();
  });

  it('says the backend does not offer it on a 404, and hides History links', async () => {
    const page = await open('/global/organizations');
    await page.route('**/api/v1/audit-events**', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: '{"error":"not_found","message":"No such endpoint"}',
      }),
    );
    await page.reload();
    await page.getByRole('button', { name: 'View Acme Corporation', exact: true }).first().click();
    await page.getByRole('dialog').getByText('Organization Details').waitFor();
    await page.getByRole('dialog').getByText('acme.example').first().waitFor();
    expect(await page.getByRole('link', { name: /^History/ }).count()).toBe(0);
    await page.goto(`${env.gateway.url}/global/activity`);
    await page.getByText(NOT_OFFERED).waitFor();
    expect(await page.getByRole('table', { name: 'Activity' }).count()).toBe(0);
  });

  it('has no axe violations in light and dark (list, filters, details dialog)', async () => {
    const page = await open('/global/activity?range=custom');
    await activityTable(page).getByRole('row').nth(2).waitFor();
    await expectNoAxeInEachScheme(page, 'activity list and filters');
    await openDetails(page, 'ago');
    await expectNoAxeInEachScheme(page, 'activity details dialog', 'dialog[open]');
  });

  it('shows a Manager their own organization’s activity and keeps the global one from them', async () => {
    const page = await open('/organization/activity', 'manager');
    await activityTable(page).getByRole('row').nth(1).waitFor();
    const organizations = await activityTable(page)
      .locator('tbody tr td:nth-child(5)')
      .allTextContents();
    expect(organizations.length).toBeGreaterThan(0);
    expect(new Set(organizations)).toEqual(new Set(['Acme Corporation']));
    // The page's data can now arrive before the organization context fills the sidebar's
    // Organization group: wait for its Activity link, then check it is the only one.
    const activityLinks = page.getByRole('navigation', { name: 'Main' }).getByText('Activity');
    await activityLinks.first().waitFor();
    expect(await activityLinks.count()).toBe(1);
  });
});
