// Issue #12 finding 7: the console stays usable with the longest values the shared rules allow.
// A 200-character name with no place to break is shown on every screen and dialog that shows
// names: nothing pushes the page wider than the window, the full name can always be read
// (wrapped, or in a scrollable box, or in a title), and every dialog keeps its close button on
// screen.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH } from '@shared/input-rules';
import { newWatchedPage } from './support/browser';
import { setUpConsoleFixture } from './support/console-fixture';
import { signIn } from './support/sign-in';
import { chooseOrganization } from './support/organization-picker';

const env = setUpConsoleFixture();
const { problems } = env;

const LONG = 'W'.repeat(NAME_MAX_LENGTH);
const LONG_USER = 'U'.repeat(NAME_MAX_LENGTH);

async function open(path: string, width = 1280): Promise<Page> {
  const context = await env.newContext({ viewport: { width, height: 800 } });
  const page = await newWatchedPage(context, problems);
  await signIn(page, env.gateway.url, 'admin', path);
  return page;
}

/** Creates the long-named organization, links it under Acme and invites a long-named user to it. */
async function seedLongNames(page: Page): Promise<void> {
  await page.evaluate(
    async ({ org, user }) => {
      const call = async (method: string, url: string, body?: unknown) => {
        const response = await fetch(url, {
          method,
          headers: { 'X-CSRF': '1', 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return response.json() as Promise<Record<string, unknown>>;
      };
      const list = (await call('GET', '/api/v1/organizations')) as unknown as Array<{
        id: string;
        name: string;
      }>;
      const acme = list.find((o) => o.name === 'Acme Corporation')!;
      let long = list.find((o) => o.name === org);
      long ??= (await call('POST', '/api/v1/organizations', { name: org })) as unknown as {
        id: string;
        name: string;
      };
      await call('POST', `/api/v1/organizations/${acme.id}/managed`, {
        managedOrganizationId: long.id,
      });
      await call('POST', `/api/v1/organizations/${long.id}/users`, {
        email: 'long.name@example.com',
        name: user,
      });
    },
    { org: LONG, user: LONG_USER },
  );
}

/**
 * What makes a long name unusable here: the page wider than the window, or a text holding
 * the name clipped by a box that neither scrolls nor offers the full text as a title.
 */
async function layoutProblems(page: Page, name: string): Promise<string[]> {
  return page.evaluate((text) => {
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1) {
      // Name the outermost box that sticks out, so a failure says where to look.
      const wide = [...document.body.querySelectorAll('*')].find(
        (element) => element.getBoundingClientRect().right > window.innerWidth + 1,
      );
      problems.push(
        `page is ${document.documentElement.scrollWidth}px wide in a ${window.innerWidth}px window (<${wide?.tagName.toLowerCase()} class="${wide?.className}">)`,
      );
    }
    const probe = text.slice(0, 40);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !node.textContent?.includes(probe) || !element.checkVisibility()) continue;
      if (element.closest('[title]')?.getAttribute('title')?.includes(text)) continue;
      for (
        let box: Element | null = element;
        box && box !== document.body;
        box = box.parentElement
      ) {
        const style = getComputedStyle(box);
        const scrolls = /auto|scroll/.test(style.overflowX) || /auto|scroll/.test(style.overflowY);
        if (scrolls) break;
        const clipsX = style.overflowX !== 'visible' && box.scrollWidth > box.clientWidth + 1;
        const clipsY = style.overflowY !== 'visible' && box.scrollHeight > box.clientHeight + 1;
        if (clipsX || clipsY) {
          problems.push(`<${box.tagName.toLowerCase()} class="${box.className}"> clips the name`);
          break;
        }
      }
    }
    return problems;
  }, name);
}

async function expectDialogUsable(page: Page, where: string, name: string): Promise<void> {
  const dialog = page.getByRole('dialog').last();
  await dialog.waitFor();
  const close = dialog.getByRole('button', { name: 'Close' }).first();
  const box = await close.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, `${where}: close button`).not.toBeNull();
  expect(box!.y, `${where}: close button top`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${where}: close button bottom`).toBeLessThanOrEqual(
    viewport.height,
  );
  expect(box!.x + box!.width, `${where}: close button right`).toBeLessThanOrEqual(viewport.width);
  expect(await layoutProblems(page, name), where).toEqual([]);
  await close.click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('a 200-character unbroken name', () => {
  it('organizations list, cards and every organization dialog stay usable', async () => {
    const page = await open('/global/organizations');
    await seedLongNames(page);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Organizations' }).waitFor();
    await page.getByRole('searchbox', { name: 'Filter' }).fill('WWWW');
    await page.getByRole('button', { name: `View ${LONG}`, exact: true }).waitFor();
    expect(await layoutProblems(page, LONG), 'table').toEqual([]);

    await page.getByRole('button', { name: `View ${LONG}`, exact: true }).click();
    await expectDialogUsable(page, 'view dialog', LONG);
    await page.getByRole('button', { name: `Edit ${LONG}`, exact: true }).click();
    await expectDialogUsable(page, 'edit dialog', LONG);
    await page
      .getByRole('button', { name: `View managed organizations of ${LONG}`, exact: true })
      .click();
    await expectDialogUsable(page, 'managed dialog of the long one', LONG);
    await page.getByRole('button', { name: `JSON of ${LONG}`, exact: true }).click();
    await expectDialogUsable(page, 'JSON dialog', LONG);

    await page.getByRole('button', { name: 'Cards' }).click();
    await page.getByRole('button', { name: 'Cards', pressed: true }).waitFor();
    expect(await layoutProblems(page, LONG), 'cards').toEqual([]);
  });

  it.each([1280, 360])(
    "Acme's managed organizations dialog lists it and keeps its close button on screen (%ipx)",
    async (width) => {
      const page = await open('/global/organizations', width);
      await seedLongNames(page);
      await page.getByRole('searchbox', { name: 'Filter' }).fill('Acme Corporation');
      await page
        .getByRole('button', { name: 'View managed organizations of Acme Corporation' })
        .click();
      const dialog = page.getByRole('dialog').last();
      await dialog.getByText(LONG).first().waitFor();
      await expectDialogUsable(page, `Acme's managed dialog at ${width}px`, LONG);
    },
  );

  it('the managed organizations page, the picker, the overview and the users page with its dialogs stay usable', async () => {
    const page = await open('/organization/managed');
    await seedLongNames(page);
    await page.reload();
    await page.getByRole('main').getByText(LONG).first().waitFor();
    expect(await layoutProblems(page, LONG), 'managed page').toEqual([]);

    // The organization picker in the header holds the long name too.
    await chooseOrganization(page, LONG);
    expect(await layoutProblems(page, LONG), 'header with the long organization').toEqual([]);
    await page.goto(`${env.gateway.url}/organization/overview`);
    await page.getByRole('heading', { level: 1, name: LONG }).waitFor();
    expect(await layoutProblems(page, LONG), 'overview').toEqual([]);

    await page.goto(`${env.gateway.url}/organization/users`);
    await page.getByRole('button', { name: `View ${LONG_USER}`, exact: true }).waitFor();
    expect(await layoutProblems(page, LONG_USER), 'users page').toEqual([]);
    await page.getByRole('button', { name: `View ${LONG_USER}`, exact: true }).click();
    await expectDialogUsable(page, 'user details dialog', LONG_USER);
    await page.getByRole('button', { name: `Edit ${LONG_USER}`, exact: true }).click();
    await expectDialogUsable(page, 'edit roles dialog', LONG_USER);
  });
});
