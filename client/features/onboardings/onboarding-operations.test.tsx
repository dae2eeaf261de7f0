// Issue #23: onboardings are operated from their list: created once however often Create is
// pressed, edited by the transition rules (the backend's 409 shown as sent), steps completed
// and assigned, bulk-cancelled with a refused row reported, moved by the live feed, and a
// backend without the writes turns them off with one notice.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@shared/pipelines';
import { FakeEventSource } from '../../test/fake-event-source';
import { jsonResponse as json, stubBackend } from '../../test/fake-backend';
import { renderAt, signInAs, type Call } from '../../test/screen-harness';
import { OnboardingsView } from './onboardings-view';

const BASE = '/api/v1/organizations/acme/onboardings';

const step = (order: number, name: string, status = 'pending', extra = {}) => ({
  id: `s${order}`,
  order,
  name,
  status,
  completedDate: null,
  ...extra,
});

function onboarding(id: string, status: string, steps = [step(1, 'Kick-off call')]) {
  return {
    id,
    organizationId: 'acme',
    organizationName: 'Acme',
    status,
    customerSlug: id,
    createdDate: '2026-11-01T00:00:00Z',
    updatedDate: '2026-11-02T00:00:00Z',
    notes: '',
    steps,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

type Answer = (call: Call) => Response | undefined;

function backend(list: ReturnType<typeof onboarding>[], answer: Answer = () => undefined) {
  return stubBackend((call) => {
    const given = answer(call);
    if (given) return given;
    if (call.method === 'GET' && call.url.pathname === BASE) return json(list);
    return json({ message: 'Not found' }, 404);
  }).requests;
}

const render = () =>
  renderAt(
    '/onboardings',
    () => <OnboardingsView organization={{ id: 'acme', name: 'Acme' }} title="Acme Onboardings" />,
    { toasts: true },
  );
const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET');

describe('operating onboardings', () => {
  it('creates one onboarding however often Create is pressed, with provisioning, and lists it', async () => {
    const created = onboarding('new-customer', 'in_progress');
    const calls = backend([], (call) =>
      call.method === 'POST' ? json({ ...created, pipelineId: 'p1' }, 201) : undefined,
    );
    signInAs(['Administrator']);
    const { user } = render();
    await screen.findByText('No onboardings found.');
    await user.click(screen.getByRole('button', { name: 'Create Onboarding' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Onboarding' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    // In the form's words, not the API's (#34 item 9).
    expect(
      within(dialog).getByText(/^Customer slug must be 1–63 lower-case letters/),
    ).toBeVisible();
    expect(writes(calls)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Customer slug/), 'new-customer');
    await user.click(within(dialog).getByLabelText('Provision the workspace'));
    await user.selectOptions(within(dialog).getByLabelText('Region'), 'us-east-1');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Create' }));
    await screen.findByText(
      'Onboarding for new-customer created; the workspace is being provisioned',
    );
    expect(writes(calls)).toHaveLength(1);
    const sent = writes(calls)[0]!;
    expect(sent.url.pathname).toBe(BASE);
    expect(sent.body).toEqual({
      customerSlug: 'new-customer',
      template: 'standard',
      provisionRegion: 'us-east-1',
    });
    expect(new Headers(sent.init?.headers).get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByRole('button', { name: 'Details of new-customer' })).toBeVisible();
  });

  it('offers a Manager no provisioning (the provisioner’s right is not theirs)', async () => {
    backend([]);
    signInAs(['Manager']);
    const { user } = render();
    await screen.findByText('No onboardings found.');
    await user.click(screen.getByRole('button', { name: 'Create Onboarding' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Onboarding' });
    expect(within(dialog).queryByLabelText('Provision the workspace')).toBeNull();
    // Leaving the empty slug for the next field is not an error yet: the message would push
    // the form down under the pointer on its way to that field.
    await user.click(within(dialog).getByLabelText(/^Customer slug/));
    await user.tab();
    expect(within(dialog).queryByText(/customerSlug must be/)).toBeNull();
  });

  it('offers only the allowed statuses, shows a refused one’s 409 text, and completes a step', async () => {
    const running = onboarding('moving', 'in_progress', [
      step(1, 'Kick-off call'),
      step(2, 'Tenant provisioning', 'in_progress', { pipelineId: 'abcdef1234' }),
    ]);
    const calls = backend([running], (call) => {
      if (call.method !== 'PATCH') return undefined;
      if (call.url.pathname.endsWith('/steps/s1'))
        return json({
          ...running,
          steps: [
            step(1, 'Kick-off call', 'completed', {
              completedDate: '2026-11-24T10:00:00Z',
              completedBy: { name: 'Ada Admin' },
            }),
            running.steps[1],
          ],
        });
      return json({ message: '1 step is not completed yet' }, 409);
    });
    signInAs(['Administrator']);
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Edit moving' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Onboarding moving' });
    const status = within(dialog).getByLabelText('Status');
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['In Progress (now)', 'Completed', 'Failed', 'Cancelled']);
    // The pipeline's step is not done by hand.
    expect(within(dialog).getByText(/Follows pipeline abcdef12/)).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'Complete Tenant provisioning' }),
    ).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Complete Kick-off call' }));
    await within(dialog).findByText(/completed .* by Ada Admin/);
    expect(writes(calls).at(-1)!.body).toEqual({ status: 'completed' });

    await user.selectOptions(status, 'completed');
    await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
    expect(
      await within(dialog).findByText('Failed to update onboarding: 1 step is not completed yet'),
    ).toBeInTheDocument();
    expect(writes(calls).at(-1)!.body).toEqual({ status: 'completed' });
  });

  it('saves each change as it is made, and asks before closing over notes not saved', async () => {
    const open = onboarding('notes', 'in_progress', [step(1, 'Kick-off call', 'pending')]);
    const calls = backend([open], (call) =>
      call.method === 'PATCH' ? json({ ...open, ...(call.body as object) }) : undefined,
    );
    signInAs(['Administrator']);
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Edit notes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Onboarding notes' });
    expect(within(dialog).getByText('Each change is saved as you make it.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Change status' })).toBeDisabled();

    await user.type(within(dialog).getByLabelText('Notes'), 'Call on Monday');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    // Nothing is lost by closing: the notes typed are named, and saved or discarded on purpose.
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Your notes are not saved yet.');
    expect(writes(calls)).toEqual([]);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Save notes and close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit Onboarding notes' })).toBeNull(),
    );
    expect(writes(calls).map((c) => c.body)).toEqual([{ notes: 'Call on Monday' }]);
  });

  it('bulk-cancels, sending nothing for a row the rules refuse and naming why', async () => {
    const list = [
      onboarding('one', 'pending'),
      onboarding('two', 'in_progress'),
      onboarding('done', 'completed', [step(1, 'Kick-off call', 'completed')]),
    ];
    const calls = backend(list, (call) => {
      if (call.method !== 'PATCH') return undefined;
      const id = call.url.pathname.split('/').at(-1)!;
      return json({ ...list.find((o) => o.id === id), status: 'cancelled' });
    });
    signInAs(['Manager']);
    const { user } = render();
    await screen.findByRole('button', { name: 'Details of done' });
    await user.click(screen.getByRole('button', { name: 'Bulk Actions' }));
    for (const name of ['one', 'two', 'done'])
      await user.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
    await user.click(screen.getByRole('button', { name: 'Cancel selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Onboardings' });
    expect(within(dialog).getByText('Cancel 3 onboardings, including one?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel 3' }));
    expect(
      await within(dialog).findByText(/An onboarding that is completed cannot become cancelled/),
    ).toBeInTheDocument();
    expect(writes(calls).map((c) => [c.url.pathname.split('/').at(-1), c.body])).toEqual([
      ['one', { status: 'cancelled' }],
      ['two', { status: 'cancelled' }],
    ]);
  });

  it('moves a row when the live feed says so, without reading the list again', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const list = [onboarding('live-one', 'in_progress')];
    const calls = backend(list);
    signInAs(['User']);
    render();
    await screen.findByRole('button', { name: 'Details of live-one' });
    const feed = FakeEventSource.last!;
    expect(feed.url).toBe('/api/v1/onboardings/events');
    act(() => feed.open());
    expect(screen.getByText('Live: changes appear as they happen')).toBeInTheDocument();
    const reads = calls.length;
    act(() => feed.emit('onboarding', { ...list[0], status: 'completed' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getByText('Completed')).toBeInTheDocument(),
    );
    expect(calls.length).toBe(reads);
  });

  it('turns the writes off, with one notice, when the backend does not offer them', async () => {
    const calls = backend([]);
    signInAs(['Administrator']);
    const { user } = render();
    await screen.findByText('No onboardings found.');
    await user.click(screen.getByRole('button', { name: 'Create Onboarding' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Onboarding' });
    await user.type(within(dialog).getByLabelText(/^Customer slug/), 'acme-two');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await screen.findByText('This backend does not offer changing onboardings yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Onboarding' })).toBeNull();
    expect(writes(calls)).toHaveLength(1);
  });
});
