// Issue #8 item 4: axe-core on the first modal of each list screen (focus goes back to its
// opener), and a keyboard-only walk through the main flows. One gateway (embedded demo
// backend), one browser.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEED_IDS } from '../../server/demo-backend/seed/seed';
import { accessibilityKit } from './support/accessibility-kit';
import { collectCsp } from './support/browser';
import { setUpConsoleFixture } from './support/console-fixture';
import { signIn } from './support/sign-in';

const env = setUpConsoleFixture({ backend: 'embedded' });
const { problems } = env;
const { newPage, settled, expectNoAxeInEachScheme, visit } = accessibilityKit(env);

/** Each list screen's first row action opens a modal (and so do its managed and JSON actions):
 * axe the modal (the screen under it has its own audit in accessibility-admin.test.ts), then
 * Escape gives focus back to the button that opened it. */
const MODALS: { screen: string; path: string; action: RegExp }[] = [
  { screen: 'organizations', path: '/global/organizations', action: /^View Acme Corporation$/ },
  { screen: 'organization users', path: '/organization/users', action: /^View / },
  { screen: 'organization onboardings', path: '/organization/onboardings', action: /^Details of / },
  {
    screen: 'global onboardings',
    path: `/global/onboardings?org=${SEED_IDS.acme}`,
    action: /^Details of /,
  },
  { screen: 'provisioner', path: '/global/provisioner', action: /^Details for pipeline / },
  {
    screen: 'agencies',
    path: '/global/agencies?name=Springfield%20Police%20Department&searchType=exact&stateOrProvince=IL',
    action: /^View Details for /,
  },
  // The other row modals: managed organizations and the JSON views (with Copy JSON).
  {
    screen: 'organizations, managed',
    path: '/global/organizations',
    action: /^View managed organizations of Acme Corporation$/,
  },
  { screen: 'organizations, JSON', path: '/global/organizations', action: /^JSON of Acme / },
  { screen: 'organization users, JSON', path: '/organization/users', action: /^JSON / },
  { screen: 'onboardings, JSON', path: '/organization/onboardings', action: /^JSON of / },
  { screen: 'provisioner, JSON', path: '/global/provisioner', action: /^JSON for pipeline / },
];

describe('the row modals of each list screen (Administrator, light and dark)', () => {
  let page: Page;

  beforeAll(async () => {
    page = await newPage('light');
    await signIn(page, env.gateway.url, 'admin', '/profile');
  });

  it.each(MODALS)('$screen', async ({ path, action }) => {
    await visit(page, path);
    const opener = page.locator('tr.data-table__row').getByRole('button', { name: action }).first();
    await opener.focus();
    const name = await opener.getAttribute('aria-label');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await settled(page);
    await expectNoAxeInEachScheme(page, `${path}: "${name}" modal`, 'dialog[open]');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await focusedName(page), `focus after closing the "${name}" modal`).toBe(name);
  });
});

// ---- keyboard only ----

interface Focused {
  tag: string;
  role: string | null;
  name: string;
  visibleFocus: boolean;
}

/** What has focus: its tag, role, accessible-ish name and whether a focus ring is drawn. */
function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const labelled = element.getAttribute('aria-labelledby');
    const byLabel =
      element.getAttribute('aria-label') ??
      (labelled ? document.getElementById(labelled)?.textContent : null) ??
      (element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null);
    const style = getComputedStyle(element);
    const ring =
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
      style.boxShadow !== 'none';
    return {
      tag: element.tagName.toLowerCase(),
      role: element.getAttribute('role'),
      name: (byLabel ?? element.textContent ?? '').trim(),
      visibleFocus: ring,
    };
  });
}

async function focusedName(page: Page): Promise<string | null> {
  return (await focused(page))?.name ?? null;
}

/**
 * Presses Tab (Shift+Tab with `backward`) until the focused element's name matches, at most
 * `limit` times, and checks that it shows a visible focus ring. Fails with the path the focus
 * took when it never gets there (a control the keyboard cannot reach).
 */
async function tabTo(
  page: Page,
  name: string | RegExp,
  { backward = false, limit = 60 }: { backward?: boolean; limit?: number } = {},
): Promise<void> {
  const matches = (text: string) => (typeof name === 'string' ? text === name : name.test(text));
  const seen: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(backward ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    seen.push(now ? `${now.tag}:${now.name.slice(0, 40)}` : '(body)');
    if (now && matches(now.name)) {
      expect(now.visibleFocus, `no visible focus on "${now.name}"`).toBe(true);
      return;
    }
  }
  throw new Error(`Tab never reached ${String(name)}; focus went: ${seen.join(' → ')}`);
}

/** Focus never falls back to <body> (a screen reader would lose its place). */
async function expectFocusKept(page: Page, when: string): Promise<void> {
  expect(await focused(page), `focus lost ${when}`).not.toBeNull();
}

describe('keyboard only (no mouse)', () => {
  let page: Page;

  beforeAll(async () => {
    page = await newPage('light');
  });

  it('signs in from the signed-out dashboard', async () => {
    await page.goto(env.gateway.url + '/');
    await page.getByText('Please log in to access the management system.').waitFor();
    await tabTo(page, 'Sign In');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/login');
    await tabTo(page, /admin@example\.com/);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Ada Admin' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await settled(page);
  });

  it('opens an organization from the dashboard and closes it with Escape', async () => {
    // The skip link first, then the dashboard's own link (the sidebar has one of that name too).
    await tabTo(page, 'Skip to content');
    await page.keyboard.press('Enter');
    await tabTo(page, 'Organizations');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Organizations' }).waitFor();
    await settled(page);
    // The link went away with the dashboard: focus starts the new page, not <body>.
    await expectFocusKept(page, 'after following the dashboard link');
    await tabTo(page, 'View Acme Corporation');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Organization Details' });
    await dialog.getByText(SEED_IDS.acme).first().waitFor();
    // Focus is inside the dialog, and Tab keeps it there.
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await focusedName(page)).toBe('View Acme Corporation');
  });

  it('invites a user, choosing the role by keyboard', async () => {
    // Back from the table to the sidebar (its links come before the page in the tab order).
    await tabTo(page, 'Users', { backward: true });
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Acme Corporation Users' }).waitFor();
    await settled(page);
    await expectFocusKept(page, 'after following the sidebar link');
    await tabTo(page, 'Invite User');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Invite User' });
    await dialog.waitFor();
    // The email field takes focus first.
    expect(await focusedName(page)).toMatch(/^Email/);
    await page.keyboard.type('keyboard.walker@example.com');
    await tabTo(page, 'Manager');
    await page.keyboard.press('Space');
    await tabTo(page, 'Send Invitation');
    const invited = page.waitForRequest(
      (request) => request.method() === 'POST' && /\/users$/.test(request.url()),
    );
    await page.keyboard.press('Enter');
    expect((await invited).postDataJSON()).toEqual({
      email: 'keyboard.walker@example.com',
      roles: ['User', 'Manager'],
    });
    await page.getByText('Invitation sent to keyboard.walker@example.com').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(await focusedName(page)).toBe('Invite User');
  });

  it('changes and saves the organization settings', async () => {
    await tabTo(page, 'Settings', { backward: true });
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Organization Settings' }).waitFor();
    await settled(page);
    await tabTo(page, /^General/);
    // Tabs follow the WAI-ARIA pattern: one Tab stop, arrows move between them.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await focusedName(page)).toMatch(/^Security/);
    await page.keyboard.press('Enter');
    await tabTo(page, /^Require multi-factor authentication/);
    const requireMfa = !(await page.getByLabel('Require multi-factor authentication').isChecked());
    await page.keyboard.press('Space');
    // Save Settings sits above the fields: back up to it.
    await tabTo(page, 'Save Settings', { backward: true });
    const saved = page.waitForRequest((request) => request.method() === 'PATCH');
    await page.keyboard.press('Enter');
    expect((await saved).postDataJSON()).toMatchObject({
      settings: { security: { requireMfa } },
    });
    await page.getByRole('status').filter({ hasText: 'Settings saved successfully!' }).waitFor();
    expect(await focusedName(page)).toBe('Save Settings');
  });

  it('runs an API Explorer preset', async () => {
    await tabTo(page, 'API Explorer', { backward: true });
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'API Explorer' }).waitFor();
    await settled(page);
    await tabTo(page, /Get Organizations/);
    await page.keyboard.press('Enter');
    await tabTo(page, 'Send Request');
    await page.keyboard.press('Enter');
    await page
      .getByTestId('api-explorer-status')
      .filter({ hasText: /\b200 OK\b/ })
      .waitFor();
    await collectCsp(page, problems);
  });
});
