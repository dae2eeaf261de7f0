import type { Page } from 'playwright-core';

export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@example.com', name: 'Ada Admin' },
  manager: { email: 'manager@example.com', name: 'Max Manager' },
  user: { email: 'user@example.com', name: 'Uma User' },
  nobody: { email: 'nobody@example.com', name: 'Nora Nobody' },
} as const;
export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

/**
 * Signs in as the demo sign-in page's form does (POST /login from the page's own context, so
 * the session cookie lands in its jar and the session records the browser's user agent), then
 * opens `path`. The page itself is not loaded: that saved a page load per sign-in (sign-in-flow
 * and people test the page as a person uses it).
 */
export async function signIn(
  page: Page,
  baseUrl: string,
  account: DemoAccount,
  path = '/',
): Promise<void> {
  const response = await page.request.post(`${baseUrl}/login`, {
    form: { email: DEMO_ACCOUNTS[account].email, returnUrl: path },
    headers: { Origin: baseUrl },
    maxRedirects: 0,
  });
  if (response.status() !== 303)
    throw new Error(`signing in as ${account} answered ${response.status()}, not 303`);
  await page.goto(baseUrl + path);
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
}
