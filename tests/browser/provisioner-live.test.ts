// Issue #22 at DEMO_SCALE=large (1,000 pipelines): an Administrator creates a pipeline and
// watches its steps complete with no Refresh; a `fail-` slug poisons a step and fails the
// pipeline, Retry from that step completes it; Cancel stops a running one; a double-click on
// Create makes one pipeline; a Manager gets no screen and a 403 from the API.
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './support/axe';
import { newWatchedPage } from './support/browser';
import { setUpConsoleFixture } from './support/console-fixture';
import { createPipeline, statusesOfPipelinesTitled } from './support/pipelines';
import { signIn } from './support/sign-in';

const env = setUpConsoleFixture({
  backend: 'embedded',
  backendEnv: { DEMO_SCALE: 'large', PIPELINE_STEP_MS: '300', SSE_HEARTBEAT_MS: '2000' },
  readyTimeoutMs: 60_000,
});
const { problems } = env;
let context: BrowserContext;
let page: Page;
/** Every list read and create the page sent, in order. */
const sent: string[] = [];

beforeAll(async () => {
  context = await env.newContext({ viewport: { width: 1280, height: 900 } });
  page = await newWatchedPage(context, problems);
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v1/provisioner') sent.push(`${request.method()} ${url.pathname}`);
  });
  await signIn(page, env.gateway.url, 'admin', '/global/provisioner');
  await page.locator('.data-table__row').first().waitFor();
}, 90_000);

const rowOf = (title: string) => page.locator('.data-table__row', { hasText: title });

async function create(title: string, slug: string, { double = false } = {}): Promise<void> {
  await page.getByRole('button', { name: 'Create Pipeline' }).click();
  const form = page.getByRole('dialog', { name: 'Create Pipeline' });
  await form.getByLabel(/^Title/).fill(title);
  await form.getByLabel(/^Slug/).fill(slug);
  const button = form.getByRole('button', { name: 'Create', exact: true });
  if (double) await button.dblclick();
  else await button.click();
  await page.getByText(`Pipeline "${title}" created`).first().waitFor();
  await form.waitFor({ state: 'detached' });
}

async function openDetails(title: string): Promise<void> {
  await rowOf(title)
    .getByRole('button', { name: /^Details for pipeline/ })
    .click();
  await page.getByRole('dialog', { name: 'Pipeline Details' }).waitFor();
}

async function closeDialog(): Promise<void> {
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('dialog[open]'));
}

describe('operating pipelines at scale, live', () => {
  it('says the list is live and shows the newest pipeline first', async () => {
    await page.getByText('Live: changes appear as they happen').waitFor();
    expect(await page.locator('.table-toolbar__count').textContent()).toMatch(/1,?0\d\d/);
  });

  it('creates once on a double click, and the steps complete on screen with no Refresh', async () => {
    const listReadsBefore = sent.filter((s) => s.startsWith('GET')).length;
    await create('Browser Live Workspace', 'browser-live', { double: true });
    expect(sent.filter((s) => s.startsWith('POST'))).toHaveLength(1);
    const row = rowOf('Browser Live Workspace');
    expect(await page.locator('.data-table__row').first().textContent()).toContain(
      'Browser Live Workspace',
    );
    await row.getByText('Completed', { exact: true }).waitFor({ timeout: 30_000 });
    await page.getByText('Pipeline "Browser Live Workspace" completed').first().waitFor();
    // Moved by the feed alone: the list was not read again.
    expect(sent.filter((s) => s.startsWith('GET')).length).toBe(listReadsBefore);
    expect(await statusesOfPipelinesTitled(page, 'Browser Live Workspace')).toHaveLength(1);
  });

  it('shows a fail- pipeline poisoned and failed live, then completes it by Retry from that step', async () => {
    await create('Browser Failing Workspace', 'fail-browser');
    await openDetails('Browser Failing Workspace');
    const details = page.getByRole('dialog', { name: 'Pipeline Details' });
    await details.getByText('Warning: poisoned step.').waitFor({ timeout: 30_000 });
    await details.locator('[data-step="provision"] .chip[data-status="failed"]').waitFor();
    await details.getByRole('button', { name: 'Retry Pipeline' }).click();
    const retry = page.getByRole('dialog', { name: 'Retry Pipeline' });
    expect(await retry.getByLabel('Start from step').inputValue()).toBe('provision');
    await retry.getByRole('button', { name: 'Retry', exact: true }).click();
    await page.getByRole('dialog', { name: 'Pipeline Details' }).waitFor();
    await page
      .getByRole('dialog', { name: 'Pipeline Details' })
      .locator('[data-step="verify"] .chip[data-status="completed"]')
      .waitFor({ timeout: 30_000 });
    await closeDialog();
    await rowOf('Browser Failing Workspace')
      .getByText('Completed', { exact: true })
      .waitFor({ timeout: 30_000 });
  });

  it('cancels a running pipeline after naming what stops', async () => {
    await create('Browser Cancelled Workspace', 'flaky-cancel');
    await openDetails('Browser Cancelled Workspace');
    await page
      .getByRole('dialog', { name: 'Pipeline Details' })
      .getByRole('button', { name: 'Cancel Pipeline' })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Cancel Pipeline' });
    expect(await confirm.textContent()).toMatch(/Cancel pipeline "Browser Cancelled Workspace"/);
    await confirm.getByRole('button', { name: 'Cancel Pipeline' }).click();
    const details = page.getByRole('dialog', { name: 'Pipeline Details' });
    await details.locator('.prov-details > dl .chip[data-status="cancelled"]').waitFor();
    expect(await details.getByRole('button', { name: 'Retry Pipeline' }).isEnabled()).toBe(true);
    const violations = await axeViolations(page, 'dialog[open]');
    expect(violations, describeViolations(violations)).toEqual([]);
    await closeDialog();
    await rowOf('Browser Cancelled Workspace').getByText('Cancelled', { exact: true }).waitFor();
  });

  it('gives a Manager no Provisioner and a 403 from the API', async () => {
    const managerContext = await env.newContext({ viewport: { width: 1280, height: 900 } });
    const manager = await newWatchedPage(managerContext, problems);
    try {
      await signIn(manager, env.gateway.url, 'manager', '/');
      await manager.goto(`${env.gateway.url}/global/provisioner`);
      await manager.getByRole('heading', { name: /access denied/i }).waitFor();
      expect(await manager.getByRole('button', { name: 'Create Pipeline' }).count()).toBe(0);
      expect((await createPipeline(manager, 'Nope', 'nope')).status).toBe(403);
    } finally {
      await managerContext.close();
    }
  });
});
