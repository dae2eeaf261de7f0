// Issue #6 (onboardings): /global/onboardings and /organization/onboardings against the built
// gateway and the demo backend. Counts, order and exports are checked against the backend's
// own JSON, fetched in the test with the page's session.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeInEachScheme } from './support/axe';
import { collectCsp, downloadedText, newWatchedPage } from './support/browser';
import { setUpConsoleFixture } from './support/console-fixture';
import { signIn, type DemoAccount } from './support/sign-in';

interface BackendOnboarding {
  id: string;
  status?: string;
  customerSlug?: string;
  createdDate?: string;
  pipelineId?: string | null;
  steps?: { order?: number; name?: string }[];
}

// The spec's statuses and aliases written out here, independent of the client's normaliser.
const CHIP_OF: Record<string, string> = {
  pending: 'Pending',
  in_progress: 'In Progress',
  'in-progress': 'In Progress',
  completed: 'Completed',
  failed: 'Failed',
  error: 'Failed',
  cancelled: 'Cancelled',
};
const CHIPS = ['All', 'Pending', 'In Progress', 'Completed', 'Failed', 'Cancelled'];

const env = setUpConsoleFixture();
const { problems } = env;

async function open(account: DemoAccount, path: string, options: { height?: number } = {}) {
  const context = await env.newContext({
    colorScheme: 'light',
    viewport: { width: 1280, height: options.height ?? 900 },
    acceptDownloads: true,
  });
  const page = await newWatchedPage(context, problems);
  await signIn(page, env.gateway.url, account, path);
  return page;
}

const dialog = (page: Page) => page.locator('dialog[open]');
const filterBar = (page: Page) => page.getByRole('group', { name: 'Filter by status' });
const chip = (page: Page, name: string) =>
  filterBar(page).getByRole('button', { name: new RegExp(`^${name} \\d+$`) });
const rows = (page: Page) => page.locator('.data-table__row');
const orgLink = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: 'Organizations' })
    .getByRole('link', { name: new RegExp(name) });

async function chipCount(page: Page, name: string): Promise<number> {
  return Number(await chip(page, name).locator('[data-count]').innerText());
}

async function selectOrganization(page: Page, name: string): Promise<string> {
  await orgLink(page, name).click();
  await page.getByRole('heading', { name: `${name} Onboardings` }).waitFor();
  await page.waitForFunction(() => !document.querySelector('.loading'));
  const id = new URL(page.url()).searchParams.get('org');
  expect(id).toBeTruthy();
  return id!;
}

function backendOnboardings(page: Page, organizationId: string): Promise<BackendOnboarding[]> {
  return page.evaluate(async (id) => {
    const response = await fetch(`/api/v1/organizations/${id}/onboardings`);
    return (await response.json()) as BackendOnboarding[];
  }, organizationId);
}

/** A small RFC 4180 reader: enough to check what the export wrote. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else field += c;
  }
  if (field || record.length) records.push([...record, field]);
  return records;
}

describe('global onboardings (Administrator)', () => {
  it('browses two organizations and checks every status filter against the backend', async () => {
    const page = await open('admin', '/global/onboardings');
    await page.getByRole('heading', { name: 'Onboardings', level: 1 }).waitFor();
    // Before an organization is chosen: every organization's onboardings (issue #23).
    await page.getByRole('heading', { name: 'All organizations: Onboardings' }).waitFor();

    for (const name of ['Acme Corporation', 'Globex Corporation']) {
      const id = await selectOrganization(page, name);
      const list = await backendOnboardings(page, id);
      expect(list.length).toBeGreaterThan(0);
      const expected: Record<string, string[]> = Object.fromEntries(CHIPS.map((c) => [c, []]));
      for (const onboarding of list) {
        expected.All!.push(onboarding.id);
        const chipName = CHIP_OF[onboarding.status ?? ''];
        if (chipName) expected[chipName]!.push(onboarding.id);
      }
      for (const chipName of CHIPS) {
        expect(await chipCount(page, chipName), `${name} ${chipName}`).toBe(
          expected[chipName]!.length,
        );
        await chip(page, chipName).click();
        expect(await chip(page, chipName).getAttribute('aria-pressed')).toBe('true');
        await expect
          .poll(() =>
            expected[chipName]!.length
              ? rows(page).count()
              : page.getByText('No onboardings with this status.').count(),
          )
          .toBe(expected[chipName]!.length || 1);
        const shownIds = await rows(page)
          .locator('.onb-id code')
          .evaluateAll((els) => els.map((el) => el.getAttribute('title')));
        expect(shownIds.sort(), `${name} ${chipName}`).toEqual([...expected[chipName]!].sort());
      }
      await chip(page, 'All').click();
    }
    // Aliases are in the seed data: Globex has 'in-progress' and 'error'.
    expect(await chipCount(page, 'In Progress')).toBeGreaterThan(0);
    expect(await chipCount(page, 'Failed')).toBeGreaterThan(0);
    await collectCsp(page, problems);
  });

  it('keeps organization, filter and view in the URL, and orders the timeline by createdDate', async () => {
    const page = await open('admin', '/global/onboardings');
    const id = await selectOrganization(page, 'Acme Corporation');
    await page.getByRole('button', { name: 'Timeline' }).click();
    const timeline = page.getByRole('list', { name: 'Acme Corporation onboardings, oldest first' });
    await timeline.waitFor();
    const shown = await timeline
      .locator('time')
      .evaluateAll((els) => els.map((el) => el.getAttribute('datetime')));
    const expected = (await backendOnboardings(page, id))
      .map((o) => o.createdDate ?? null)
      .sort((a, b) => Date.parse(a ?? '') - Date.parse(b ?? ''));
    expect(shown).toEqual(expected);
    const times = shown.map((value) => Date.parse(value ?? ''));
    expect(times).toEqual([...times].sort((a, b) => a - b));

    await chip(page, 'Completed').click();
    const url = new URL(page.url());
    expect(url.searchParams.get('org')).toBe(id);
    expect(url.searchParams.get('view')).toBe('timeline');
    expect(url.searchParams.get('status')).toBe('completed');

    // A shared address opens the same view.
    const other = await open('admin', `${url.pathname}${url.search}`);
    await other.getByRole('heading', { name: 'Acme Corporation Onboardings' }).waitFor();
    await other.getByRole('list', { name: 'Acme Corporation onboardings, oldest first' }).waitFor();
    expect(await chip(other, 'Completed').getAttribute('aria-pressed')).toBe('true');
    await collectCsp(page, problems);
    await collectCsp(other, problems);
  });

  it('opens details (steps by order), JSON and pipeline, and says when there is no pipeline', async () => {
    const page = await open('admin', '/global/onboardings');
    const id = await selectOrganization(page, 'Acme Corporation');
    const list = await backendOnboardings(page, id);
    // roadrunner's steps are stored in reverse order by the seed.
    const roadrunner = list.find((o) => o.customerSlug === 'roadrunner')!;
    expect(roadrunner.pipelineId).toBeTruthy();

    await page.getByRole('button', { name: 'Details of roadrunner' }).click();
    const details = dialog(page);
    await details.getByRole('heading', { name: 'Onboarding Details' }).waitFor();
    await details.getByText(roadrunner.id).waitFor();
    const orders = await details.locator('.onb-step__order').allInnerTexts();
    const expectedOrders = [...(roadrunner.steps ?? [])]
      .map((s) => s.order ?? 0)
      .sort((a, b) => a - b)
      .map((n) => `Step ${n}`);
    expect(orders).toEqual(expectedOrders);
    await details.getByText('DNS propagation is slow; provisioner is retrying.').waitFor();

    await details.getByRole('button', { name: 'View JSON' }).click();
    const json = dialog(page);
    await json.getByRole('heading', { name: 'Onboarding JSON' }).waitFor();
    expect(JSON.parse(await json.locator('pre').innerText())).toEqual(roadrunner);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Pipeline of roadrunner' }).click();
    const pipelineDialog = dialog(page);
    await pipelineDialog.getByRole('heading', { name: 'Onboarding Pipeline' }).waitFor();
    const pipeline = await page.evaluate(
      async (pid) => (await fetch(`/api/v1/provisioner/${pid}`)).json(),
      roadrunner.pipelineId!,
    );
    await pipelineDialog.getByText(pipeline.pipelineId, { exact: true }).waitFor();
    // The provisioner's own pipeline view (issue #34 item 2): each step names itself.
    const stepNames = await pipelineDialog
      .locator('.prov-step')
      .evaluateAll((steps) => steps.map((step) => step.getAttribute('data-step')));
    expect(stepNames).toEqual(pipeline.steps.map((s: { step_name: string }) => s.step_name));
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });

    // coyote has no pipelineId in the seed.
    expect(list.find((o) => o.customerSlug === 'coyote')?.pipelineId).toBeFalsy();
    await page.getByRole('button', { name: 'Pipeline of coyote' }).click();
    await page.getByText('No pipeline ID found for this onboarding').waitFor();
    expect(await dialog(page).count()).toBe(0);
    await collectCsp(page, problems);
  });

  it('exports the filtered list as CSV and offers analytics and the onboarding writes', async () => {
    const page = await open('admin', '/global/onboardings');
    const id = await selectOrganization(page, 'Globex Corporation');
    const list = await backendOnboardings(page, id);
    await chip(page, 'Failed').click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Report' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      /^onboardings-globex-corporation-failed-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const text = (await downloadedText(file)).replace(/^\uFEFF/, '');
    const [header, ...records] = parseCsv(text);
    expect(header).toEqual([
      'ID',
      'Organization',
      'Status',
      'Customer Slug',
      'Pipeline ID',
      'Created',
      'Updated',
      'Completed',
      'Steps Completed',
      'Notes',
    ]);
    const failed = list.filter((o) => CHIP_OF[o.status ?? ''] === 'Failed');
    expect(records.map((r) => r[0]).sort()).toEqual(failed.map((o) => o.id).sort());
    expect(records.every((r) => r[2] === 'Failed')).toBe(true);

    await page.getByRole('button', { name: 'View Analytics' }).click();
    const analytics = dialog(page);
    await analytics.getByRole('heading', { name: 'Onboarding Analytics' }).waitFor();
    expect(await analytics.getByRole('row', { name: /^Total / }).innerText()).toContain(
      String(list.length),
    );
    await page.keyboard.press('Escape');

    for (const name of ['Create Onboarding', 'Bulk Actions']) {
      expect(await page.getByRole('button', { name }).isEnabled()).toBe(true);
    }
    await collectCsp(page, problems);
  });

  it('keeps the rows and the scroll position when the list refreshes', async () => {
    const page = await open('admin', '/global/onboardings?view=timeline', { height: 500 });
    await selectOrganization(page, 'Acme Corporation');
    await page.locator('.onb-timeline__item').first().waitFor();
    const refresh = page.locator('.data-table').getByRole('button', { name: /Refresh/ });
    await refresh.evaluate((el: HTMLElement) => el.focus({ preventScroll: true }));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(100);
    const refetched = page.waitForResponse((r) => r.url().endsWith('/onboardings'));
    await page.keyboard.press('Enter');
    await refetched;
    await page.waitForFunction(() => !document.querySelector('.data-table [aria-busy="true"]'));
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    expect(await page.locator('.onb-timeline__item').count()).toBeGreaterThan(0);
    await collectCsp(page, problems);
  });

  it('has no axe violations on the screen and each modal, in light and dark', async () => {
    const page = await open('admin', '/global/onboardings');
    await page.getByRole('heading', { name: 'All organizations: Onboardings' }).waitFor();
    await page.locator('.data-table__row').first().waitFor();
    await expectNoAxeInEachScheme(page, 'all organizations');
    await selectOrganization(page, 'Acme Corporation');
    await expectNoAxeInEachScheme(page, 'table');
    for (const view of ['Cards', 'Timeline']) {
      await page.getByRole('button', { name: view, exact: true }).click();
      await expectNoAxeInEachScheme(page, view);
    }
    const modals: [string, string][] = [
      ['Create Onboarding', 'Create Onboarding'],
      ['Edit roadrunner', 'Edit Onboarding roadrunner'],
      ['Details of roadrunner', 'Onboarding Details'],
      ['JSON of roadrunner', 'Onboarding JSON'],
      ['Pipeline of roadrunner', 'Onboarding Pipeline'],
      ['View Analytics', 'Onboarding Analytics'],
    ];
    for (const [button, title] of modals) {
      await page.getByRole('button', { name: button }).first().click();
      await dialog(page).getByRole('heading', { name: title }).waitFor();
      await page.waitForFunction(() => !document.querySelector('dialog[open] .loading'));
      await expectNoAxeInEachScheme(page, title, 'dialog[open]');
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });
    }
    await collectCsp(page, problems);
  });
});

describe('organization onboardings (Manager)', () => {
  it('lists the onboardings of the own organization, without the global group; axe in light and dark', async () => {
    const page = await open('manager', '/organization/onboardings');
    await page.getByRole('heading', { name: 'Acme Corporation Onboardings' }).waitFor();
    await rows(page).first().waitFor();
    const organizationId = await page.evaluate(
      async () =>
        ((await (await fetch('/auth/me')).json()) as { organizationId: string }).organizationId,
    );
    const list = await backendOnboardings(page, organizationId);
    expect(await chipCount(page, 'All')).toBe(list.length);
    expect(await rows(page).count()).toBe(list.length);
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    expect(await sidebar.getByText('Global', { exact: true }).count()).toBe(0);
    expect(await sidebar.locator('a[href^="/global"]').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Export Report' }).count()).toBe(0);
    await expectNoAxeInEachScheme(page, 'organization onboardings');

    await page.getByRole('button', { name: 'Details of roadrunner' }).click();
    await dialog(page).getByRole('heading', { name: 'Onboarding Details' }).waitFor();
    await expectNoAxeInEachScheme(page, 'details as Manager', 'dialog[open]');
    await page.keyboard.press('Escape');

    await page.goto(`${env.gateway.url}/global/onboardings`);
    await page.waitForURL((url) => url.pathname === '/access-denied');
    await collectCsp(page, problems);
  });
});
