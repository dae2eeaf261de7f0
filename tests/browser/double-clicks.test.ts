// Issue #34 item 1 at DEMO_SCALE=large: a doubled click on a dialog's confirm or submit button
// sends one request, and the dialog never reports the second press's refusal (a 409 or 404 after
// our own success) as a failure. Real double clicks: two input events, two tasks.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newWatchedPage } from './support/browser';
import { setUpConsoleFixture } from './support/console-fixture';
import { createPipeline, statusesOfPipelinesTitled } from './support/pipelines';
import { signIn } from './support/sign-in';

const env = setUpConsoleFixture({
  backendEnv: { DEMO_SCALE: 'large', PIPELINE_STEP_MS: '1500', SSE_HEARTBEAT_MS: '2000' },
  readyTimeoutMs: 120_000,
});

async function open(path: string): Promise<{ page: Page; writes: string[] }> {
  const context = await env.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await newWatchedPage(context, env.problems);
  const writes: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() !== 'GET' && url.pathname.startsWith('/api/v1/'))
      writes.push(`${request.method()} ${url.pathname}`);
  });
  await signIn(page, env.gateway.url, 'admin', path);
  return { page, writes };
}

async function openDetails(page: Page, title: string) {
  await page
    .locator('.data-table__row', { hasText: title })
    .getByRole('button', { name: /^Details for pipeline/ })
    .click();
  return page.getByRole('dialog', { name: 'Pipeline Details' });
}

const count = (writes: string[], pattern: RegExp) => writes.filter((w) => pattern.test(w)).length;

describe('a doubled click is one request', () => {
  it('Cancel Pipeline and Retry on the provisioner', async () => {
    const { page, writes } = await open('/global/provisioner');
    const made = await createPipeline(page, 'Doubled Cancel', 'doubled-cancel');
    expect(made.status).toBe(201);
    const pipeline = made.pipelineId!;
    await page.locator('.data-table__row', { hasText: 'Doubled Cancel' }).waitFor();

    let details = await openDetails(page, 'Doubled Cancel');
    await details.getByRole('button', { name: 'Cancel Pipeline' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel Pipeline' });
    await cancel.getByRole('button', { name: 'Cancel Pipeline' }).dblclick();
    await cancel.waitFor({ state: 'detached' });
    expect(count(writes, new RegExp(`POST /api/v1/provisioner/${pipeline}/cancel`))).toBe(1);
    expect(await page.getByText(/Failed to cancel pipeline/).count()).toBe(0);
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });

    // A cancelled pipeline may be retried as a failed one may: no waiting for a failure.
    await expect
      .poll(() => statusesOfPipelinesTitled(page, 'Doubled Cancel'))
      .toEqual(['cancelled']);
    details = await openDetails(page, 'Doubled Cancel');
    await details.getByRole('button', { name: 'Retry Pipeline' }).click();
    const retry = page.getByRole('dialog', { name: 'Retry Pipeline' });
    await retry.getByRole('button', { name: 'Retry', exact: true }).dblclick();
    await retry.waitFor({ state: 'detached' });
    expect(count(writes, new RegExp(`POST /api/v1/provisioner/${pipeline}/retry`))).toBe(1);
    expect(await page.getByText(/Failed to retry pipeline/).count()).toBe(0);
  });

  it('Send Invitation on the users screen', async () => {
    const { page, writes } = await open('/organization/users');
    await page.getByRole('button', { name: 'Invite User' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite User' });
    await invite.getByLabel(/^Email/).fill('doubled.invite@example.org');
    await invite.getByRole('button', { name: 'Send Invitation' }).dblclick();
    await invite.waitFor({ state: 'detached' });
    expect(count(writes, /^POST \/api\/v1\/organizations\/[^/]+\/users$/)).toBe(1);
    expect(await page.getByText(/already a user/).count()).toBe(0);
  });

  it('Add on Add Organization', async () => {
    const { page, writes } = await open('/global/organizations');
    await page.getByRole('button', { name: 'Add Organization' }).click();
    const add = page.getByRole('dialog', { name: 'Add Organization' });
    await add.getByLabel(/^Name/).fill('Doubled Click GmbH');
    await add.getByRole('button', { name: 'Add', exact: true }).dblclick();
    await add.waitFor({ state: 'detached' });
    expect(count(writes, /^POST \/api\/v1\/organizations$/)).toBe(1);
  });
});
