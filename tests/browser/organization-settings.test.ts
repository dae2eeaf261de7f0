// Issue #4 item 5: organization settings against the built gateway and the demo backend.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxe, expectNoAxeInEachScheme } from './support/axe';
import { collectCsp, newWatchedPage } from './support/browser';
import { setUpConsoleFixture } from './support/console-fixture';
import { signIn, type DemoAccount } from './support/sign-in';

const ACME_ID = '83a4796e-80a5-44ea-9475-d784b2767b04';
const MONSTERS_ID = 'efefc3dd-6eba-45bc-b5eb-49393ba47931';
const TABS = ['General', 'Notifications', 'Security', 'Integrations', 'Branding'] as const;

const env = setUpConsoleFixture();
const { problems } = env;

interface Opened {
  page: Page;
  /** Every settings or organization write the page sent. */
  writes: Request[];
  logs: string[];
}

async function open(path: string, account: DemoAccount = 'admin'): Promise<Opened> {
  const context = await env.newContext({
    colorScheme: 'light',
    viewport: { width: 1280, height: 900 },
  });
  const page = await newWatchedPage(context, problems);
  const writes: Request[] = [];
  const logs: string[] = [];
  page.on('request', (request) => {
    if (
      request.method() !== 'GET' &&
      new URL(request.url()).pathname.startsWith('/api/v1/organizations')
    )
      writes.push(request);
  });
  page.on('console', (message) => {
    if (message.type() === 'log') logs.push(message.text());
  });
  await signIn(page, env.gateway.url, account, path);
  return { page, writes, logs };
}

async function settingsReady(page: Page) {
  await page.getByRole('heading', { name: 'Organization Settings' }).waitFor();
  await page.getByRole('tablist', { name: 'Settings sections' }).waitFor();
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

async function openTab(page: Page, name: string) {
  await tab(page, name).click();
  await page.waitForFunction(
    (label) =>
      [...document.querySelectorAll('[role="tab"]')].some(
        (t) => t.textContent?.startsWith(label) && t.getAttribute('aria-selected') === 'true',
      ),
    name,
  );
}

/** The settings the backend holds, read with the page's own session. */
async function storedSettings(page: Page, id: string): Promise<{ status: number; body: unknown }> {
  return page.evaluate(async (organizationId) => {
    const response = await fetch(`/api/v1/organizations/${organizationId}/settings`);
    return {
      status: response.status,
      body: response.status === 200 ? await response.json() : null,
    };
  }, id);
}

describe('organization settings', () => {
  it('opens from the organizations table, saves one change on each tab and keeps them after a reload', async () => {
    const { page, writes, logs } = await open('/global/organizations');
    await page.getByRole('searchbox', { name: 'Filter' }).fill('Globex');
    await page.getByRole('link', { name: 'Settings of Globex Corporation' }).click();
    await page.waitForURL(/\/organization\/[0-9a-f-]{36}\/settings$/);
    await settingsReady(page);
    const globexId = new URL(page.url()).pathname.split('/')[2]!;
    const name = page.getByLabel('Organization name');
    expect(await name.inputValue()).toBe('Globex Corporation');

    await name.fill('Globex Worldwide');
    await openTab(page, 'Notifications');
    await page.getByLabel('Slack notifications').check();
    await openTab(page, 'Security');
    await page.getByLabel('Session timeout (minutes)').fill('600');
    await openTab(page, 'Integrations');
    await page.getByLabel('Allowed IP ranges').fill('203.0.113.0/24\n\n198.51.100.0/24\n');
    await openTab(page, 'Branding');
    await page.getByLabel('Primary color', { exact: true }).fill('#7048E8');
    // The first tab still holds its edit.
    await openTab(page, 'General');
    expect(await name.inputValue()).toBe('Globex Worldwide');

    const patched = page.waitForRequest(
      (r) => r.method() === 'PATCH' && r.url().endsWith('/settings'),
    );
    await page.getByRole('button', { name: 'Save Settings' }).click();
    const body = (await patched).postDataJSON();
    expect(body).toMatchObject({
      id: globexId,
      name: 'Globex Worldwide',
      settings: {
        notifications: { slackNotifications: true },
        security: { sessionTimeout: 600 },
        integrations: { allowedIpRanges: ['203.0.113.0/24', '198.51.100.0/24'] },
        branding: { primaryColor: '#7048E8' },
      },
    });
    await page
      .locator('.settings-actions__status')
      .getByText('Settings saved successfully!')
      .waitFor();
    // Said once, where it covers nothing (#24 friction 4): no toast over the page as well.
    expect(await page.getByText('Settings saved successfully!').count()).toBe(1);
    expect(logs).toContain('Settings saved successfully!');
    expect(writes.map((r) => `${r.method()} ${new URL(r.url()).pathname}`)).toEqual([
      `PATCH /api/v1/organizations/${globexId}`,
      `PATCH /api/v1/organizations/${globexId}/settings`,
    ]);

    await page.reload();
    await settingsReady(page);
    expect(await page.getByLabel('Organization name').inputValue()).toBe('Globex Worldwide');
    await openTab(page, 'Notifications');
    expect(await page.getByLabel('Slack notifications').isChecked()).toBe(true);
    await openTab(page, 'Security');
    expect(await page.getByLabel('Session timeout (minutes)').inputValue()).toBe('600');
    await openTab(page, 'Integrations');
    expect(await page.getByLabel('Allowed IP ranges').inputValue()).toBe(
      '203.0.113.0/24\n198.51.100.0/24',
    );
    await openTab(page, 'Branding');
    expect(await page.getByLabel('Primary color', { exact: true }).inputValue()).toBe('#7048E8');
    await collectCsp(page, problems);
  });

  it('shows the IP-range and session-timeout errors and saves nothing', async () => {
    const { page, writes } = await open(`/organization/${ACME_ID}/settings?tab=integrations`);
    await settingsReady(page);
    const before = await storedSettings(page, ACME_ID);
    await page.getByLabel('Allowed IP ranges').fill('10.0.0.0/8\n10.0.0.0/33');
    await openTab(page, 'Security');
    await page.getByLabel('Session timeout (minutes)').fill('20');
    await page.getByRole('button', { name: 'Save Settings' }).click();

    const summary = page.getByRole('region', { name: /Nothing was saved: 2 fields need fixing/ });
    await summary.waitFor();
    const timeoutMessage = 'Session timeout must be between 30 and 1440 minutes (you entered 20).';
    const rangeMessage = 'Line 2: "10.0.0.0/33" is not a valid IPv4 or IPv6 CIDR range';
    await summary.getByText(timeoutMessage).waitFor();
    await summary.getByText(rangeMessage).waitFor();
    const timeout = page.getByLabel('Session timeout (minutes)');
    expect(await timeout.getAttribute('aria-invalid')).toBe('true');
    await page.locator('#settings-sessionTimeout-error').getByText(timeoutMessage).waitFor();
    await expectNoAxe(page, 'security tab with errors');

    await summary.getByRole('button', { name: 'Integrations › Allowed IP ranges' }).click();
    const ranges = page.getByLabel('Allowed IP ranges');
    await page.waitForFunction(() => document.activeElement?.id === 'settings-allowedIpRanges');
    expect(await ranges.getAttribute('aria-invalid')).toBe('true');
    await page.locator('#settings-allowedIpRanges-error').getByText(rangeMessage).waitFor();
    await expectNoAxe(page, 'integrations tab with errors');

    expect(writes).toEqual([]);
    expect(await storedSettings(page, ACME_ID)).toEqual(before);
    await collectCsp(page, problems);
  });

  it('shows the defaults for an organization the backend has no settings for', async () => {
    const { page } = await open(`/organization/${MONSTERS_ID}/settings`);
    await settingsReady(page);
    expect((await storedSettings(page, MONSTERS_ID)).status).toBe(404);
    expect(await page.getByLabel('Organization name').inputValue()).toBe('Monsters Inc');
    expect(await page.getByRole('alert').count()).toBe(0);
    await openTab(page, 'Notifications');
    expect(await page.getByLabel('Email notifications').isChecked()).toBe(true);
    expect(await page.getByLabel('Slack notifications').isChecked()).toBe(false);
    expect(await page.getByLabel('Notification frequency').inputValue()).toBe('daily');
    await openTab(page, 'Security');
    expect(await page.getByLabel('Require multi-factor authentication').isChecked()).toBe(false);
    expect(await page.getByLabel('Standard (8+ characters, mixed case, numbers)').isChecked()).toBe(
      true,
    );
    expect(await page.getByLabel('Session timeout (minutes)').inputValue()).toBe('480');
    await openTab(page, 'Integrations');
    expect(await page.getByLabel('Enable API access').isChecked()).toBe(false);
    expect(await page.getByLabel('Webhook URL').inputValue()).toBe('');
    expect(await page.getByLabel('Allowed IP ranges').inputValue()).toBe('');
    await openTab(page, 'Branding');
    expect(await page.getByLabel('Logo URL').inputValue()).toBe('');
    expect(await page.getByLabel('Primary color', { exact: true }).inputValue()).toBe('#3B82F6');
    expect(await page.getByLabel('Custom domain').inputValue()).toBe('');
    await collectCsp(page, problems);
  });

  it('two tabs on a never-saved organization: the second save shows the conflict and loses neither edit', async () => {
    const { page: tabA } = await open('/');
    const id = await tabA.evaluate(async () => {
      const response = await fetch('/api/v1/organizations', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF': '1' },
        body: JSON.stringify({ name: 'Two Tabs Ltd' }),
      });
      return ((await response.json()) as { id: string }).id;
    });
    const tabB = await tabA.context().newPage();
    // Each tab brought to the front before it is used, as a user does: the tab behind got about
    // one animation frame a second (2 in a 500 ms count, against 32 in front), and each click
    // on it waited ~2 s.
    for (const tab of [tabA, tabB]) {
      await tab.bringToFront();
      await tab.goto(`${env.gateway.url}/organization/${id}/settings`);
      await settingsReady(tab);
      await openTab(tab, 'Security');
    }
    expect((await storedSettings(tabA, id)).status).toBe(404);

    await tabB.getByLabel('Strict (12+ characters, mixed case, numbers, symbols)').check();
    await tabB.getByRole('button', { name: 'Save Settings' }).click();
    await tabB.getByRole('status').filter({ hasText: 'Settings saved successfully!' }).waitFor();

    await tabA.bringToFront();
    await tabA.getByLabel('Session timeout (minutes)').fill('95');
    await tabA.getByRole('button', { name: 'Save Settings' }).click();
    await tabA.getByText('Changed by someone else', { exact: true }).waitFor();
    expect(await tabA.getByLabel('Session timeout (minutes)').inputValue()).toBe('95');
    const afterConflict = (await storedSettings(tabA, id)).body as {
      settings: { security: { passwordPolicy: string; sessionTimeout: number } };
    };
    expect(afterConflict.settings.security.passwordPolicy).toBe('strict');

    await tabA.getByRole('button', { name: 'Reload latest' }).click();
    await tabA.getByText('Changed by someone else', { exact: true }).waitFor({ state: 'detached' });
    await tabA.getByRole('button', { name: 'Save Settings' }).click();
    await tabA.getByRole('status').filter({ hasText: 'Settings saved successfully!' }).waitFor();
    const saved = (await storedSettings(tabA, id)).body as typeof afterConflict;
    expect(saved.settings.security).toMatchObject({ passwordPolicy: 'strict', sessionTimeout: 95 });
  });

  it('shows stored javascript: addresses as text with no preview and asks to fix them before saving', async () => {
    const { page, writes } = await open('/organization/settings');
    const tyrellId = await page.evaluate(async () => {
      const list = (await (await fetch('/api/v1/organizations')).json()) as {
        id: string;
        name: string;
      }[];
      return list.find((o) => o.name === 'Tyrell Corporation')?.id ?? '';
    });
    expect(tyrellId).not.toBe('');
    await page.goto(`${env.gateway.url}/organization/${tyrellId}/settings?tab=branding`);
    await settingsReady(page);
    const logo = page.getByLabel('Logo URL');
    expect(await logo.inputValue()).toBe('javascript:alert(1)');
    expect(await logo.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('main img').count()).toBe(0);
    expect(await page.locator('main a[href^="javascript"]').count()).toBe(0);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    const summary = page.getByRole('region', { name: /2 fields need fixing/ });
    await summary
      .getByText('Webhook URL must be a web address starting with http:// or https://.')
      .waitFor();
    expect(writes).toEqual([]);
    await collectCsp(page, problems);
  });

  it('asks before leaving with unsaved edits', async () => {
    const { page } = await open(`/organization/${ACME_ID}/settings?tab=security`);
    await settingsReady(page);
    await page.getByLabel('Session timeout (minutes)').fill('300');
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    const confirm = page.locator('dialog[open]');
    await confirm.getByRole('heading', { name: 'Leave without saving?' }).waitFor();
    await expectNoAxe(page, 'leave confirmation');
    await confirm.getByRole('button', { name: 'Stay on page' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/organization/${ACME_ID}/settings`);
    expect(await page.getByLabel('Session timeout (minutes)').inputValue()).toBe('300');

    // A reload asks through the browser's own beforeunload prompt.
    const prompt = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      });
    });
    void page.reload().catch(() => undefined);
    expect(await prompt).toBe('beforeunload');
    await collectCsp(page, problems);
  });

  it('has no axe violations on any tab, in light and dark', async () => {
    const { page } = await open(`/organization/${ACME_ID}/settings`);
    await settingsReady(page);
    for (const name of TABS) {
      await openTab(page, name);
      await expectNoAxeInEachScheme(page, `${name} tab`);
    }
    await collectCsp(page, problems);
  });
});
