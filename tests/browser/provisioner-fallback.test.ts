// Issue #22 against a BFF we did not write: without the live feed the Provisioner polls (only
// while something shown can change), without the write calls it keeps resolution 4's disabled
// buttons, and past the gateway's stream bound (BFF_MAX_STREAMS) a tab polls instead.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectCsp, newWatchedPage, seenEveryRequestSoFar } from './support/browser';
import { setUpConsoleFixture } from './support/console-fixture';
import { createPipeline, statusesOfPipelinesTitled } from './support/pipelines';
import { signIn } from './support/sign-in';

const env = setUpConsoleFixture({
  backendEnv: { PIPELINE_STEP_MS: '500' },
  gatewayEnv: { BFF_MAX_STREAMS: '1' },
});
const { problems } = env;
const POLLING = 'Updated every 5 seconds while a pipeline is pending or running';

async function fault(body: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${env.backend.url}/__demo/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
}

async function newPage(): Promise<Page> {
  const context = await env.newContext({ viewport: { width: 1280, height: 900 } });
  return newWatchedPage(context, problems);
}

/** Counts the page's reads of the pipeline list from now on: sent, and answered. */
function listReads(page: Page): { sent: () => number; answered: () => number } {
  let sent = 0;
  let answered = 0;
  const isListRead = (request: Request) =>
    request.method() === 'GET' && new URL(request.url()).pathname === '/api/v1/provisioner';
  page.on('request', (request) => void (isListRead(request) && (sent += 1)));
  page.on('requestfinished', (request) => void (isListRead(request) && (answered += 1)));
  return { sent: () => sent, answered: () => answered };
}

describe('a BFF without the feed and the write calls', () => {
  it('polls until the pipeline shown settles, never when all shown are settled, and disables the writes', async () => {
    const page = await newPage();
    try {
      await pollsAndDisables(page);
    } finally {
      await fetch(`${env.backend.url}/__demo/faults`, { method: 'DELETE' });
    }
  });
});

/** The steps of the test above, on a page whose faults the test removes whatever happens. */
async function pollsAndDisables(page: Page): Promise<void> {
  // The page's clock still flows, and the test moves it past the 5 s polling period at once.
  await page.clock.install();
  await signIn(page, env.gateway.url, 'admin', '/');
  // Made while the BFF still offers it; then the BFF loses the feed and the writes.
  const created = await createPipeline(page, 'Fallback Polling', 'fallback-polling');
  expect(created.status).toBe(201);
  await fault({ path: '/api/v1/provisioner/events', status: 404 });
  await fault({ path: '/api/v1/provisioner', method: 'POST', status: 501 });
  await fault({ path: '/api/v1/provisioner/*', method: 'POST', status: 405 });

  await page.goto(`${env.gateway.url}/global/provisioner`);
  await page.getByText(POLLING).waitFor();
  const row = page.locator('.data-table__row', { hasText: 'Fallback Polling' });
  // Once the backend has completed it, the list's next poll (every 5 s) shows it.
  await expect
    .poll(() => statusesOfPipelinesTitled(page, 'Fallback Polling'), { timeout: 30_000 })
    .toEqual(['completed']);
  await page.clock.runFor(5_500);
  await row.getByText('Completed', { exact: true }).waitFor();
  // The demo's seeded running pipelines keep the list polled every 5 s while All is shown…
  // (A poll due while the last read is still on its way joins that read: each read is waited
  // for before the clock moves on, which a loaded machine made matter.)
  const reads = listReads(page);
  await page.clock.runFor(5_500);
  await expect.poll(reads.answered).toBeGreaterThanOrEqual(1);
  await page.clock.runFor(5_000);
  await expect.poll(reads.answered).toBeGreaterThanOrEqual(2);
  // …and with only completed pipelines shown there is nothing to poll for.
  const filters = page.getByRole('group', { name: 'Filter by status' });
  await filters.getByRole('button', { name: /^Completed / }).click();
  const none = listReads(page);
  await page.clock.runFor(11_000);
  await seenEveryRequestSoFar(page);
  expect(none.sent()).toBe(0);
  await filters.getByRole('button', { name: /^All / }).click();

  await page.getByRole('button', { name: 'Create Pipeline' }).click();
  const form = page.getByRole('dialog', { name: 'Create Pipeline' });
  await form.getByLabel(/^Title/).fill('Never Made');
  await form.getByLabel(/^Slug/).fill('never-made');
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await page
    .getByText(/does not offer creating, retrying or cancelling pipelines/)
    .first()
    .waitFor();
  const create = page.getByRole('button', { name: 'Create Pipeline' });
  expect(await create.getAttribute('aria-disabled')).toBe('true');
  await create.focus();
  await page.getByRole('tooltip').filter({ hasText: 'does not offer' }).first().waitFor();
  await collectCsp(page, problems);
}

describe('the gateway stream bound', () => {
  it('lets the first tab go live and makes the second, past BFF_MAX_STREAMS=1, poll', async () => {
    const first = await newPage();
    await signIn(first, env.gateway.url, 'admin', '/global/provisioner');
    await first.getByText('Live: changes appear as they happen').waitFor();
    const second = await newPage();
    await signIn(second, env.gateway.url, 'admin', '/global/provisioner');
    await second.getByText(POLLING).waitFor();
    expect(await first.getByText('Live: changes appear as they happen').count()).toBe(1);
    await collectCsp(first, problems);
    await collectCsp(second, problems);
  });
});
