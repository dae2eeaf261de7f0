// What the accessibility files share (issue #8 item 4): the routes each role may open (the
// guards' own facts decide), pages that know when a screen has settled, and axe on them. The
// walk is split over several files so the browser files can run side by side.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@shared/permissions';
import { SEED_IDS } from '../../../server/demo-backend/seed/seed';
import { DEMO_ACCOUNTS } from '../../../server/demo-backend/seed/seed-people';
import { createAppRouter } from '../../../client/app/router';
import { guardOutcome, routeFacts, type AppPath } from '../../../client/lib/route-access';
import { expectNoAxeInEachScheme } from './axe';
import { collectCsp, newWatchedPage } from './browser';
import type { ConsoleFixture } from './console-fixture';
import { signIn, type DemoAccount } from './sign-in';

export type Who = DemoAccount | 'signed-out';
export type Scheme = 'light' | 'dark';

const ROLES_OF: Record<DemoAccount, Role[]> = {
  admin: ['Administrator'],
  manager: ['Manager'],
  user: ['User'],
  nobody: ['User'],
};

/** The person a user page opens: Max Manager, of Acme (every role's selected organization). */
export const MANAGER_ID = DEMO_ACCOUNTS.find(
  (account) => account.email === 'manager@example.com',
)?.sub;
/** A route path as visited (Acme's settings, Max Manager's page). */
const visitPath = (path: AppPath) =>
  path.replace('$orgId', SEED_IDS.acme).replace('$userId', MANAGER_ID ?? 'missing');
export const NOT_FOUND = '/no-such-page';

const routes = createAppRouter().routesByPath;
const APP_PATHS = Object.keys(routes) as AppPath[];
/** What the guard decides from the route's own stated requirement. */
const canAccess = (auth: Parameters<typeof guardOutcome>[0], path: AppPath) =>
  guardOutcome(auth, routeFacts(routes[path].options.staticData).requires) === 'allowed';

/** Every SPEC §2 route the role may open (the guards' own facts decide), plus not-found. */
export function routesFor(who: Who): string[] {
  const auth =
    who === 'signed-out'
      ? { isAuthenticated: false, roles: [], loading: false }
      : { isAuthenticated: true, roles: ROLES_OF[who], loading: false };
  const paths = APP_PATHS.filter((path) => canAccess(auth, path)).map(visitPath);
  // Signed out, the data pages send the browser to the BFF's sign-in page: audit that too.
  return who === 'signed-out' ? [...paths, '/login', NOT_FOUND] : [...paths, NOT_FOUND];
}

/** Pages of the file's console, and what a test does on them. */
export function accessibilityKit(env: ConsoleFixture) {
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

  /**
   * Opens `path` as a link in the console does, through the router, once the console is up:
   * each screen is audited as a user reaches it, without booting the console again (a load costs
   * about 2 s of the machine's CPU; a walk is 20 screens). The first screen, and any outside the
   * console (the BFF's sign-in page), are loaded.
   */
  async function visit(page: Page, path: string): Promise<void> {
    const routed = await page.evaluate((to) => {
      const router = window.__TSR_ROUTER__;
      if (!router || to === '/login') return false;
      return new Promise<true>((resolve) => {
        // Rendered: the new screen is committed (a refused one renders its redirect instead).
        const stop = router.subscribe('onRendered', () => {
          stop();
          resolve(true);
        });
        void router.navigate({ href: to });
      });
    }, path);
    if (!routed) await page.goto(env.gateway.url + path);
    await settled(page);
    const landed = new URL(page.url()).pathname;
    // A route the role can reach must show itself, not a redirect to sign-in or access denied.
    expect(landed, `${path} redirected`).toBe(path.split('?')[0]);
    await collectCsp(page, problems);
  }

  return { newPage, settled, expectNoAxeInEachScheme, visit };
}

/**
 * How far the page, or any list's table on it, scrolls sideways: one entry per one that does.
 * A table counts as scrolling when its columns' least width (its min-width) would not fit beside
 * a 15 px scrollbar either: headless Chromium draws none, a desktop browser often does.
 */
export function sidewaysScrolls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const scrollbar = 15;
    const scrolled = [...document.querySelectorAll<HTMLElement>('.data-table__scroll')]
      .map((element) => {
        const need = parseFloat(element.querySelector('table')?.style.minWidth ?? '') || 0;
        return Math.max(element.scrollWidth, need + scrollbar) - element.clientWidth;
      })
      .filter((over) => over > 0)
      .map((over) => `a table by ${over} px`);
    const page = document.documentElement;
    if (page.scrollWidth > page.clientWidth)
      scrolled.push(`the page by ${page.scrollWidth - page.clientWidth} px`);
    return scrolled;
  });
}

/**
 * At 1280 px every column of a list is in view beside the sidebar, in select mode too (its
 * checkbox column adds 44 px), with room for a 15 px scrollbar: Global → Onboardings scrolled
 * 152 px, Invitations 74 px in select mode, their last columns and row actions past the edge.
 */
async function expectEveryColumnInView(page: Page, where: string): Promise<void> {
  expect(await sidewaysScrolls(page), where).toEqual([]);
  const select = page.getByRole('button', { name: 'Select rows', exact: true });
  if ((await select.count()) === 0) return;
  await select.click();
  await page
    .getByRole('checkbox', { name: /^Select all/ })
    .first()
    .waitFor();
  expect(await sidewaysScrolls(page), `${where}, select mode`).toEqual([]);
  await select.click();
}

/** axe on every route `who` may open, in light and in dark; every list's columns in view. */
export function describeEveryRoute(env: ConsoleFixture, who: Who): void {
  const { newPage, visit, expectNoAxeInEachScheme } = accessibilityKit(env);
  describe(`every route as ${who}, light and dark, every column in view at 1280 px`, () => {
    let page: Page;

    beforeAll(async () => {
      page = await newPage('light');
      if (who !== 'signed-out') await signIn(page, env.gateway.url, who, '/profile');
    });

    it.each(routesFor(who))('%s', async (path) => {
      await visit(page, path);
      await expectNoAxeInEachScheme(page, `${path} as ${who}`);
      await expectEveryColumnInView(page, `${path} as ${who}`);
    });
  });
}
