// Issue #3: the console shell against the built gateway and the demo backend — what each demo
// account sees on the dashboard and in the sidebar, access denied, the sign-in round trip to
// /profile, the raw identity JSON, Sign Out, and a session that ends mid-work.
// With SHELL_SCREENSHOTS=<folder> the dashboard, profile and access denied are also saved there
// as PNGs at 1280 and 360 px.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectCsp, newWatchedPage, screenshotFolder } from './support/browser';
import { setUpConsoleFixture } from './support/console-fixture';
import { DEMO_ACCOUNTS, signIn, type DemoAccount } from './support/sign-in';

const AUTH_STATE_KEY = 'auth-state';

const env = setUpConsoleFixture();
const { problems } = env;

/** The page as it stands, saved as `<name>.png` when SHELL_SCREENSHOTS names a folder. */
async function look(page: Page, name: string): Promise<void> {
  const folder = await screenshotFolder('SHELL_SCREENSHOTS');
  if (!folder) return;
  await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true });
}

async function newPage(width = 1280) {
  const context = await env.newContext({ viewport: { width, height: 900 } });
  return newWatchedPage(context, problems);
}

const sidebar = (page: Page) => page.locator('nav[aria-label="Main"]');

/** The sidebar's link targets, once the organization picker has settled. */
async function sidebarLinks(page: Page, account: DemoAccount): Promise<string[]> {
  const nav = sidebar(page);
  if (account === 'nobody') await nav.getByText('No organizations to manage').waitFor();
  else await nav.getByLabel('Selected organization').waitFor();
  const hrefs = await nav
    .locator('a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.sort();
}

const GLOBAL_LINKS = [
  '/global/agencies',
  '/global/invitations',
  '/global/onboardings',
  '/global/organizations',
  '/global/provisioner',
];
const ORGANIZATION_LINKS = [
  '/organization/onboardings',
  '/organization/settings',
  '/organization/users',
];

// Activity needs audit:read (Administrator and Manager, DESIGN resolution 9); the User has none.
const ACTIVITY_LINKS = ['/global/activity', '/organization/activity'];
// Overview and Managed Orgs for who may edit organizations (#23: the Manager as delegated admin).
const DELEGATED_ADMIN_LINKS = ['/organization/overview', '/organization/managed'];

const EXPECTED: Record<DemoAccount, { cards: string[]; links: string[] }> = {
  // The Administrator's "Platform at a glance" (dashboard:admin) comes first, loaded lazily.
  admin: {
    cards: ['Platform at a glance', 'Global', 'Organization', 'Tools'],
    links: [
      '/',
      ...GLOBAL_LINKS,
      ...DELEGATED_ADMIN_LINKS,
      ...ORGANIZATION_LINKS,
      ...ACTIVITY_LINKS,
      '/api-explorer',
    ],
  },
  manager: {
    cards: ['Organization', 'Tools'],
    links: [
      '/',
      ...DELEGATED_ADMIN_LINKS,
      ...ORGANIZATION_LINKS,
      '/organization/activity',
      '/api-explorer',
    ],
  },
  user: { cards: ['Organization', 'Tools'], links: ['/', ...ORGANIZATION_LINKS, '/api-explorer'] },
  // No organization of their own: nothing to select, so no organization children.
  nobody: { cards: ['Organization', 'Tools'], links: ['/', '/api-explorer'] },
};

async function expectAccessDenied(page: Page) {
  await page.waitForURL((url) => url.pathname === '/access-denied');
  await page.getByRole('heading', { name: 'Access Denied', level: 1 }).waitFor();
  expect(await page.getByText('You do not have permission to access this resource.').count()).toBe(
    1,
  );
  expect(await page.getByRole('link', { name: '← Back to Dashboard' }).count()).toBe(1);
}

describe('console shell', () => {
  for (const account of Object.keys(EXPECTED) as DemoAccount[]) {
    it(`shows ${DEMO_ACCOUNTS[account].email} the dashboard cards and sidebar items of their role`, async () => {
      const page = await newPage();
      await signIn(page, env.gateway.url, account, '/');
      await page
        .getByRole('heading', { name: `Welcome, ${DEMO_ACCOUNTS[account].name}`, level: 1 })
        .waitFor();

      // Wait for the lazily loaded card where the role has it, so the count is not a race.
      if (EXPECTED[account].cards.includes('Platform at a glance'))
        await page.getByRole('heading', { name: 'Platform at a glance' }).waitFor();
      const cards = await page.locator('.dashboard-card h2').allInnerTexts();
      expect(cards).toEqual(EXPECTED[account].cards);
      expect(await sidebarLinks(page, account)).toEqual([...EXPECTED[account].links].sort());

      const nav = sidebar(page);
      expect(await nav.getByText('Global', { exact: true }).count()).toBe(
        account === 'admin' ? 1 : 0,
      );
      expect(await nav.getByRole('link', { name: 'API Explorer' }).count()).toBe(1);
      expect(await nav.getByText('No organizations to manage').count()).toBe(
        account === 'nobody' ? 1 : 0,
      );
      expect(await nav.locator('.sidebar__version').innerText()).toBe('v1.0');
      await collectCsp(page, problems);
    });
  }

  it('paints the organization picker above the page where it reaches past the sidebar (#24 friction 1)', async () => {
    const page = await newPage();
    await signIn(page, env.gateway.url, 'admin', '/organization/users');
    await page.locator('.data-table__row').first().waitFor();
    await sidebar(page).getByLabel('Selected organization').click();
    const popup = page.locator('.org-picker__popup');
    await popup.locator('[role="option"]').first().waitFor();
    const box = (await popup.boundingBox())!;
    const sidebarRight = (await sidebar(page).boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(sidebarRight.x + sidebarRight.width);
    // A point of the popup right of the sidebar shows the popup, not the table under it.
    const onTop = await page.evaluate(
      ({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('.org-picker__popup')),
      { x: box.x + box.width - 12, y: box.y + box.height / 2 },
    );
    expect(onTop).toBe(true);
    await page.keyboard.press('Escape');
  });

  it('sends user@example.com from /global/organizations to Access Denied', async () => {
    const page = await newPage();
    await signIn(page, env.gateway.url, 'user', '/');
    await page.goto(`${env.gateway.url}/global/organizations`);
    await expectAccessDenied(page);
    await page.getByRole('link', { name: '← Back to Dashboard' }).click();
    await page.getByRole('heading', { name: 'Welcome, Uma User' }).waitFor();
    await collectCsp(page, problems);
  });

  it('takes a signed-out visit to /profile through sign-in and back, and shows the roles and raw JSON', async () => {
    const page = await newPage();
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto(`${env.gateway.url}/profile`);
    const adminButton = page.getByRole('button', { name: /admin@example\.com/ });
    await adminButton.waitFor();
    expect(new URL(page.url()).searchParams.get('returnUrl')).toContain('/profile');
    await adminButton.click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    expect(visited).toContain('/login');

    const roles = page.getByRole('list', { name: 'Roles' });
    expect(await roles.locator('li').allInnerTexts()).toEqual(['Administrator']);
    expect(await roles.getByRole('img', { name: 'Crown' }).count()).toBe(1);

    const raw = page.locator('.profile__raw');
    await page.getByRole('button', { name: 'Show /auth/me Response' }).click();
    await expect.poll(() => raw.innerText()).toContain('"admin@example.com"');
    await page.getByRole('button', { name: 'Show /auth/roles Response' }).click();
    await expect.poll(() => raw.innerText()).toContain('"Administrator"');

    await page.getByRole('button', { name: 'Hide /auth/me Response' }).click();
    await page.getByRole('button', { name: 'Hide /auth/roles Response' }).click();
    await page.getByRole('button', { name: 'Show /auth/me Response' }).waitFor();
    expect(await raw.innerText()).not.toContain('admin@example.com');
    expect(await raw.innerText()).not.toContain('"Administrator"');
    await collectCsp(page, problems);
  });

  it('leaves no signed-in auth state in sessionStorage after Sign Out', async () => {
    const page = await newPage();
    await signIn(page, env.gateway.url, 'manager', '/');
    await page.getByRole('heading', { name: 'Welcome, Max Manager' }).waitFor();
    const stored = () => page.evaluate((key) => sessionStorage.getItem(key), AUTH_STATE_KEY);
    expect(await stored()).toContain('"isAuthenticated":true');

    await page.getByRole('button', { name: /Max Manager/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    const after = await stored();
    if (after !== null) {
      expect(JSON.parse(after)).toMatchObject({ isAuthenticated: false, user: null });
    }
    expect(after ?? '').not.toContain('manager@example.com');
    // The backend session is gone too: a reload stays signed out.
    await page.reload();
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await collectCsp(page, problems);
  });

  it('offers Sign in again when the session ends mid-work and returns to the same URL with its search params', async () => {
    const page = await newPage();
    await signIn(page, env.gateway.url, 'admin', '/organization/users?view=cards&q=acme');
    await page.getByRole('heading', { name: 'Acme Corporation Users' }).waitFor();
    // The page shows the own organization before the sidebar's organization list has loaded;
    // let the background reads finish, or the first one after the expiry (not Refresh) is the
    // one the backend refuses, and the page gives way to the sign-in message first.
    await sidebar(page).getByLabel('Selected organization').waitFor();
    await page.waitForLoadState('networkidle');
    const before = new URL(page.url());
    expect(before.searchParams.get('view')).toBe('cards');
    expect(before.searchParams.get('q')).toBe('acme');

    const response = await fetch(`${env.backend.url}/__demo/sessions/expire`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com' }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { expired: number }).expired).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Refresh' }).click();
    const again = page.getByRole('button', { name: 'Sign in again' });
    await again.waitFor();
    await again.click();
    const adminButton = page.getByRole('button', { name: /admin@example\.com/ });
    await adminButton.waitFor();
    await adminButton.click();
    await page.waitForURL((url) => url.pathname === before.pathname);
    await page.getByRole('heading', { name: 'Acme Corporation Users' }).waitFor();
    const after = new URL(page.url());
    expect(after.search).toBe(before.search);
    expect(await page.getByText('Your session has expired.').count()).toBe(0);
    await collectCsp(page, problems);
  });

  it('shows the dashboard, profile and access denied at 1280 and 360 px', async () => {
    for (const width of [1280, 360]) {
      const page = await newPage(width);
      await signIn(page, env.gateway.url, 'admin', '/');
      await page.getByRole('heading', { name: 'Welcome, Ada Admin' }).waitFor();
      // At 360 px the sidebar is behind the menu button; at 1280 px shoot it settled.
      const settled = () =>
        width > 800 ? sidebar(page).getByLabel('Selected organization').waitFor() : undefined;
      await settled();
      await look(page, `dashboard-${width}`);

      await page.goto(`${env.gateway.url}/profile`);
      await page.getByRole('heading', { name: 'My Profile' }).waitFor();
      await page.getByRole('button', { name: 'Show /auth/me Response' }).click();
      await page.locator('.profile__raw pre').first().waitFor();
      await settled();
      await look(page, `profile-${width}`);

      await page.goto(`${env.gateway.url}/access-denied`);
      await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
      await settled();
      await look(page, `access-denied-${width}`);
      await collectCsp(page, problems);
    }
  });
});
