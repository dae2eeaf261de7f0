// Issue #5: /organization/users against the built gateway and the demo backend (63 Acme users).
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxe, expectNoAxeInEachScheme } from './support/axe';
import { collectCsp, newWatchedPage } from './support/browser';
import { setUpConsoleFixture } from './support/console-fixture';
import { signIn, type DemoAccount } from './support/sign-in';
import { chooseOrganization } from './support/organization-picker';

const TITLE = 'Acme Corporation Users';
const NEW_EMAIL = 'new.person@example.com';
const MORE = '(more available)';

const env = setUpConsoleFixture();
const { problems } = env;

async function open(account: DemoAccount) {
  const context = await env.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await newWatchedPage(context, problems);
  const userRequests: Request[] = [];
  page.on('request', (request) => {
    if (/\/api\/v1\/organizations\/[^/]+\/users/.test(new URL(request.url()).pathname))
      userRequests.push(request);
  });
  await signIn(page, env.gateway.url, account, '/organization/users');
  await page.getByRole('heading', { name: TITLE }).waitFor();
  await page.locator('.data-table__row').first().waitFor();
  return { context, page, userRequests };
}

const countText = (page: Page) => page.locator('.table-toolbar__count').innerText();
const rows = (page: Page) => page.locator('.data-table__row');
const dialog = (page: Page) => page.locator('dialog[open]');

async function loadAll(page: Page) {
  for (let i = 0; i < 10 && (await countText(page)).includes(MORE); i += 1) {
    const before = await rows(page).count();
    await page.getByRole('button', { name: 'Load More Users' }).click();
    await page.waitForFunction(
      ([selector, n]) =>
        document.querySelectorAll(selector as string).length !== n ||
        !document.querySelector('.users-more'),
      ['.data-table__row', before] as const,
    );
    await page.waitForFunction(() => !document.querySelector('.users-more [aria-busy="true"]'));
  }
  expect(await countText(page)).not.toContain(MORE);
}

/** Every user the backend holds, read page by page straight from it with the page's session. */
async function backendUserCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const me = (await (await fetch('/auth/me')).json()) as { organizationId: string };
    let total = 0;
    let offset: number | undefined;
    let skipToken: string | undefined;
    for (;;) {
      const query = new URLSearchParams();
      if (offset !== undefined) query.set('offset', String(offset));
      if (skipToken) query.set('skipToken', skipToken);
      const response = await fetch(`/api/v1/organizations/${me.organizationId}/users?${query}`);
      const page = (await response.json()) as {
        items: unknown[];
        skipToken: string | null;
        hasMore: boolean;
      };
      total += page.items.length;
      if (!page.hasMore) return total;
      offset = total;
      skipToken = page.skipToken ?? undefined;
    }
  });
}

async function fault(body: Record<string, unknown>) {
  const response = await fetch(`${env.backend.url}/__demo/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
}

describe('organization users', () => {
  it('shows a Manager the list with View and JSON but no Invite, Edit or Remove', async () => {
    const { page } = await open('manager');
    expect(await countText(page)).toBe(`20 of 63 users ${MORE}`);
    await expect.poll(() => page.getByRole('button', { name: /^View / }).count()).toBe(20);
    expect(await page.getByRole('button', { name: /^JSON / }).count()).toBe(20);
    expect(await page.getByRole('button', { name: 'Invite User' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Edit / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Remove / }).count()).toBe(0);
    await collectCsp(page, problems);
  });

  it('loads every page with Load More Users, asking offsets of 20 and more, and counts what the backend holds', async () => {
    const { page, userRequests } = await open('admin');
    expect(await countText(page)).toBe(`20 of 63 users ${MORE}`);
    await loadAll(page);
    // Read before the direct backend walk below, which the listener would also see.
    const asked = userRequests
      .filter((r) => r.method() === 'GET')
      .map((r) => new URL(r.url()).searchParams);
    const expected = await backendUserCount(page);
    expect(expected).toBe(63);
    expect(await countText(page)).toBe(`${expected} users`);
    expect(await rows(page).count()).toBe(expected);
    expect(await page.getByRole('button', { name: 'Load More Users' }).count()).toBe(0);

    expect(asked[0]?.has('offset')).toBe(false);
    const offsets = asked.slice(1).map((params) => Number(params.get('offset')));
    expect(offsets).toEqual([20, 40, 60]);
    expect(asked.slice(1).every((params) => params.has('skipToken'))).toBe(true);
    await collectCsp(page, problems);
  });

  it('starts the list over when another organization is chosen', async () => {
    const { page, userRequests } = await open('admin');
    await page.getByRole('button', { name: 'Load More Users' }).click();
    await expect.poll(() => countText(page)).toBe(`40 of 63 users ${MORE}`);

    await chooseOrganization(page, 'Acme Europe GmbH');
    await page.getByRole('heading', { name: 'Acme Europe GmbH Users' }).waitFor();
    await expect.poll(() => countText(page)).toMatch(/^\d+ users?$/);
    expect(await page.locator('.data-table__row', { hasText: 'admin@example.com' }).count()).toBe(
      0,
    );
    const europe = userRequests
      .filter((r) => r.method() === 'GET' && !new URL(r.url()).pathname.includes('/__demo'))
      .at(-1);
    expect(new URL(europe?.url() ?? 'http://x').search).toBe('');

    await chooseOrganization(page, 'Acme Corporation');
    await page.getByRole('heading', { name: TITLE }).waitFor();
    await expect.poll(() => countText(page)).toBe(`20 of 63 users ${MORE}`);
    await collectCsp(page, problems);
  });

  it('invites new.person@example.com as Manager and User, edits their roles and removes them', async () => {
    const { page } = await open('admin');
    await page.getByRole('button', { name: 'Invite User' }).click();
    const invite = dialog(page);
    await invite.getByRole('heading', { name: 'Invite User' }).waitFor();
    await expectNoAxe(page, 'invite dialog', 'dialog[open]');

    await invite.getByLabel('Email').fill(NEW_EMAIL);
    await invite.getByRole('checkbox', { name: 'Manager' }).check();
    expect(await invite.getByRole('checkbox', { name: 'User' }).isChecked()).toBe(true);
    const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/users'));
    await invite.getByRole('button', { name: 'Send Invitation' }).click();
    expect((await posted).postDataJSON()).toEqual({ email: NEW_EMAIL, roles: ['User', 'Manager'] });
    await page.getByText(`Invitation sent to ${NEW_EMAIL}`).waitFor();
    await dialog(page).waitFor({ state: 'detached' });

    await loadAll(page);
    await page.getByRole('searchbox', { name: 'Filter' }).fill('new.person');
    const row = rows(page).filter({ hasText: NEW_EMAIL });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/Invited/);
    expect(await row.locator('.users-role').allInnerTexts()).toEqual(['User', 'Manager']);

    await page.getByRole('button', { name: `Edit ${NEW_EMAIL}` }).click();
    const edit = dialog(page);
    await edit.getByRole('heading', { name: 'Edit User Roles' }).waitFor();
    await expectNoAxe(page, 'edit dialog', 'dialog[open]');
    await edit.getByRole('checkbox', { name: 'User' }).uncheck();
    await edit.getByRole('checkbox', { name: 'Administrator' }).check();
    const put = page.waitForRequest((r) => r.method() === 'PUT');
    await edit.getByRole('button', { name: 'Save Roles' }).click();
    expect((await put).postDataJSON()).toEqual({ roles: ['Administrator', 'Manager'] });
    await page.getByText(`Roles updated for ${NEW_EMAIL}`).waitFor();
    await expect
      .poll(() => row.locator('.users-role').allInnerTexts())
      .toEqual(['Administrator', 'Manager']);

    await page.getByRole('button', { name: `Remove ${NEW_EMAIL}` }).click();
    const confirm = dialog(page);
    await confirm
      .getByText(`Are you sure you want to remove ${NEW_EMAIL} from Acme Corporation?`)
      .waitFor();
    await expectNoAxe(page, 'remove confirmation', 'dialog[open]');
    const deleted = page.waitForRequest((r) => r.method() === 'DELETE');
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    expect(new URL((await deleted).url()).pathname).toMatch(
      /\/api\/v1\/organizations\/[^/]+\/users\/[^/]+$/,
    );
    await page.getByText(`${NEW_EMAIL} was removed from Acme Corporation`).waitFor();
    await row.waitFor({ state: 'detached' });
    await page.getByRole('searchbox', { name: 'Filter' }).fill('');
    // The unfiltered list was read before the removal: it is read again (a loaded machine took
    // over the poll's default second).
    await expect.poll(() => countText(page), { timeout: 15_000 }).toBe('63 users');
    await collectCsp(page, problems);
  });

  it('refuses an empty email with the message and sends nothing', async () => {
    const { page, userRequests } = await open('admin');
    await page.getByRole('button', { name: 'Invite User' }).click();
    const invite = dialog(page);
    const email = invite.getByLabel('Email');
    await email.waitFor();
    expect(await email.getAttribute('type')).toBe('email');
    expect(await invite.getByRole('button', { name: 'Send Invitation' }).isDisabled()).toBe(true);
    await email.fill('   ');
    await email.press('Tab');
    await invite.getByText('Email is required for invitation').waitFor();
    await email.focus();
    await page.keyboard.press('Enter');
    expect(await invite.getByRole('button', { name: 'Send Invitation' }).isDisabled()).toBe(true);
    await expectNoAxe(page, 'invite dialog with the email message', 'dialog[open]');
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    expect(userRequests.filter((r) => r.method() !== 'GET')).toEqual([]);
    await collectCsp(page, problems);
  });

  it('shows a failed load and a failed removal in a banner and leaves the list as it was', async () => {
    const { page } = await open('admin');
    const before = await rows(page).allInnerTexts();

    await fault({ path: '/api/v1/organizations/*/users', method: 'GET', status: 500, once: true });
    await page.getByRole('button', { name: 'Load More Users' }).click();
    const banner = page
      .getByRole('alert')
      .filter({ hasText: 'Failed to load users: Injected fault: HTTP 500' });
    await banner.waitFor();
    expect(await countText(page)).toBe(`20 of 63 users ${MORE}`);
    expect(await rows(page).allInnerTexts()).toEqual(before);
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await banner.waitFor({ state: 'detached' });

    const victim = (await rows(page).nth(5).locator('.users-cell__name').innerText()).trim();
    await fault({
      path: '/api/v1/organizations/*/users/*',
      method: 'DELETE',
      status: 500,
      once: true,
    });
    await page.getByRole('button', { name: `Remove ${victim}` }).click();
    await dialog(page).getByRole('button', { name: 'Remove', exact: true }).click();
    await dialog(page)
      .getByRole('alert')
      .filter({ hasText: 'Failed to remove user: Injected fault: HTTP 500' })
      .waitFor();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    expect(await rows(page).allInnerTexts()).toEqual(before);

    // The backend is healthy again: the same button now appends the next page.
    await page.getByRole('button', { name: 'Load More Users' }).click();
    await expect.poll(() => countText(page)).toBe(`40 of 63 users ${MORE}`);
    await collectCsp(page, problems);
  });

  it('keeps the toolbar on one line and every row action in view in select mode at 1280 px (#24 friction 6)', async () => {
    const { page } = await open('admin');
    await page.getByRole('button', { name: 'Select rows' }).click();
    await page.getByRole('checkbox', { name: /^Select Ada Admin/ }).check();
    await page.locator('.selection-bar__count', { hasText: '1 selected' }).waitFor();
    // The middle of a control's box: controls on one line share it (within a pixel or two).
    const middle = async (name: string) => {
      const role = name === 'Filter' ? 'searchbox' : 'button';
      const box = (await page.getByRole(role, { name }).boundingBox())!;
      return Math.round((box.y + box.height / 2) / 4);
    };
    // Before: Invite User wrapped onto a line of its own.
    expect(await middle('Invite User')).toBe(await middle('Filter'));
    expect(await middle('Select rows')).toBe(await middle('Filter'));
    // Before: the Actions column reached past the table's edge and showed "Re".
    const remove = (await page.getByRole('button', { name: 'Remove Ada Admin' }).boundingBox())!;
    const scroller = (await page.locator('.data-table__scroll').boundingBox())!;
    expect(remove.x + remove.width).toBeLessThanOrEqual(scroller.x + scroller.width);
    expect(
      await page.locator('.data-table__scroll').evaluate((el) => el.scrollWidth - el.clientWidth),
    ).toBe(0);
    // Export selected acts on the selection: it sits with the other selection actions.
    expect(
      await page
        .locator('.selection-bar')
        .getByRole('button', { name: 'Export selected (1)' })
        .count(),
    ).toBe(1);
    await collectCsp(page, problems);
  });

  it.each([1280, 360])(
    'puts toasts where they cover no row action nor Load More, and keeps an email whole (#24 friction 4, %i px)',
    async (width) => {
      const { page } = await open('admin');
      await page.setViewportSize({ width, height: 800 });
      const email = `kathleen.o.${width}@acme.example`;
      await page.getByRole('button', { name: 'Invite User' }).click();
      await dialog(page).getByLabel(/Email/).fill(email);
      await dialog(page).getByRole('button', { name: 'Send Invitation' }).click();
      const toast = page.locator('.toast', { hasText: `Invitation sent to ${email}` });
      await toast.waitFor();
      // The address is on one line: every character box of it shares one top.
      const tops = await toast.locator('.toast__text').evaluate((element, address) => {
        const text = element.firstChild as Text;
        const start = text.data.indexOf(address);
        const range = document.createRange();
        range.setStart(text, start);
        range.setEnd(text, start + address.length);
        return [...new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))];
      }, email);
      expect(tops).toHaveLength(1);
      if (width === 1280) {
        // Before: the toast sat bottom-right, over the rows' Remove buttons.
        const box = (await toast.boundingBox())!;
        const actions = page.locator('.data-table__row').locator('button, input');
        for (const action of await actions.all()) {
          const other = await action.boundingBox();
          if (!other) continue;
          const overlaps =
            other.x < box.x + box.width &&
            box.x < other.x + other.width &&
            other.y < box.y + box.height &&
            box.y < other.y + other.height;
          expect(overlaps, (await action.getAttribute('aria-label')) ?? '').toBe(false);
        }
      }
      // The list's foot scrolls above the toast: at the end of the page, Load More Users is the
      // element under its own centre, not the toast (it sat under it for the toast's 10 s).
      const more = page.getByRole('button', { name: 'Load More Users' });
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await toast.waitFor();
      const underItsCentre = await more.evaluate((button) => {
        const box = button.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return hit === button || button.contains(hit) ? 'the button' : hit?.className;
      });
      expect(underItsCentre).toBe('the button');
      await collectCsp(page, problems);
    },
  );

  it('has no axe violations on the list and each dialog, in light and dark', async () => {
    const { page } = await open('admin');
    await expectNoAxeInEachScheme(page, 'users list');
    const first = (await rows(page).first().locator('.users-cell__name').innerText()).trim();
    const dialogs: [string, string][] = [
      [`View ${first}`, 'view dialog'],
      [`JSON ${first}`, 'JSON dialog'],
      [`Edit ${first}`, 'edit dialog'],
      [`Remove ${first}`, 'remove confirmation'],
      ['Invite User', 'invite dialog'],
    ];
    for (const [button, name] of dialogs) {
      await page.getByRole('button', { name: button, exact: true }).click();
      await dialog(page).waitFor();
      if (name === 'edit dialog' || name === 'invite dialog') {
        await dialog(page).locator('summary').first().click();
      }
      await expectNoAxeInEachScheme(page, name, 'dialog[open]');
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });
    }
    await collectCsp(page, problems);
  });
});
