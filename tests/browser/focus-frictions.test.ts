// Issue #24, friction 5: where keyboard focus goes. After choosing an organization with Enter
// and leaving the picker with Escape, `g u` is a shortcut again (before: it typed "gu" into the
// picker); a sidebar link starts the new page at <main> (before: focus stayed in the sidebar);
// on Settings the tabs come before Save Settings in Tab order (before: Save came first).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newWatchedPage } from './support/browser';
import { setUpConsoleFixture } from './support/console-fixture';
import { signIn } from './support/sign-in';

const env = setUpConsoleFixture();
const { problems } = env;

async function open(path: string): Promise<Page> {
  const context = await env.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await newWatchedPage(context, problems);
  await signIn(page, env.gateway.url, 'admin', path);
  return page;
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active?.id || active?.getAttribute('aria-label') || active?.textContent?.trim() || '';
  });

describe('focus after the picker, the sidebar and on Settings (#24 friction 5)', () => {
  it('leaves the picker on Escape after choosing with Enter, so g u goes to Users', async () => {
    const page = await open('/organization/settings');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const picker = page.getByRole('combobox', { name: 'Selected organization' });
    await picker.click();
    await picker.fill('Acme Europe GmbH');
    await page.getByRole('option', { name: 'Acme Europe GmbH', exact: true }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => picker.inputValue()).toBe('Acme Europe GmbH');
    await page.keyboard.press('Escape');
    expect(await focused(page)).toBe('main');
    await page.keyboard.press('g');
    await page.keyboard.press('u');
    await page.waitForURL((url) => url.pathname === '/organization/users');
    expect(await picker.inputValue()).toBe('Acme Europe GmbH');
  });

  it('starts the page at <main> after a sidebar link', async () => {
    const page = await open('/');
    await page.getByText('Welcome,').waitFor();
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await sidebar.getByRole('link', { name: 'Users' }).click();
    await page.waitForURL((url) => url.pathname === '/organization/users');
    await expect.poll(() => focused(page)).toBe('main');
  });

  it('puts the settings tabs before Save Settings in Tab order', async () => {
    const page = await open('/organization/settings');
    const general = page.getByRole('tab', { name: 'General' });
    await general.focus();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Save Settings');
  });
});
