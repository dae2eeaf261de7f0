// Issue #22's console: create (once, however often it is pressed), retry from a step, cancel
// with a confirmation that names what stops, the backend's 409 in its own words, no write
// buttons for a Manager, and a list that moves by itself (the live feed, else polling).
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@shared/pipelines';
import { ProvisionerPage } from './provisioner-page';
import { provisionerSearchSchema } from './provisioner-search';
import { jsonResponse as json, stubBackend } from '../../test/fake-backend';
import { FakeEventSource } from '../../test/fake-event-source';
import { renderAt, signInAs, type Call } from '../../test/screen-harness';

const step = (step_name: string, status: string, extra: object = {}) => ({
  step_name,
  status,
  ...extra,
});
const FAILED = {
  pipelineId: 'f0000000-0000-4000-8000-000000000001',
  type: 'workspace-create',
  status: 'failed',
  inputParams: { title: 'Workspace Initech', slug: 'fail-initech', region: 'eu-west-1' },
  created_at: '2026-11-20T09:00:00Z',
  steps: [
    step('validate', 'completed'),
    step('allocate', 'completed'),
    step('provision', 'failed', { poisoned: true, retry_attempt: 3, last_error: 'boom' }),
    step('dns', 'pending'),
    step('verify', 'pending'),
  ],
};
const RUNNING = {
  pipelineId: 'r0000000-0000-4000-8000-000000000002',
  type: 'workspace-teardown',
  status: 'running',
  inputParams: { title: 'Teardown Globex', slug: 'globex', region: 'us-east-1' },
  created_at: '2026-11-21T09:00:00Z',
  steps: [
    step('export-data', 'completed'),
    step('revoke-access', 'running', { running: true, started_at: '2026-11-21T09:01:00Z' }),
    step('delete-workspace', 'pending'),
  ],
};
const CREATED = {
  pipelineId: 'c0000000-0000-4000-8000-000000000003',
  type: 'workspace-create',
  status: 'pending',
  inputParams: { title: 'Workspace Acme', slug: 'acme', region: 'eu-west-1' },
  created_at: '2026-11-24T09:00:00Z',
  steps: FAILED.steps.map((s) => step(s.step_name, 'pending')),
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function backend(override?: (call: Call) => Response | undefined) {
  return stubBackend((call) => {
    const answer = override?.(call);
    if (answer) return answer;
    const path = call.url.pathname;
    if (path === '/api/v1/provisioner' && call.method === 'GET')
      return json({ pipelines: [FAILED, RUNNING] });
    if (path === '/api/v1/provisioner' && call.method === 'POST') return json(CREATED, 201);
    const found = [FAILED, RUNNING].find((p) =>
      path.startsWith(`/api/v1/provisioner/${p.pipelineId}`),
    );
    if (found && path.endsWith('/retry')) return json({ ...found, status: 'pending' }, 202);
    if (found && path.endsWith('/cancel')) return json({ ...found, status: 'cancelled' }, 202);
    return found ? json(found) : json({ message: 'Pipeline not found' }, 404);
  }).requests;
}

const render = () =>
  renderAt('/global/provisioner', ProvisionerPage, {
    schema: provisionerSearchSchema,
    toasts: true,
  });
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST');

describe('operating pipelines', () => {
  it('creates one pipeline however often Create is pressed, and shows it first at once', async () => {
    const calls = backend();
    signInAs(['Administrator']);
    const { user } = render();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Create Pipeline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Pipeline' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Title/), 'Workspace Acme');
    await user.type(within(dialog).getByLabelText(/^Slug/), 'acme');
    const create = within(dialog).getByRole('button', { name: 'Create' });
    await user.dblClick(create);
    await screen.findByText('Pipeline "Workspace Acme" created');
    expect(posts(calls)).toHaveLength(1);
    const sent = posts(calls)[0]!;
    expect(sent.body).toEqual({
      type: 'workspace-create',
      inputParams: { title: 'Workspace Acme', slug: 'acme', region: 'eu-west-1' },
    });
    expect(new Headers(sent.init?.headers).get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    expect(within(rows()[0]!).getByText('Workspace Acme')).toBeInTheDocument();
    expect(within(rows()[0]!).getByText('Pending')).toBeInTheDocument();
    // Issue #34 item 5: the new row is marked, and the toast's Open shows its details.
    expect(rows()[0]).toHaveAttribute('data-new', 'true');
    expect(rows().filter((row) => row.getAttribute('data-new'))).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Pipeline Details' })).toBeInTheDocument();
  });

  it('retries from the chosen step (default: the poisoned one) and shows a 409 in the backend’s words', async () => {
    let refuse = false;
    const calls = backend((call) =>
      refuse && call.url.pathname.endsWith('/retry')
        ? json(
            { message: 'Pipeline is running; only a failed or cancelled pipeline can be retried' },
            409,
          )
        : undefined,
    );
    signInAs(['Administrator']);
    const { user } = render();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: /Details for pipeline f0000000/ }));
    const details = await screen.findByRole('dialog', { name: 'Pipeline Details' });
    await within(details).findByText('Steps (5)');
    expect(within(details).getByRole('button', { name: 'Cancel Pipeline' })).toBeDisabled();
    await user.click(within(details).getByRole('button', { name: 'Retry Pipeline' }));
    const retry = await screen.findByRole('dialog', { name: 'Retry Pipeline' });
    const from = within(retry).getByLabelText('Start from step') as HTMLSelectElement;
    expect([...from.options].map((o) => o.value)).toEqual(['validate', 'allocate', 'provision']);
    expect(from.value).toBe('provision');
    await user.selectOptions(from, 'allocate');
    refuse = true;
    await user.click(within(retry).getByRole('button', { name: 'Retry' }));
    expect(
      await within(retry).findByText(
        'Failed to retry pipeline: Pipeline is running; only a failed or cancelled pipeline can be retried',
      ),
    ).toBeInTheDocument();
    refuse = false;
    await user.click(within(retry).getByRole('button', { name: 'Retry' }));
    await screen.findByText(/restarted from allocate/);
    expect(posts(calls).map((c) => [c.url.pathname, c.body])).toEqual([
      [`/api/v1/provisioner/${FAILED.pipelineId}/retry`, { fromStep: 'allocate' }],
      [`/api/v1/provisioner/${FAILED.pipelineId}/retry`, { fromStep: 'allocate' }],
    ]);
  });

  it('cancels after a confirmation that names the pipeline and the step that stops', async () => {
    const calls = backend();
    signInAs(['Administrator']);
    const { user } = render();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: /Details for pipeline r0000000/ }));
    const details = await screen.findByRole('dialog', { name: 'Pipeline Details' });
    await within(details).findByText('Steps (3)');
    expect(within(details).getByRole('button', { name: 'Retry Pipeline' })).toBeDisabled();
    await user.click(within(details).getByRole('button', { name: 'Cancel Pipeline' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel Pipeline' });
    expect(confirm).toHaveTextContent(
      'Cancel pipeline "Teardown Globex" (r0000000)? The step in progress (revoke-access) stops and ends cancelled; the steps after it do not run.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel Pipeline' }));
    await screen.findByText('Pipeline "Teardown Globex" (r0000000) cancelled');
    expect(posts(calls).map((c) => c.url.pathname)).toEqual([
      `/api/v1/provisioner/${RUNNING.pipelineId}/cancel`,
    ]);
    await waitFor(() => expect(within(rows()[0]!).getByText('Cancelled')).toBeInTheDocument());
  });

  it('offers a Manager no write button', async () => {
    backend();
    signInAs(['Manager']);
    const { user } = render();
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Create Pipeline' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Details for pipeline f0000000/ }));
    const details = await screen.findByRole('dialog', { name: 'Pipeline Details' });
    await within(details).findByText('Steps (5)');
    expect(within(details).queryByRole('button', { name: 'Retry Pipeline' })).toBeNull();
  });
});

describe('a list that moves by itself', () => {
  it('applies the feed’s changes without reading the list again, and toasts a pipeline started here', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const calls = backend();
    signInAs(['Administrator']);
    const { user } = render();
    await screen.findByRole('table');
    const feed = FakeEventSource.last!;
    expect(feed.url).toBe('/api/v1/provisioner/events');
    act(() => feed.open());
    expect(screen.getByText('Live: changes appear as they happen')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Pipeline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Pipeline' });
    await user.type(within(dialog).getByLabelText(/^Title/), 'Workspace Acme');
    await user.type(within(dialog).getByLabelText(/^Slug/), 'acme');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await screen.findByText('Pipeline "Workspace Acme" created');

    const listReads = () =>
      calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/v1/provisioner').length;
    const before = listReads();
    act(() => {
      feed.emit('pipeline', { ...RUNNING, status: 'completed' });
      feed.emit('pipeline', { ...CREATED, status: 'completed' });
    });
    await screen.findByText('Pipeline "Workspace Acme" completed');
    await waitFor(() => expect(screen.getAllByText('Completed').length).toBeGreaterThanOrEqual(2));
    expect(listReads()).toBe(before);
  });

  it('without a feed, reads the list every 5 s while something is running, and stops when all settled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let pipelines: object[] = [FAILED, RUNNING];
    const calls = backend((call) =>
      call.method === 'GET' && call.url.pathname === '/api/v1/provisioner'
        ? json({ pipelines })
        : undefined,
    );
    signInAs(['Administrator']);
    render();
    await screen.findByRole('table');
    expect(
      screen.getByText('Updated every 5 seconds while a pipeline is pending or running'),
    ).toBeInTheDocument();
    const listReads = () => calls.filter((c) => c.url.pathname === '/api/v1/provisioner').length;
    expect(listReads()).toBe(1);
    pipelines = [FAILED, { ...RUNNING, status: 'completed' }];
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() => expect(listReads()).toBe(2));
    await waitFor(() => expect(screen.getAllByText('Completed').length).toBeGreaterThanOrEqual(1));
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(listReads()).toBe(2);
  });

  it('without a feed, does not poll while every pipeline shown is settled (a status filter)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = backend();
    signInAs(['Administrator']);
    renderAt('/global/provisioner?status=failed', ProvisionerPage, {
      schema: provisionerSearchSchema,
    });
    await screen.findByRole('table');
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(calls.filter((c) => c.url.pathname === '/api/v1/provisioner')).toHaveLength(1);
  });

  it('polls with If-None-Match where the BFF tags the list, and keeps the list on a 304', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = backend((call) => {
      if (call.method !== 'GET' || call.url.pathname !== '/api/v1/provisioner') return undefined;
      const asked = new Headers(call.init?.headers).get('If-None-Match');
      if (asked === '"list-1"') return new Response(null, { status: 304 });
      const answer = json({ pipelines: [FAILED, RUNNING] });
      answer.headers.set('ETag', '"list-1"');
      return answer;
    });
    signInAs(['Administrator']);
    render();
    await screen.findByRole('table');
    await act(() => vi.advanceTimersByTimeAsync(10_500));
    const reads = calls.filter((c) => c.url.pathname === '/api/v1/provisioner');
    expect(reads.length).toBeGreaterThanOrEqual(3);
    for (const read of reads.slice(1))
      expect(new Headers(read.init?.headers).get('If-None-Match')).toBe('"list-1"');
    expect(rows()).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
