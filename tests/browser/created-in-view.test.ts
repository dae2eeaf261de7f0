// Issue #34 item 5 at DEMO_SCALE=large (10,000 organizations, 5,000 users), at 1280 and 360 px:
// what was just created is in view — its row (or card) marked on screen among thousands — and
// the toast's Open shows it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newWatchedPage } from './support/browser';
import { setUpConsoleFixture } from './support/console-fixture';
import { signIn } from './support/sign-in';

const env = setUpConsoleFixture({
  backendEnv: { DEMO_SCALE: 'large', PIPELINE_STEP_MS: '60000' },
  readyTimeoutMs: 120_000,
});

async function open(path: string, width: number): Promise<Page> {
  const context = await env.newContext({ viewport: { width, height: 900 } });
  const page = await newWatchedPage(context, env.problems);
  await signIn(page, env.gateway.url, 'admin', path);
  return page;
}

/**
 * The marked row or card holding `text` is drawn inside the window, not only in the DOM: its
 * middle is on screen, above the toast that announced it.
 */
async function expectMarkedInView(page: Page, text: string): Promise<void> {
  const marked = page.locator('[data-new="true"]', { hasText: text });
  await marked.waitFor();
  await expect.poll(() => marked.count()).toBe(1);
  await expect
    .poll(async () => {
      const box = await marked.boundingBox();
      const toast = await page.locator('.toast', { hasText: text }).boundingBox();
      const bottom = toast ? toast.y : page.viewportSize()!.height;
      const middle = box ? box.y + box.height / 2 : -1;
      return middle > 0 && middle < bottom ? 'in view' : `middle at ${middle}, bottom ${bottom}`;
    })
    .toBe('in view');
}

const openFromToast = (page: Page, text: string) =>
  page.locator('.toast', { hasText: text }).getByRole('button', { name: 'Open' }).click();

describe.each([1280, 360])('created things in view at %i px', (width) => {
  it('an organization among 10,000: its row marked, Open shows it', async () => {
    const page = await open('/global/organizations', width);
    const name = `Mm Created In View ${width}`;
    await page.getByRole('button', { name: 'Add Organization' }).click();
    const add = page.getByRole('dialog', { name: 'Add Organization' });
    await add.getByLabel(/^Name/).fill(name);
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await add.waitFor({ state: 'detached' });
    await expectMarkedInView(page, name);
    // Only a window of the 10,000 is drawn: the table's rows in view, or the created card's page
    // of 50 cards (not the ~5,000 cards sorted before it).
    expect(await page.locator('.data-table__row, .data-table__card').count()).toBeLessThanOrEqual(
      50,
    );
    await openFromToast(page, name);
    await page.getByRole('dialog').getByText(name).first().waitFor();
    await page.close();
  });

  it('a pipeline, its slug suggested from its title: its row marked, Open shows it', async () => {
    const page = await open('/global/provisioner', width);
    const title = `Created In View ${width}`;
    await page.getByRole('button', { name: 'Create Pipeline' }).click();
    const form = page.getByRole('dialog', { name: 'Create Pipeline' });
    await form.getByLabel(/^Title/).fill(title);
    await form.getByRole('button', { name: `Use created-in-view-${width}` }).click();
    expect(await form.getByLabel(/^Slug/).inputValue()).toBe(`created-in-view-${width}`);
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    await expectMarkedInView(page, title);
    await openFromToast(page, title);
    await page.getByRole('dialog', { name: 'Pipeline Details' }).getByText(title).first().waitFor();
    await page.close();
  });

  it('an invitation among 5,000 users: the person marked, Open shows their page', async () => {
    const page = await open('/organization/users', width);
    const email = `created.in.view.${width}@acme.example`;
    await page.getByRole('button', { name: 'Invite User' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite User' });
    await invite.getByLabel(/^Email/).fill(email);
    await invite.getByRole('button', { name: 'Send Invitation' }).click();
    await invite.waitFor({ state: 'detached' });
    // The pointer rests on the toast (which pauses it) while the filter finds the new person in
    // the server-sorted list.
    await page.locator('.toast', { hasText: email }).hover();
    await page.getByRole('searchbox', { name: 'Filter' }).fill(email);
    await expectMarkedInView(page, email);
    await openFromToast(page, email);
    await page.waitForURL((url) => url.pathname.startsWith('/organization/users/'));
    await page.getByText(email).first().waitFor();
    await page.close();
  });
});
