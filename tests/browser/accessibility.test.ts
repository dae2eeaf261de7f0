// Issue #8 item 4: axe-core on every route of SPEC §2 as each role that can reach it, in light
// and dark; the first modal of each list screen; and a keyboard-only walk through the main
// flows. One gateway (embedded demo backend), one browser; each role signs in once per colour
// scheme and its two pages visit the routes side by side.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@shared/permissions';
import { SEED_IDS } from '../../server/demo-backend/seed/seed';
import { DEMO_ACCOUNTS } from '../../server/demo-backend/seed/seed-people';
import { createAppRouter } from '../../client/app/router';
import { guardOutcome, routeFacts, type AppPath } from '../../client/lib/route-access';
import { axeViolations, describeViolations } from './support/axe';
import { collectCsp, newWatchedPage } from './support/browser';
import { setUpConsoleFixture } from './support/console-fixture';
import { signIn, type DemoAccount } from './support/sign-in';

type Who = DemoAccount | 'signed-out';
type Scheme = 'light' | 'dark';
const SCHEMES: Scheme[] = ['light', 'dark'];

const ROLES_OF: Record<DemoAccount, Role[]> = {
  admin: ['Administrator'],
  manager: ['Manager'],
  user: ['User'],
  nobody: ['User'],
};

/** The person a user page opens: Max Manager, of Acme (every role's selected organization). */
const MANAGER_ID = DEMO_ACCOUNTS.find((account) => account.email === 'manager@example.com')?.sub;
/** A route path as visited (Acme's settings, Max Manager's page). */
const visitPath = (path: AppPath) =>
  path.replace('$orgId', SEED_IDS.acme).replace('$userId', MANAGER_ID ?? 'missing');
const NOT_FOUND = '/no-such-page';

const routes = createAppRouter().routesByPath;
const APP_PATHS = Object.keys(routes) as AppPath[];
/** What the guard decides from the route's own stated requirement. */
const canAccess = (auth: Parameters<typeof guardOutcome>[0], path: AppPath) =>
  guardOutcome(auth, routeFacts(routes[path].options.staticData).requires) === 'allowed';

/** Every SPEC §2 route the role may open (the guards' own facts decide), plus not-found. */
function routesFor(who: Who): string[] {
  const auth =
    who === 'signed-out'
      ? { isAuthenticated: false, roles: [], loading: false }
      : { isAuthenticated: true, roles: ROLES_OF[who], loading: false };
  const paths = APP_PATHS.filter((path) => canAccess(auth, path)).map(visitPath);
  // Signed out, the data pages send the browser to the BFF's sign-in page: audit that too.
  return who === 'signed-out' ? [...paths, '/login', NOT_FOUND] : [...paths, NOT_FOUND];
}

const env = setUpConsoleFixture({ backend: 'embedded' });
const { problems } = env;

/** Requests still in flight per page, so "settled" can mean the network is quiet too. */
const inFlight = new WeakMap<Page, Set<unknown>>();

async function newPage(scheme: Scheme): Promise<Page> {
  const context = await env.newContext({
    colorScheme: scheme,
    viewport: { width: 1280, height: 900 },
  });
  const page = await newWatchedPage(context, problems);
  const pending = new Set<unknown>();
  inFlight.set(page, pending);
  // A live feed (EventSource) stays open for as long as its screen: it is never "quiet".
  page.on('request', (request) => {
    if (request.resourceType() !== 'eventsource') pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return page;
}

/** A page heading is shown, nothing says Loading, and no request has been open for 150 ms. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (!document.querySelector('h1')) return false;
    const busy = document.querySelectorAll('.loading, [role="status"], [aria-busy="true"]');
    return ![...busy].some(
      (element) =>
        element.getAttribute('aria-busy') === 'true' || /Loading/.test(element.textContent ?? ''),
    );
  });
  // Then no request in flight for 150 ms: the quiet period is the criterion itself (a screen
  // may send a follow-up read just after the first answers), polled and bounded.
  const pending = inFlight.get(page) ?? new Set();
  let quietSince = Date.now();
  await expect
    .poll(
      () => {
        if (pending.size > 0) quietSince = Date.now();
        return Date.now() - quietSince;
      },
      { interval: 50, timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(150);
}

async function expectNoAxe(page: Page, where: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `${where}:\n${describeViolations(violations)}`).toEqual([]);
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(env.gateway.url + path);
  await settled(page);
  const landed = new URL(page.url()).pathname;
  // A route the role can reach must show itself, not a redirect to sign-in or access denied.
  expect(landed, `${path} redirected`).toBe(path.split('?')[0]);
  await collectCsp(page, problems);
}

const WHO: Who[] = ['admin', 'manager', 'user', 'nobody', 'signed-out'];

it('covers every route of SPEC §2 and the Activity routes (the guard table is not missing one)', () => {
  expect(routesFor('admin')).toEqual([
    '/',
    '/access-denied',
    '/profile',
    '/global/organizations',
    '/global/invitations',
    '/global/agencies',
    '/global/onboardings',
    '/global/provisioner',
    '/global/activity',
    '/organization/overview',
    '/organization/managed',
    '/organization/onboardings',
    '/organization/users',
    `/organization/users/${MANAGER_ID}`,
    '/organization/activity',
    '/organization/settings',
    `/organization/${SEED_IDS.acme}/settings`,
    '/general/settings',
    '/api-explorer',
    NOT_FOUND,
  ]);
  expect(routesFor('signed-out')).toEqual(['/', '/access-denied', '/login', NOT_FOUND]);
  // Everyone signed in reaches the organization pages; only the Administrator the global ones.
  for (const who of ['manager', 'user', 'nobody'] as const) {
    expect(routesFor(who).filter((path) => path.startsWith('/global/'))).toEqual([]);
    expect(routesFor(who)).toContain('/organization/users');
  }
});

describe.each(WHO)('every route as %s, light and dark', (who) => {
  const pages = {} as Record<Scheme, Page>;

  beforeAll(async () => {
    await Promise.all(
      SCHEMES.map(async (scheme) => {
        const page = await newPage(scheme);
        if (who !== 'signed-out') await signIn(page, env.gateway.url, who, '/profile');
        pages[scheme] = page;
      }),
    );
  });

  it.each(routesFor(who))('%s', async (path) => {
    await Promise.all(
      SCHEMES.map(async (scheme) => {
        await visit(pages[scheme], path);
        await expectNoAxe(pages[scheme], `${path} as ${who} (${scheme})`);
      }),
    );
  });
});

/** Each list screen's first row action opens a modal (and so do its managed and JSON actions):
 * axe it, then Escape gives focus back to the button that opened it. */
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
  const pages = {} as Record<Scheme, Page>;

  beforeAll(async () => {
    await Promise.all(
      SCHEMES.map(async (scheme) => {
        pages[scheme] = await newPage(scheme);
        await signIn(pages[scheme], env.gateway.url, 'admin', '/profile');
      }),
    );
  });

  it.each(MODALS)('$screen', async ({ path, action }) => {
    await Promise.all(
      SCHEMES.map(async (scheme) => {
        const page = pages[scheme];
        await visit(page, path);
        const opener = page
          .locator('tr.data-table__row')
          .getByRole('button', { name: action })
          .first();
        await opener.focus();
        const name = await opener.getAttribute('aria-label');
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        await settled(page);
        await expectNoAxe(page, `${path}: "${name}" modal (${scheme})`);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        expect(await focusedName(page), `focus after closing the "${name}" modal`).toBe(name);
      }),
    );
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
