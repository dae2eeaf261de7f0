// Issue #6 items 1 and 4: /global/agencies and /global/provisioner against the built gateway
// and the demo backend. Counts are checked against the backend's own JSON, fetched in the test
// with the page's session; the expected statuses are written out here, not taken from the client.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEED_IDS } from '../../server/demo-backend/seed/seed';
import { expectNoAxeInEachScheme } from './support/axe';
import { collectCsp, newWatchedPage } from './support/browser';
import { setUpConsoleFixture } from './support/console-fixture';
import { signIn, type DemoAccount } from './support/sign-in';

// SPEC §4 pipeline statuses: in_progress is running.
const CHIP_OF: Record<string, string> = {
  pending: 'Pending',
  running: 'Running',
  in_progress: 'Running',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};
const CHIPS = ['All', 'Pending', 'Running', 'Completed', 'Failed', 'Cancelled'];

const env = setUpConsoleFixture();
const { problems } = env;

async function open(account: DemoAccount, path: string, options: { height?: number } = {}) {
  const context = await env.newContext({
    colorScheme: 'light',
    viewport: { width: 1280, height: options.height ?? 900 },
  });
  const page = await newWatchedPage(context, problems);
  await signIn(page, env.gateway.url, account, path);
  return page;
}

const dialog = (page: Page) => page.locator('dialog[open]');
const rows = (page: Page) => page.locator('.data-table__row');
const cards = (page: Page) => page.locator('.data-table__card');
const noLoading = (page: Page) => page.waitForFunction(() => !document.querySelector('.loading'));

async function closeDialog(page: Page) {
  await page.keyboard.press('Escape');
  await dialog(page)
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
  await page.waitForFunction(() => !document.querySelector('dialog[open]'));
}

describe('agencies (Administrator)', () => {
  it('searches by a partial name, shares the search in the URL, shows cards and details; axe in light and dark', async () => {
    const page = await open('admin', '/global/agencies');
    await page.getByRole('heading', { name: 'Agencies', level: 1 }).waitFor();
    await page.getByText('Ready to search agencies').waitFor();
    const searchButton = page.getByRole('button', { name: 'Search', exact: true });
    expect(await searchButton.isDisabled()).toBe(true);
    await expect
      .poll(() => page.getByText('Agency name is required for search').isVisible())
      .toBe(true);
    await expectNoAxeInEachScheme(page, 'agencies, empty');

    await page.getByLabel('Agency Name').fill('fire dep');
    await page.getByLabel('Search Type').selectOption({ label: 'Partial Match' });
    await searchButton.click();
    await rows(page).first().waitFor();
    await noLoading(page);
    expect(await rows(page).count()).toBe(6);
    const url = new URL(page.url());
    expect(url.searchParams.get('name')).toBe('fire dep');
    expect(url.searchParams.get('searchType')).toBe('partial');
    // Every row knows its state (#23): details open without one typed in the form.
    const details = page.getByRole('button', { name: /View Details/ });
    expect(await details.count()).toBe(6);
    for (const button of await details.all()) expect(await button.isEnabled()).toBe(true);
    // Every other field is cut at 50 characters in the table; past the first three other
    // fields a column is shown from the Columns menu (#24 item 7).
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'Jurisdiction' }).check();
    await page.keyboard.press('Escape');
    const jurisdiction = page
      .locator('.agencies-cell', { hasText: 'All unincorporated areas' })
      .first();
    const cut = await jurisdiction.innerText();
    expect(cut.length).toBe(51);
    expect(cut.endsWith('…')).toBe(true);
    await expectNoAxeInEachScheme(page, 'agencies, results');

    await page.getByRole('button', { name: 'Cards' }).click();
    await cards(page).first().waitFor();
    expect(await cards(page).count()).toBe(6);
    expect(new URL(page.url()).searchParams.get('view')).toBe('cards');
    await expectNoAxeInEachScheme(page, 'agencies, cards');

    // The URL is the search: a reload runs it again, in the same view.
    await page.reload();
    await cards(page).first().waitFor();
    expect(await cards(page).count()).toBe(6);
    expect(await page.getByLabel('Agency Name').inputValue()).toBe('fire dep');

    // With a state filled in, details open.
    await page.getByLabel('State/Province').fill('Illinois');
    const springfield = page.getByRole('button', {
      name: 'View Details for Springfield Fire Department',
    });
    expect(await springfield.isEnabled()).toBe(true);
    await springfield.click();
    await dialog(page).getByText('Basic Information').waitFor();
    await dialog(page).getByText('Additional Details').waitFor();
    await dialog(page).getByText('Sangamon', { exact: true }).waitFor();
    await expectNoAxeInEachScheme(page, 'agency details', 'dialog[open]');
    await closeDialog(page);
    await collectCsp(page, problems);
  });

  it('shares an exact search by link and shows object-valued fields as JSON text', async () => {
    const page = await open(
      'admin',
      '/global/agencies?name=Springfield%20Police%20Department&searchType=exact',
    );
    await rows(page).first().waitFor();
    await noLoading(page);
    expect(await rows(page).count()).toBe(2);
    await page.getByLabel('State/Province').fill('IL');
    await page
      .getByRole('button', { name: 'View Details for Springfield Police Department' })
      .first()
      .click();
    const json = dialog(page).locator('[data-field="primaryContact"]');
    await json.waitFor();
    expect(JSON.parse(await json.innerText())).toMatchObject({ name: 'Maria Lopez' });
    await closeDialog(page);

    // The other Springfield is in MO: its details are asked with its own state (#23).
    await page
      .getByRole('button', { name: 'View Details for Springfield Police Department' })
      .nth(1)
      .click();
    await dialog(page).getByText('Greene', { exact: true }).waitFor();
    await closeDialog(page);
    await collectCsp(page, problems);
  });
});

interface BackendPipeline {
  pipelineId: string;
  status?: string;
}

describe('provisioner (Administrator)', () => {
  it('counts, filters Failed, and opens a poisoned pipeline and its JSON; axe in light and dark', async () => {
    const page = await open('admin', '/global/provisioner');
    await page.getByRole('heading', { name: 'Provisioner', level: 1 }).waitFor();
    await rows(page).first().waitFor();
    await page.getByRole('note', { name: 'Administrator view' }).waitFor();
    // The demo backend runs pipelines (issue #22): the Administrator's buttons work.
    const create = page.getByRole('button', { name: 'Create Pipeline' });
    expect(await create.getAttribute('aria-disabled')).toBeNull();
    expect(await create.isEnabled()).toBe(true);

    const list = await page.evaluate(async () => {
      const response = await fetch('/api/v1/provisioner');
      return ((await response.json()) as { pipelines: BackendPipeline[] }).pipelines;
    });
    const expected: Record<string, number> = Object.fromEntries(CHIPS.map((c) => [c, 0]));
    expected.All = list.length;
    for (const p of list) {
      const chip = CHIP_OF[p.status ?? ''];
      if (chip) expected[chip]! += 1;
    }
    const group = page.getByRole('group', { name: 'Filter by status' });
    for (const name of CHIPS) {
      const count = await group
        .getByRole('button', { name: new RegExp(`^${name} \\d+$`) })
        .locator('[data-count]')
        .innerText();
      expect(Number(count), name).toBe(expected[name]);
    }
    expect(await rows(page).count()).toBe(list.length);
    await expectNoAxeInEachScheme(page, 'provisioner');

    await group.getByRole('button', { name: /^Failed \d+$/ }).click();
    await expect.poll(() => rows(page).count()).toBe(expected.Failed);
    expect(new URL(page.url()).searchParams.get('status')).toBe('failed');

    const poisonedId = SEED_IDS.poisonedPipeline;
    await page
      .getByRole('button', { name: `Details for pipeline ${poisonedId.slice(0, 8)}` })
      .click();
    const modal = dialog(page);
    await modal.getByText(/this pipeline has a poisoned step/).waitFor();
    const step = modal.locator('[data-step="allocate-storage"]');
    await step.getByText('Warning: poisoned step.').waitFor();
    expect(
      await step
        .locator('.prov-fields__row', { hasText: 'Retry Attempt' })
        .locator('dd')
        .innerText(),
    ).toBe('5');
    await step.getByText(/QuotaExceeded/).waitFor();
    await expectNoAxeInEachScheme(page, 'pipeline details', 'dialog[open]');

    await modal.getByRole('button', { name: 'View JSON' }).click();
    await page.locator('dialog[open]').getByRole('heading', { name: 'Pipeline JSON' }).waitFor();
    await dialog(page).getByText(`"pipelineId": "${poisonedId}"`).waitFor();
    await expectNoAxeInEachScheme(page, 'pipeline JSON', 'dialog[open]');
    await closeDialog(page);

    // Filter and view stay in the URL across a reload.
    await page.getByRole('button', { name: 'Cards' }).click();
    await page.reload();
    await cards(page).first().waitFor();
    expect(await cards(page).count()).toBe(expected.Failed);
    expect(
      await group.getByRole('button', { name: /^Failed \d+$/ }).getAttribute('aria-pressed'),
    ).toBe('true');
    await expectNoAxeInEachScheme(page, 'provisioner cards');
    await collectCsp(page, problems);
  });

  it('links outputs only when http(s): a retried step with a deployment link, javascript: as text', async () => {
    const page = await open('admin', '/global/provisioner', { height: 520 });
    await rows(page).first().waitFor();

    // A completed pipeline whose DNS step needed a retry, with a real deployment link.
    await page.getByRole('button', { name: /^Details for pipeline 523abd60$/ }).click();
    const modal = dialog(page);
    const dns = modal.locator('[data-step="configure-dns"]');
    await dns.waitFor();
    expect(
      await dns
        .locator('.prov-fields__row', { hasText: 'Retry Attempt' })
        .locator('dd')
        .innerText(),
    ).toBe('1');
    const link = modal.getByRole('link', { name: 'https://acme-europe.app.example.com' });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    await closeDialog(page);

    const jsDeploy = SEED_IDS.javascriptDeploymentPipeline.slice(0, 8);
    await page.getByRole('button', { name: `Details for pipeline ${jsDeploy}` }).click();
    await modal.getByText('javascript:alert(1)').waitFor();
    expect(await modal.getByText('javascript:alert(1)').evaluate((el) => el.tagName)).toBe('SPAN');
    expect(await page.locator('a[href^="javascript"]').count()).toBe(0);
    await closeDialog(page);

    // A javascript: pipelineUrl leaves the short id as text in the list.
    const jsUrl = SEED_IDS.javascriptPipelineUrlPipeline.slice(0, 8);
    const row = rows(page).filter({ hasText: jsUrl });
    expect(await row.getByRole('link').count()).toBe(0);
    const linkedRow = rows(page).filter({ hasText: SEED_IDS.poisonedPipeline.slice(0, 8) });
    expect(await linkedRow.getByRole('link').getAttribute('href')).toMatch(/^https:\/\//);

    // A refresh under an open modal keeps it open and keeps the page where it was.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await rows(page)
      .last()
      .getByRole('button', { name: /^Details for pipeline/ })
      .click();
    await modal.getByText(/^Steps \(\d+\)$/).waitFor();
    const refreshed = page.waitForResponse((response) =>
      /\/api\/v1\/provisioner$/.test(response.url()),
    );
    await modal.getByRole('button', { name: 'Refresh' }).click();
    await refreshed;
    await noLoading(page);
    expect(await modal.isVisible()).toBe(true);
    await modal.getByText(/^Steps \(\d+\)$/).waitFor();
    await closeDialog(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await collectCsp(page, problems);
  });
});

describe('as Manager', () => {
  it('has no global group, and the global screens land on /access-denied', async () => {
    const page = await open('manager', '/');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByText('Global', { exact: true }).count()).toBe(0);
    expect(await nav.locator('a[href^="/global"]').count()).toBe(0);
    for (const path of ['/global/agencies', '/global/provisioner']) {
      await page.goto(`${env.gateway.url}${path}`);
      await page.waitForURL((url) => url.pathname === '/access-denied');
      await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    }
    await collectCsp(page, problems);
  });
});
