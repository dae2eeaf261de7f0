// Issue #24: the users screen at DEMO_SCALE=large (5,000 Acme users) searches and sorts all of
// them on the server: user #3,000 is found by typing, a just-invited user too, the count says
// how many of all are listed, and sorting by last activity orders every user, not the 20 loaded.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrganizationUser } from '@shared/schemas';
import { expectNoAxeInEachScheme } from './support/axe';
import { collectCsp, newWatchedPage } from './support/browser';
import { setUpConsoleFixture } from './support/console-fixture';
import { signIn } from './support/sign-in';

const env = setUpConsoleFixture({ backend: 'embedded', backendEnv: { DEMO_SCALE: 'large' } });
const { problems } = env;
/** Every Acme user in the backend's order, read page by page before the tests. */
let everyone: OrganizationUser[] = [];
let page: Page;
const searches: string[] = [];

beforeAll(async () => {
  page = await open(1280);
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/users') && request.method() === 'GET') searches.push(url.search);
  });
  everyone = await page.evaluate(async () => {
    const me = await (await fetch('/auth/me', { headers: { 'X-CSRF': '1' } })).json();
    const path = `/api/v1/organizations/${me.organizationId}/users`;
    const all: OrganizationUser[] = [];
    let query = '';
    for (;;) {
      const response = await fetch(`${path}${query}`, { headers: { 'X-CSRF': '1' } });
      const body = await response.json();
      all.push(...body.items);
      if (!body.hasMore) return all;
      query = `?offset=${all.length}&skipToken=${encodeURIComponent(body.skipToken)}`;
    }
  });
}, 120_000);

async function open(width: number): Promise<Page> {
  const context = await env.newContext({ viewport: { width, height: 900 } });
  const opened = await newWatchedPage(context, problems);
  await signIn(opened, env.gateway.url, 'admin', '/organization/users');
  await opened.getByRole('heading', { name: 'Acme Corporation Users' }).waitFor();
  // A phone opens the list as cards (#34 item 4).
  await opened.locator('.data-table__row, .data-table__card').first().waitFor();
  return opened;
}

const count = (on: Page = page) => on.locator('.table-toolbar__count').innerText();
const emails = (on: Page = page) => on.locator('.users-cell__email').allInnerTexts();
const filter = (on: Page = page) => on.getByRole('searchbox', { name: 'Filter' });

describe('users at DEMO_SCALE=large', () => {
  it('counts all 5,000 users beside the 20 loaded', async () => {
    expect(everyone).toHaveLength(5000);
    expect(await count()).toBe('20 of 5,000 users (more available)');
  });

  it('finds user #3,000 by typing part of their email, without loading any page in between', async () => {
    const wanted = everyone[2999] as OrganizationUser;
    const part = (wanted.email as string).split('@')[0] as string;
    const before = searches.length;
    await filter().fill(part);
    await expect.poll(() => emails()).toContain(wanted.email);
    const matching = everyone.filter((user) =>
      `${user.name ?? ''} ${user.email ?? ''}`.toLowerCase().includes(part),
    );
    expect(await count()).toBe(
      matching.length === 1 ? '1 user' : `${matching.length.toLocaleString('en-US')} users`,
    );
    // One search, no Load More walk through 150 pages.
    const asked = searches.slice(before).map((search) => new URLSearchParams(search));
    expect(asked.every((params) => params.get('q') !== null && !params.has('offset'))).toBe(true);
    expect(asked.at(-1)?.get('q')).toBe(part);
  });

  it('finds a user invited a moment ago', async () => {
    await filter().fill('');
    await page.getByRole('button', { name: 'Invite User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite User' });
    await dialog.getByLabel(/Email/).fill('zora.quist@acme.example');
    await dialog.getByLabel(/Name/).fill('Zora Quist');
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await filter().fill('zora qu');
    await expect.poll(() => emails()).toEqual(['zora.quist@acme.example']);
    expect(await count()).toBe('1 user');
  });

  it('sorts all users by last activity, newest first, on the server', async () => {
    await filter().fill('');
    await expect.poll(() => count()).toBe('20 of 5,001 users (more available)');
    const header = page.getByRole('columnheader', { name: /^Last Activity/ }).getByRole('button');
    await header.click();
    await header.click();
    await expect
      .poll(() =>
        page.getByRole('columnheader', { name: /^Last Activity/ }).getAttribute('aria-sort'),
      )
      .toBe('descending');
    const newest = [...everyone]
      .filter((user) => user.lastActivity)
      .sort((a, b) => (b.lastActivity as string).localeCompare(a.lastActivity as string))
      .slice(0, 20)
      .map((user) => user.email);
    await expect.poll(() => emails()).toEqual(newest);
    expect(new URLSearchParams(searches.at(-1)).get('sort')).toBe('-lastActivity');
  });

  it('shows every email whole and has no axe violations on a searched list, light and dark, at 1280 and 360 px', async () => {
    for (const width of [1280, 360]) {
      const opened = await open(width);
      await filter(opened).fill('costa');
      await expect.poll(() => count(opened)).toMatch(/ of [\d,]+ users|^\d+ users?$/);
      await expect
        .poll(() => emails(opened).then((list) => list.every((e) => e.includes('costa'))))
        .toBe(true);
      // #34 item 4: every email whole (a phone shows cards, where they wrap).
      const cut = await opened.$$eval('.users-cell__email', (elements) =>
        elements.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent),
      );
      expect(cut, `${width}: emails cut`).toEqual([]);
      await expectNoAxeInEachScheme(opened, `the searched list at ${width} px`);
      await collectCsp(opened, problems);
    }
  });
});
