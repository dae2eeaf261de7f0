// The provisioner screen against a fake backend: chips and counts, the URL-kept filter, the
// columns, the details dialog (poisoned, running, retrying, outputs, unsafe links), the JSON
// dialog, errors, a refresh under an open dialog, and the administrator banner and buttons.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProvisionerPage } from './provisioner-page';
import { provisionerSearchSchema } from './provisioner-search';
import { jsonResponse as json, stubBackend } from '../../test/fake-backend';
import { renderAt, signInAs, type Call } from '../../test/screen-harness';

const FAILED = {
  pipelineId: 'df84649f-c91c-420f-8b67-55719664f55f',
  pipelineUrl: 'https://ci.example.com/pipelines/df84649f',
  type: 'tenant-provision',
  status: 'failed',
  inputParams: { title: 'Provision Initech', slug: 'initech', region: 'us-east-2' },
  created_at: '2025-05-19T09:00:00Z',
  updated_at: '2025-05-19T09:30:00Z',
  steps: [
    { step_name: 'create-tenant', status: 'completed', retry_attempt: 0 },
    {
      step_name: 'configure-dns',
      status: 'retrying',
      retry_attempt: 2,
      next_retry_at: '2025-05-19T12:00:00Z',
      last_error: 'Timed out waiting for DNS',
    },
    {
      step_name: 'allocate-storage',
      status: 'failed',
      retry_attempt: 5,
      poisoned: true,
      last_error: 'QuotaExceeded',
    },
    {
      step_name: 'deploy-workspace',
      status: 'running',
      running: true,
      output: {
        region: 'us-east-2',
        slug: 'initech',
        tenantDomain: 'initech.tenant.example.com',
        workspaceName: 'initech-production',
        deploymentUrl: 'https://initech.app.example.com',
      },
    },
  ],
};
const RUNNING = {
  pipelineId: '44307397-0000-4000-8000-000000000001',
  pipelineUrl: 'javascript:alert(1)',
  type: 'domain-migration',
  status: 'in_progress',
  inputParams: { title: 'Migrate Globex domains' },
  createdAt: '2025-05-31T09:00:00Z',
  steps: [
    {
      step_name: 'deploy',
      status: 'completed',
      output: { deploymentUrl: 'javascript:alert(document.domain)' },
    },
  ],
};
const PENDING = { pipelineId: 'aaaaaaaa-1', status: 'pending', type: 'tenant-provision' };
const MYSTERY = { pipelineId: 'bbbbbbbb-2', status: 'paused' };
const PIPELINES = [FAILED, RUNNING, PENDING, MYSTERY];

afterEach(() => {
  vi.unstubAllGlobals();
});

function backend(override?: (call: Call) => Response | undefined) {
  return stubBackend((call) => {
    const answer = override?.(call);
    if (answer) return answer;
    if (call.url.pathname === '/api/v1/provisioner') return json({ pipelines: PIPELINES });
    const found = PIPELINES.find(
      (p) => call.url.pathname === `/api/v1/provisioner/${p.pipelineId}`,
    );
    return found ? json(found) : json({ message: 'Pipeline not found' }, 404);
  }).requests;
}

function renderPage(path = '/global/provisioner') {
  return renderAt(path, ProvisionerPage, { schema: provisionerSearchSchema });
}

const chip = (name: string) =>
  within(screen.getByRole('group', { name: 'Filter by status' })).getByRole('button', {
    name: new RegExp(`^${name} `),
  });
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('ProvisionerPage', () => {
  it('counts pipelines per status (in_progress as Running) and filters through the URL', async () => {
    backend();
    signInAs(['Administrator']);
    const { user, router } = renderPage();
    await screen.findByRole('table');
    const counts = Object.fromEntries(
      ['All', 'Pending', 'Running', 'Completed', 'Failed', 'Cancelled'].map((name) => [
        name,
        chip(name).querySelector('[data-count]')?.textContent,
      ]),
    );
    expect(counts).toEqual({
      All: '4',
      Pending: '1',
      Running: '1',
      Completed: '0',
      Failed: '1',
      Cancelled: '0',
    });
    expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
    expect(bodyRows()).toHaveLength(4);

    await user.click(chip('Failed'));
    expect(router.state.location.search).toMatchObject({ status: 'failed' });
    expect(chip('Failed')).toHaveAttribute('aria-pressed', 'true');
    expect(bodyRows()).toHaveLength(1);
    expect(within(bodyRows()[0]!).getByText('Provision Initech')).toBeInTheDocument();

    await user.click(chip('All'));
    expect(router.state.location.search).not.toHaveProperty('status');
  });

  it('reads the filter and view from the URL, aliases included', async () => {
    backend();
    signInAs(['Administrator']);
    renderPage('/global/provisioner?status=in_progress&view=cards');
    expect(
      await screen.findByRole('heading', { name: 'Migrate Globex domains' }),
    ).toBeInTheDocument();
    expect(chip('Running')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows the columns, newest first: short id linked only for http(s), type, status, title, created', async () => {
    backend();
    signInAs(['Administrator']);
    renderPage();
    await screen.findByRole('table');
    // RUNNING was created on May 31, FAILED on May 19; the two without a date come last.
    const [runningRow, failedRow] = bodyRows();
    const link = within(failedRow!).getByRole('link', { name: /df84649f/ });
    expect(link).toHaveAttribute('href', FAILED.pipelineUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveTextContent(/^df84649f$/);
    expect(within(failedRow!).getByText('tenant-provision')).toBeInTheDocument();
    expect(within(failedRow!).getByText('Failed')).toBeInTheDocument();
    expect(within(failedRow!).getByText(/2025/)).toBeInTheDocument();

    expect(within(runningRow!).queryByRole('link')).toBeNull();
    expect(within(runningRow!).getByText('44307397')).toBeInTheDocument();
    expect(within(runningRow!).getByText('In Progress')).toBeInTheDocument();
    expect(within(runningRow!).getByText(/May 31, 2025|2025/)).toBeInTheDocument();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('opens the details of a pipeline with every step field, warnings and outputs', async () => {
    const calls = backend();
    signInAs(['Administrator']);
    const { user } = renderPage();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Details for pipeline df84649f' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pipeline Details' });
    await within(dialog).findByText('Steps (4)');
    expect(calls.some((c) => c.url.pathname === `/api/v1/provisioner/${FAILED.pipelineId}`)).toBe(
      true,
    );
    expect(within(dialog).getByText(FAILED.pipelineId)).toBeInTheDocument();
    expect(
      within(dialog).getByText(/this pipeline has a poisoned step \(allocate-storage\)/),
    ).toBeInTheDocument();

    const step = (name: string) => dialog.querySelector(`[data-step="${name}"]`) as HTMLElement;
    const poisoned = within(step('allocate-storage'));
    expect(poisoned.getByText(/Warning: poisoned step/)).toBeInTheDocument();
    expect(poisoned.getByText('QuotaExceeded')).toBeInTheDocument();
    expect(poisoned.getByText('5')).toBeInTheDocument();

    const retrying = within(step('configure-dns'));
    expect(retrying.getByText('Retrying').closest('[data-status]')).toHaveAttribute(
      'data-status',
      'retrying',
    );
    expect(retrying.getByText('Next Retry')).toBeInTheDocument();
    expect(retrying.getByText('Timed out waiting for DNS')).toBeInTheDocument();

    const running = within(step('deploy-workspace'));
    expect(running.getAllByText('Running').length).toBeGreaterThanOrEqual(2);
    for (const text of [
      'us-east-2',
      'initech',
      'initech.tenant.example.com',
      'initech-production',
    ]) {
      expect(running.getByText(text)).toBeInTheDocument();
    }
    expect(running.getByRole('link', { name: 'https://initech.app.example.com' })).toHaveAttribute(
      'href',
      'https://initech.app.example.com',
    );
    const labels = [...step('create-tenant').querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(labels).toEqual([
      'Started',
      'Completed',
      'Duration',
      'Retry Attempt',
      'Next Retry',
      'Running',
      'Last Error',
    ]);
  });

  it('shows a javascript: deploymentUrl as text, never as a link', async () => {
    backend();
    signInAs(['Administrator']);
    const { user } = renderPage();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Details for pipeline 44307397' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pipeline Details' });
    const url = await within(dialog).findByText('javascript:alert(document.domain)');
    expect(url.tagName).toBe('SPAN');
    expect(dialog.querySelector('a[href^="javascript"]')).toBeNull();
    expect(within(dialog).getByText('javascript:alert(1)').tagName).toBe('SPAN');
  });

  it('words the details and JSON failures with the pipeline id', async () => {
    backend((call) =>
      call.url.pathname.startsWith('/api/v1/provisioner/')
        ? json({ message: 'upstream timeout' }, 504)
        : undefined,
    );
    signInAs(['Administrator']);
    const { user } = renderPage();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Details for pipeline df84649f' }));
    let dialog = await screen.findByRole('dialog', { name: 'Pipeline Details' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `Failed to load pipeline details for ${FAILED.pipelineId}: upstream timeout`,
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'JSON for pipeline df84649f' }));
    dialog = await screen.findByRole('dialog', { name: 'Pipeline JSON' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `Failed to load pipeline ${FAILED.pipelineId}: upstream timeout`,
    );
    // The list's copy is still there to read and copy.
    expect(within(dialog).getByRole('region', { name: /JSON/ })).toHaveTextContent(
      '"step_name": "allocate-storage"',
    );
  });

  it('shows the list failure', async () => {
    backend((call) =>
      call.url.pathname === '/api/v1/provisioner' ? json({ message: 'Forbidden' }, 403) : undefined,
    );
    signInAs(['Administrator']);
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Forbidden');
  });

  it('shows the JSON with Copy JSON', async () => {
    backend();
    signInAs(['Administrator']);
    const { user } = renderPage();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'JSON for pipeline 44307397' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pipeline JSON' });
    await user.click(within(dialog).getByRole('button', { name: 'Copy JSON' }));
    expect(await within(dialog).findByText('JSON copied to clipboard!')).toBeInTheDocument();
    // user-event's clipboard stands in for the browser's.
    expect(JSON.parse(await navigator.clipboard.readText())).toEqual(RUNNING);
  });

  it('keeps the open dialog through a refresh and shows the new data', async () => {
    let status = 'failed';
    const calls = backend((call) =>
      call.url.pathname === `/api/v1/provisioner/${FAILED.pipelineId}`
        ? json({ ...FAILED, status })
        : undefined,
    );
    signInAs(['Administrator']);
    const { user } = renderPage();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Details for pipeline df84649f' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pipeline Details' });
    await within(dialog).findByText('Steps (4)');
    const before = calls.length;
    status = 'completed';
    await user.click(within(dialog).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(within(dialog).getAllByText('Completed').length).toBeGreaterThan(0));
    const again = calls.slice(before).map((call) => call.url.pathname);
    expect(again).toContain('/api/v1/provisioner');
    expect(again).toContain(`/api/v1/provisioner/${FAILED.pipelineId}`);
    expect(screen.getByRole('dialog', { name: 'Pipeline Details' })).toBe(dialog);
    expect(within(dialog).getByText('Steps (4)')).toBeInTheDocument();
  });

  it('shows the administrator banner; a backend without the writes (404) disables them with the reason', async () => {
    backend((call) =>
      call.method === 'POST' ? json({ message: 'No such endpoint' }, 404) : undefined,
    );
    signInAs(['Administrator']);
    const { user } = renderPage();
    await screen.findByRole('table');
    expect(screen.getByRole('note', { name: 'Administrator view' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Pipeline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Pipeline' });
    await user.type(within(dialog).getByLabelText(/^Title/), 'Workspace for Acme');
    await user.type(within(dialog).getByLabelText(/^Slug/), 'acme');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const admin = screen.getByRole('group', { name: 'Administrator actions' });
    const buttons = within(admin).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Create Pipeline',
      'Retry Failed Pipelines',
    ]);
    for (const button of buttons) {
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAccessibleDescription(
        'Not available: the backend does not offer this yet',
      );
    }
    await user.click(buttons[0]!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows no administrator banner to anyone else', async () => {
    backend();
    signInAs(['Manager']);
    renderPage();
    await screen.findByRole('table');
    expect(screen.queryByRole('note', { name: 'Administrator view' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Administrator actions' })).toBeNull();
  });
});
