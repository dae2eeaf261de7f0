// Issue #32 at DEMO_SCALE=large: a person's page and what an administrator does to them —
// suspend and revoke a session (the other console is signed out on its next request, without
// a reload), invitations across organizations, MFA reset, the privilege line — and axe on the
// new screens in light and dark at 1280 and 360 px.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PEOPLE_IDS } from '../../server/demo-backend/seed/people-seed';
import { DEMO_ACCOUNTS as SEEDED_ACCOUNTS } from '../../server/demo-backend/seed/seed-people';
import { SEED_IDS } from '../../server/demo-backend/seed/seed';
import { expectNoAxeInEachScheme } from './support/axe';
import { newWatchedPage } from './support/browser';
import { setUpConsoleFixture } from './support/console-fixture';
import { holdRequests, layoutShiftsInMain, watchLayoutShifts } from './support/layout-shifts';
import { signIn, type DemoAccount } from './support/sign-in';

const env = setUpConsoleFixture({
  backendEnv: { DEMO_SCALE: 'large', SSE_HEARTBEAT_MS: '2000' },
  readyTimeoutMs: 120_000,
});

const managerId = SEEDED_ACCOUNTS.find((a) => a.email === 'manager@example.com')?.sub ?? '';
const adminId = SEEDED_ACCOUNTS.find((a) => a.email === 'admin@example.com')?.sub ?? '';
const userPage = (id: string) => `/organization/users/${id}?org=${SEED_IDS.acme}`;

async function open(
  account: DemoAccount,
  path: string,
  options: { width?: number } = {},
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await env.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
  });
  const page = await newWatchedPage(context, env.problems);
  await signIn(page, env.gateway.url, account, path);
  return { page, context };
}

async function confirmIn(page: Page, dialogName: string | RegExp, button: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The Manager's console, open on the users list, reads again (its next request). */
async function nextRequestOf(page: Page) {
  await page
    .getByRole('button', { name: /^Refresh/ })
    .first()
    .click();
}

describe("a person's page", () => {
  it('suspends the Manager: their open console is signed out on its next request, their sign-in refused', async () => {
    const manager = await open('manager', '/organization/users');
    await manager.page.getByRole('heading', { level: 1, name: /Users/ }).waitFor();
    const admin = await open('admin', userPage(managerId));
    await admin.page.getByRole('heading', { level: 1, name: 'Max Manager' }).waitFor();

    await admin.page.getByRole('button', { name: 'Suspend', exact: true }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Suspend Max Manager?' });
    await dialog.getByLabel(/Reason/).fill('Laptop stolen; access paused until it is wiped');
    await dialog.getByRole('button', { name: 'Suspend', exact: true }).dblclick();
    await dialog.waitFor({ state: 'detached' });
    await admin.page.getByText(/Suspended .* by Ada Admin: “Laptop stolen/).waitFor();

    // No reload: the Manager's console asks once more and gets SPEC's signed-out state.
    const urlBefore = manager.page.url();
    await nextRequestOf(manager.page);
    await manager.page.getByText('Your session has expired.').waitFor();
    expect(manager.page.url()).toBe(urlBefore);

    const again = await env.newContext();
    const login = await again.newPage();
    await login.goto(`${env.gateway.url}/login`);
    await login.getByRole('button', { name: /manager@example\.com/ }).click();
    await login
      .getByText('This account is suspended. Ask an administrator of Acme Corporation.')
      .waitFor();

    await admin.page.getByRole('button', { name: 'Reactivate', exact: true }).click();
    await confirmIn(admin.page, 'Reactivate Max Manager?', 'Reactivate');
    await admin.page.getByRole('button', { name: 'Suspend', exact: true }).waitFor();
  });

  it("revokes the Manager's session: their open console is signed out without a reload", async () => {
    const manager = await open('manager', '/organization/users');
    await manager.page.getByRole('heading', { level: 1, name: /Users/ }).waitFor();
    const admin = await open('admin', userPage(managerId));
    const sessions = admin.page.getByRole('region', { name: /Sessions/ });
    await sessions
      .getByRole('button', { name: /^Revoke session/ })
      .first()
      .waitFor();

    await sessions.getByRole('button', { name: 'Revoke all', exact: true }).click();
    await confirmIn(admin.page, 'Revoke all sessions of Max Manager?', 'Revoke all');
    await sessions.getByText('Not signed in anywhere.').waitFor();

    await nextRequestOf(manager.page);
    await manager.page.getByText('Your session has expired.').waitFor();
  });

  it.each([360, 1280])(
    'shows every session and its Revoke at %i px: no sideways scroll, each time on one line, the record aligned',
    async (width) => {
      const { page } = await open('admin', userPage(adminId), { width });
      const sessions = page.getByRole('region', { name: /Sessions/ });
      const revoke = sessions.getByRole('button', { name: /^Revoke session/ });
      await revoke.first().waitFor();
      const wrap = sessions.locator('.user-page__table-wrap');
      expect(await wrap.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
        true,
      );
      for (const button of await revoke.all()) {
        const box = (await button.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      // At 1280 the panel is half the page (~470 px): "2 seconds ago" took three lines there.
      for (const lastSeen of await sessions.locator('td[data-label="Last seen"]').all()) {
        // The lines its visible text takes (a hidden tip's text has no boxes).
        const lines = await lastSeen.evaluate((cell) => {
          const tops = new Set<number>();
          const texts = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          while (texts.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(texts.currentNode);
            for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
          }
          return tops.size;
        });
        expect(lines).toBe(1);
      }
      // Each value still names its column.
      const ip = sessions
        .getByRole('cell')
        .filter({ hasText: /\d+\.\d+\.\d+\.\d+/ })
        .first();
      expect(
        await ip.evaluate((cell) => getComputedStyle(cell, '::before').getPropertyValue('content')),
      ).toBe('"IP address"');
      if (width === 1280) {
        // Every column name fits its label column there ("Browser and system" took two lines).
        const cut = await sessions.locator('td[data-label]').evaluateAll((cells) =>
          cells.flatMap((cell) => {
            const label = getComputedStyle(cell, '::before');
            const text = document.createElement('canvas').getContext('2d')!;
            text.font = label.font;
            const name = (cell as HTMLElement).dataset.label!;
            return text.measureText(name).width > parseFloat(label.width) ? [name] : [];
          }),
        );
        expect(cut).toEqual([]);
      }
      // Their record's words start at one x, whatever each time's width ("10:50 AM", "9:29 AM").
      const record = page.getByRole('region', { name: 'Their record' });
      await record.locator('li').nth(1).waitFor();
      const starts = await record
        .locator('li > span')
        .evaluateAll((spans) => spans.map((span) => Math.round(span.getBoundingClientRect().left)));
      expect(new Set(starts).size).toBe(1);
    },
  );

  it('warns before an administrator revokes their own current session', async () => {
    const admin = await open('admin', userPage(adminId));
    const sessions = admin.page.getByRole('region', { name: /Sessions/ });
    const own = sessions.getByRole('row', { name: /This session/ });
    await own.getByRole('button', { name: /^Revoke session/ }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Revoke this session of Ada Admin?' });
    await dialog.getByText('This includes your current session: you will be signed out.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('resets MFA where factors exist; the person enrols again', async () => {
    const { page } = await open('admin', userPage(PEOPLE_IDS.withMfa));
    const mfa = page.getByRole('region', { name: 'Multi-factor authentication' });
    await mfa.getByText('Authenticator app (TOTP)').waitFor();
    await mfa.getByRole('button', { name: 'Reset MFA' }).click();
    await confirmIn(page, /^Reset MFA for /, 'Reset MFA');
    await mfa.getByText(/No factor enrolled/).waitFor();
    const record = page.getByRole('region', { name: 'Their record' });
    await record.getByText(/reset mfa/).waitFor();
  });

  it('resends an invitation once, then says when it can be sent again; revokes an expired one', async () => {
    const { page } = await open('admin', userPage(PEOPLE_IDS.invitationPending));
    const invitation = page.getByRole('region', { name: /^Invitation/ });
    await invitation.getByRole('button', { name: 'Resend' }).click();
    await confirmIn(page, /^Resend the invitation/, 'Resend');
    await invitation.getByRole('button', { name: 'Resend' }).click();
    const dialog = page.getByRole('dialog', { name: /^Resend the invitation/ });
    await dialog.getByRole('button', { name: 'Resend' }).click();
    await dialog.getByRole('alert').getByText(/again/).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.goto(`${env.gateway.url}${userPage(PEOPLE_IDS.invitationExpired)}`);
    const expired = page.getByRole('region', { name: /^Invitation/ });
    await expired.getByText('Expired', { exact: true }).first().waitFor();
    await expired.getByRole('button', { name: 'Revoke invitation' }).click();
    await confirmIn(page, /^Revoke the invitation/, 'Revoke invitation');
    await expired.getByText('Revoked').waitFor();
  });

  it('shows a Manager what they need instead of the actions, on the list and on a page', async () => {
    const { page } = await open('manager', '/organization/users');
    await page.getByText(/need the users:manage permission, which Administrators have/).waitFor();
    await page.goto(`${env.gateway.url}${userPage(adminId)}`);
    await page.getByRole('heading', { level: 1, name: 'Ada Admin' }).waitFor();
    await page.getByText(/need the users:manage permission/).waitFor();
    expect(await page.getByRole('button', { name: 'Suspend' }).count()).toBe(0);
  });
});

describe('Global → Invitations', () => {
  it('lists open invitations across organizations, filters expiring within 24 h, and resends in bulk', async () => {
    const { page } = await open('admin', '/');
    // The list and its counts answer after the screen is drawn (held here until it is): the
    // count beside the title and the chips' counts move nothing down under the pointer.
    await watchLayoutShifts(page);
    const invitations = await holdRequests(page, (url) => url.pathname === '/api/v1/invitations');
    await page.goto(`${env.gateway.url}/global/invitations`);
    await page.getByRole('heading', { level: 1, name: 'Invitations' }).waitFor();
    invitations.answer();
    await page.getByText(/^\d[\d,]* of [\d,]+ invitations/).waitFor();
    expect(await layoutShiftsInMain(page)).toEqual([]);
    await invitations.stop();
    await page.getByRole('button', { name: /^Expiring within 24 h/ }).click();
    const rows = page.locator('.data-table__row');
    await rows.first().waitFor();
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    const chipCount = async (name: RegExp) =>
      Number(
        (
          (await page.getByRole('button', { name }).locator('[data-count]').textContent()) ?? ''
        ).replace(/\D/g, ''),
      );
    // Each chip shows its count once that count has answered: poll, not one read.
    await expect.poll(() => chipCount(/^Expiring/)).toBeGreaterThan(0);
    const expiring = await chipCount(/^Expiring/);
    await expect.poll(() => chipCount(/^Pending and expired/)).toBeGreaterThan(expiring);

    await page.getByRole('button', { name: 'Select rows' }).click();
    // A row's time says it is within 24 h (every column in view: the accessibility walks).
    await expect
      .poll(() => rows.first().locator('.invitations__expires--soon').innerText())
      .toMatch(/^expires in \d+ (hours?|minutes?)$/);
    await page.getByRole('checkbox', { name: /^Select all/ }).check();
    await page.getByRole('button', { name: 'Resend selected' }).click();
    const bulk = page.getByRole('dialog', { name: 'Resend Invitations' });
    await bulk.getByRole('button', { name: /^Resend \d/ }).click();
    await bulk.getByText(/Succeeded/).waitFor();
  });
});

describe('axe on the new screens', () => {
  it.each([1280, 360])(
    'has no violations on a user page and Global → Invitations (light and dark, %i px)',
    async (width) => {
      const { page } = await open('admin', userPage(PEOPLE_IDS.withMfa), { width });
      await page.getByRole('region', { name: 'What they can do' }).waitFor();
      // Loaded, with entries when an earlier test acted on them, or none when run alone.
      const record = page.getByRole('region', { name: 'Their record' });
      await record.locator('li').or(record.getByText('Nothing recorded yet.')).first().waitFor();
      await expectNoAxeInEachScheme(page, `a user page at ${width} px`);
      await page.goto(`${env.gateway.url}/global/invitations`);
      await page.locator('.data-table__row, .data-table__card').first().waitFor();
      await expectNoAxeInEachScheme(page, `Global → Invitations at ${width} px`);
    },
  );
});
