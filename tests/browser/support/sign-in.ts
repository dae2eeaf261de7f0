import type { Page } from 'playwright-core';

export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@example.com', name: 'Ada Admin' },
  manager: { email: 'manager@example.com', name: 'Max Manager' },
  user: { email: 'user@example.com', name: 'Uma User' },
  nobody: { email: 'nobody@example.com', name: 'Nora Nobody' },
} as const;
export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

/** Signs in through the demo backend's real sign-in page, landing on `path`. */
export async function signIn(
  page: Page,
  baseUrl: string,
  account: DemoAccount,
  path = '/',
): Promise<void> {
  await page.goto(`${baseUrl}/login?returnUrl=${encodeURIComponent(path)}`);
  await page
    .getByRole('button', { name: new RegExp(DEMO_ACCOUNTS[account].email.replace('.', '\\.')) })
    .click();
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
}
