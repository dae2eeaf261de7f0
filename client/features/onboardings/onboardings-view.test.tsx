// The shared onboardings view against a fake backend: chips and counts, the URL-kept filter and
// view, the timeline, every dialog, a refresh under an open dialog, and the administrator actions.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDay } from '../../lib/format';
import { OnboardingsView } from './onboardings-view';
import { jsonResponse as json, stubBackend } from '../../test/fake-backend';
import { renderAt, signInAs, type Call } from '../../test/screen-harness';

const step = (order: number, name: string, status: string) => ({
  id: `s${order}`,
  order,
  name,
  description: `${name} description`,
  assignedTo: 'Max Manager',
  completedDate: status === 'completed' ? '2024-01-05T00:00:00Z' : null,
  status,
});

const ONBOARDINGS = [
  {
    id: 'onb-c',
    organizationName: 'Acme',
    status: 'completed',
    customerSlug: 'charlie',
    pipelineId: 'pipe-c',
    createdDate: '2024-03-01T00:00:00Z',
    completedDate: '2024-03-03T00:00:00Z',
    notes: 'Went live.',
    steps: [step(2, 'Second', 'completed'), step(1, 'First', 'completed')],
  },
  {
    id: 'onb-a',
    organizationName: 'Acme',
    status: 'in-progress',
    customerSlug: 'alpha',
    createdDate: '2024-01-01T00:00:00Z',
    notes: 'No pipeline yet.',
    steps: [],
  },
  {
    id: 'onb-b',
    status: 'in_progress',
    customerSlug: 'bravo',
    createdDate: '2024-02-01T00:00:00Z',
  },
  { id: 'onb-e', status: 'error', customerSlug: 'echo', createdDate: '2023-12-01T00:00:00Z' },
  { id: 'onb-x', status: 'on_hold', customerSlug: 'xray', createdDate: '2024-04-01T00:00:00Z' },
];

const PIPELINE = {
  pipelineId: 'pipe-c',
  status: 'failed',
  type: 'tenant-provision',
  steps: [
    { step_name: 'create-tenant', status: 'completed', retry_attempt: 0 },
    {
      step_name: 'configure-dns',
      status: 'failed',
      retry_attempt: 3,
      last_error: 'DNS timeout',
      poisoned: true,
      output: { region: 'eu-west', deploymentUrl: 'javascript:alert(1)' },
    },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function backend(overrides: (call: Call) => Response | undefined = () => undefined) {
  return stubBackend((call) => {
    const override = overrides(call);
    if (override) return override;
    if (call.url.pathname === '/api/v1/organizations/acme/onboardings') return json(ONBOARDINGS);
    if (call.url.pathname === '/api/v1/provisioner/pipe-c') return json(PIPELINE);
    return json({ message: 'Not found' }, 404);
  }).requests;
}

function renderView(path = '/onboardings') {
  return renderAt(
    path,
    () => <OnboardingsView organization={{ id: 'acme', name: 'Acme' }} title="Acme Onboardings" />,
    { toasts: true },
  );
}

const chip = (name: string) =>
  within(screen.getByRole('group', { name: 'Filter by status' })).getByRole('button', {
    name: new RegExp(`^${name} \\d+$`),
  });
const rowNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('.onb-id__slug')?.textContent);

describe('OnboardingsView', () => {
  it('counts each status with aliases merged and unknown values under Other, adding up to All', async () => {
    signInAs(['User']);
    backend();
    renderView();
    expect(await screen.findByRole('heading', { name: 'Acme Onboardings' })).toBeInTheDocument();
    await waitFor(() => expect(chip('All')).toHaveAccessibleName('All 5'));
    expect(chip('Pending')).toHaveAccessibleName('Pending 0');
    expect(chip('In Progress')).toHaveAccessibleName('In Progress 2');
    expect(chip('Completed')).toHaveAccessibleName('Completed 1');
    expect(chip('Failed')).toHaveAccessibleName('Failed 1');
    expect(chip('Cancelled')).toHaveAccessibleName('Cancelled 0');
    expect(chip('Other')).toHaveAccessibleName('Other 1');
    expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
  });

  it('gives each date its exact time on hover and focus, and an unreadable one its dash alone', async () => {
    signInAs(['User']);
    backend(({ url }) =>
      url.pathname === '/api/v1/organizations/acme/onboardings'
        ? json([
            ...ONBOARDINGS,
            { id: 'onb-z', status: 'pending', customerSlug: 'zulu', createdDate: 'soon' },
          ])
        : undefined,
    );
    renderView();
    const table = await screen.findByRole('table');
    const charlie = (await within(table).findByText('charlie')).closest('tr')!;
    const created = charlie.querySelector('time[datetime="2024-03-01T00:00:00Z"]')!;
    expect(created).toHaveTextContent(formatDay('2024-03-01T00:00:00Z'));
    expect(created).toHaveAttribute('tabindex', '0');
    expect(created).toHaveAccessibleDescription(formatDate('2024-03-01T00:00:00Z'));
    const zulu = within(table).getByText('zulu').closest('tr')!;
    expect(zulu.querySelector('time')).toBeNull();
    expect(within(zulu).getAllByText('—').length).toBeGreaterThan(0);
  });

  it('filters the statuses outside the five under Other', async () => {
    signInAs(['User']);
    backend();
    const { user, router } = renderView();
    await screen.findByText('charlie');
    await user.click(chip('Other'));
    expect(rowNames()).toEqual(['xray']);
    expect(router.state.location.search).toMatchObject({ status: 'other' });
  });

  it('filters by status, keeps the filter in the URL and reads it back', async () => {
    signInAs(['User']);
    backend();
    const { user, router } = renderView();
    await screen.findByText('charlie');
    await user.click(chip('In Progress'));
    // SPEC gives no order: the newest first (#34 item 5).
    expect(rowNames()).toEqual(['bravo', 'alpha']);
    expect(router.state.location.search).toMatchObject({ status: 'in_progress' });
    expect(chip('In Progress')).toHaveAttribute('aria-pressed', 'true');

    await user.click(chip('Failed'));
    expect(rowNames()).toEqual(['echo']);
    await user.click(chip('All'));
    expect(rowNames()).toHaveLength(5);
    expect(router.state.location.search).not.toHaveProperty('status');
  });

  it('opens on the status and view named in the URL', async () => {
    signInAs(['User']);
    backend();
    renderView('/onboardings?status=completed&view=cards');
    expect(await screen.findByText('charlie')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('alpha')).not.toBeInTheDocument();
    expect(chip('Completed')).toHaveAttribute('aria-pressed', 'true');
  });

  it('lists the timeline by created date, oldest first', async () => {
    signInAs(['User']);
    backend();
    const { user, router } = renderView();
    await screen.findByText('charlie');
    await user.click(screen.getByRole('button', { name: 'Timeline' }));
    const timeline = screen.getByRole('list', { name: 'Acme onboardings, oldest first' });
    const order = [...timeline.querySelectorAll('.onb-card__title')].map((el) => el.textContent);
    expect(order).toEqual(['echo', 'alpha', 'bravo', 'charlie', 'xray']);
    expect(router.state.location.search).toMatchObject({ view: 'timeline' });
  });

  it('shows every field in the details dialog with steps in order, then the JSON', async () => {
    signInAs(['User']);
    backend();
    const { user } = renderView();
    await user.click(await screen.findByRole('button', { name: 'Details of charlie' }));
    const dialog = screen.getByRole('dialog', { name: 'Onboarding Details' });
    for (const text of ['onb-c', 'Acme', 'Completed', 'charlie', 'pipe-c', 'Went live.']) {
      expect(within(dialog).getAllByText(text).length).toBeGreaterThan(0);
    }
    for (const label of ['Created', 'Updated', 'Completed', 'Customer Slug', 'Pipeline ID']) {
      expect(within(dialog).getAllByText(label).length).toBeGreaterThan(0);
    }
    const steps = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.onb-step__name')?.textContent);
    expect(steps).toEqual(['First', 'Second']);
    expect(within(dialog).getByText('First description')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Max Manager')).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: 'View JSON' }));
    const jsonDialog = screen.getByRole('dialog', { name: 'Onboarding JSON' });
    expect(within(jsonDialog).getByRole('region').textContent).toContain(
      '"customerSlug": "charlie"',
    );
  });

  it('says when an onboarding has no pipeline instead of opening the dialog', async () => {
    signInAs(['User']);
    const calls = backend();
    const { user } = renderView();
    await user.click(await screen.findByRole('button', { name: 'Pipeline of alpha' }));
    expect(await screen.findByText('No pipeline ID found for this onboarding')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.pathname.startsWith('/api/v1/provisioner'))).toBe(false);
  });

  it('loads the pipeline with its steps, the poisoned warning and an unsafe URL as text', async () => {
    signInAs(['User']);
    const calls = backend();
    const { user } = renderView();
    await user.click(await screen.findByRole('button', { name: 'Pipeline of charlie' }));
    const dialog = screen.getByRole('dialog', { name: 'Onboarding Pipeline' });
    expect(await within(dialog).findByText('configure-dns')).toBeInTheDocument();
    expect(calls.map((call) => call.url.pathname)).toContain('/api/v1/provisioner/pipe-c');
    expect(within(dialog).getAllByText(/poisoned step/)[0]!).toBeInTheDocument();
    expect(within(dialog).getByText('DNS timeout')).toBeInTheDocument();
    expect(within(dialog).getByText('eu-west')).toBeInTheDocument();
    const unsafe = within(dialog).getByText('javascript:alert(1)');
    expect(unsafe.closest('a')).toBeNull();
  });

  it('shows a pipeline that fails to load with the spec message', async () => {
    signInAs(['User']);
    backend((call) =>
      call.url.pathname === '/api/v1/provisioner/pipe-c'
        ? new Response('Pipeline not found', { status: 404, statusText: 'Not Found' })
        : undefined,
    );
    const { user } = renderView();
    await user.click(await screen.findByRole('button', { name: 'Pipeline of charlie' }));
    const dialog = screen.getByRole('dialog', { name: 'Onboarding Pipeline' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to load pipeline pipe-c: Pipeline not found',
    );
  });

  it('shows a failed load with the organization name', async () => {
    signInAs(['User']);
    backend(() => new Response('Upstream down', { status: 502, statusText: 'Bad Gateway' }));
    renderView();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load onboardings for Acme: Upstream down',
    );
  });

  it('keeps an open dialog open, with fresh data, when the list refreshes', async () => {
    signInAs(['User']);
    let notes = 'Went live.';
    stubBackend((call) =>
      call.url.pathname.endsWith('/onboardings')
        ? json(ONBOARDINGS.map((o) => (o.id === 'onb-c' ? { ...o, notes } : o)))
        : json({}, 404),
    );
    const { user, queryClient } = renderView();
    await user.click(await screen.findByRole('button', { name: 'Details of charlie' }));
    notes = 'Updated after refresh.';
    await act(() => queryClient.refetchQueries());
    const dialog = screen.getByRole('dialog', { name: 'Onboarding Details' });
    expect(await within(dialog).findByText('Updated after refresh.')).toBeInTheDocument();
  });

  it('gives administrators Export Report, View Analytics and the write actions', async () => {
    signInAs(['Administrator']);
    backend();
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:report';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderView();
    await screen.findByText('charlie');

    for (const name of ['Create Onboarding', 'Bulk Actions']) {
      expect(screen.getByRole('button', { name })).toBeEnabled();
    }

    await user.click(chip('In Progress'));
    await user.click(screen.getByRole('button', { name: 'Export Report' }));
    expect(created).toHaveLength(1);
    const text = await created[0]!.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^ID,Organization,Status,/);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['onb-b', 'onb-a']);
    expect(
      await screen.findByText(/^Exported 2 onboardings to onboardings-.*\.csv$/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'View Analytics' }));
    const dialog = screen.getByRole('dialog', { name: 'Onboarding Analytics' });
    const row = (name: string) =>
      within(dialog).getByRole('row', { name: new RegExp(`^${name} `) });
    expect(row('In Progress')).toHaveTextContent('2');
    // An unknown status is named, not lumped under 'Other'.
    expect(row('On Hold')).toHaveTextContent('1');
    expect(within(dialog).queryByRole('row', { name: /^Other / })).toBeNull();
    expect(row('Total')).toHaveTextContent('5');
    expect(within(dialog).getByText(/2 d \(from 1 onboarding\)/)).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Details of alpha' }));
    const details = screen.getByRole('dialog', { name: 'Onboarding Details' });
    await user.click(within(details).getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('dialog', { name: 'Edit Onboarding alpha' })).toBeInTheDocument();
  });

  it('shows no administrator actions to other roles; onboarding:write sees the write ones', async () => {
    signInAs(['User']);
    backend();
    const first = renderView();
    await screen.findByText('charlie');
    for (const name of ['Create Onboarding', 'Export Report', 'View Analytics', 'Bulk Actions']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Edit charlie' })).not.toBeInTheDocument();
    first.unmount();
    // A Manager holds onboarding:write (resolution 16): the write actions; the reports stay
    // the Administrator's.
    signInAs(['Manager']);
    const { user } = renderView();
    await screen.findByText('charlie');
    for (const name of ['Create Onboarding', 'Bulk Actions']) {
      expect(screen.getByRole('button', { name })).toBeEnabled();
    }
    for (const name of ['Export Report', 'View Analytics']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Details of charlie' }));
    expect(screen.getByRole('button', { name: 'Edit' })).toBeEnabled();
  });
});
