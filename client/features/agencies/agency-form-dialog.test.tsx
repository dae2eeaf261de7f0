// New Agency and Edit Agency on the agencies screen (issue #23): who sees them, the shared
// rules beside the fields, the payloads sent, the backend's refusal in its words, and a backend
// without the calls (resolution 4's disabled buttons).
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNAVAILABLE_TEXT } from '../../components/unavailable-button';
import { jsonResponse as json, stubBackend } from '../../test/fake-backend';
import { renderAt, signInAs, type Call } from '../../test/screen-harness';
import { AgenciesPage } from './agencies-page';
import { agenciesSearchSchema } from './agency-search';

const AGENCY = {
  id: '644d6339-d928-4a14-9004-396ca5ca8278',
  name: 'Springfield Police Department',
  stateOrProvince: 'IL',
  agencyType: 'Law Enforcement',
  phone: '+1 217 555 0100',
  primaryContact: { name: 'Maria Lopez' },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function backend(write?: (call: Call) => Response) {
  return stubBackend((call) => {
    if (call.method !== 'GET')
      return write?.(call) ?? json({ ...AGENCY, ...(call.body as object) });
    if (call.url.pathname === '/api/v1/agencies') return json([AGENCY]);
    if (call.url.pathname === `/api/v1/agencies/${AGENCY.id}`) return json(AGENCY);
    return json({ message: 'Not found' }, 404);
  }).requests;
}

const renderPage = (path = '/global/agencies?name=springfield') =>
  renderAt(path, AgenciesPage, { schema: agenciesSearchSchema, toasts: true });

describe('New Agency and Edit Agency', () => {
  it('creates an agency with extra fields after showing the rules beside the fields', async () => {
    const calls = backend(() => json({ id: 'new-1', name: 'Peoria County Sheriff' }, 201));
    signInAs(['Administrator']);
    const { user } = renderPage('/global/agencies');
    await user.click(await screen.findByRole('button', { name: 'New Agency' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Agency' });
    await user.click(within(dialog).getByRole('button', { name: 'Add field' }));
    await user.type(within(dialog).getByLabelText('Field 1 name'), '1st');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByLabelText(/Agency Name/)).toHaveAccessibleDescription(
      'Agency name is required.',
    );
    expect(within(dialog).getByLabelText(/State\/Province/)).toHaveAccessibleDescription(
      /State\/Province is required\./,
    );
    expect(within(dialog).getByLabelText('Field 1 name')).toHaveAccessibleDescription(
      /Field name must start with a letter/,
    );
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Agency Name/), '  Peoria   County Sheriff ');
    await user.type(within(dialog).getByLabelText(/State\/Province/), 'IL');
    await user.clear(within(dialog).getByLabelText('Field 1 name'));
    await user.type(within(dialog).getByLabelText('Field 1 name'), 'agencyType');
    await user.type(within(dialog).getByLabelText('Field 1 value'), 'Sheriff');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Agency "Peoria County Sheriff" created')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/api/v1/agencies');
    expect(post?.body).toEqual({
      name: 'Peoria County Sheriff',
      stateOrProvince: 'IL',
      fields: { agencyType: 'Sheriff' },
    });
    expect(screen.queryByRole('dialog', { name: 'New Agency' })).toBeNull();
  });

  it('brings a created agency into view: searched for by its name, its row marked', async () => {
    const created = { ...AGENCY, id: 'new-1', name: 'Peoria County Sheriff' };
    const calls = stubBackend((call) => {
      if (call.method === 'POST') return json(created, 201);
      if (call.url.pathname === '/api/v1/agencies')
        return json(call.url.searchParams.get('name') === created.name ? [created] : [AGENCY]);
      return json(created);
    }).requests;
    signInAs(['Administrator']);
    const { user, router } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'New Agency' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Agency' });
    await user.type(within(dialog).getByLabelText(/Agency Name/), created.name);
    await user.type(within(dialog).getByLabelText(/State\/Province/), 'IL');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    const row = await screen.findByRole('row', { name: /Peoria County Sheriff/ });
    expect(row).toHaveAttribute('data-new', 'true');
    expect(router.state.location.search).toMatchObject({
      name: created.name,
      stateOrProvince: 'IL',
    });
    // The form keeps its search type, so a search by hand afterwards works as before.
    expect(screen.getByLabelText('Search Type')).toHaveValue('any');
    expect(calls.at(-1)?.url.searchParams.get('name')).toBe(created.name);
    // The toast's Open shows the new agency's details.
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const details = await screen.findByRole('dialog', { name: 'Agency Details' });
    expect(await within(details).findAllByText('Peoria County Sheriff')).not.toHaveLength(0);
  });

  it('edits a row: only what changed, a removed field as null, other values kept', async () => {
    const calls = backend();
    signInAs(['Administrator']);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: `Edit ${AGENCY.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Agency' });
    expect(within(dialog).getByLabelText(/Agency Name/)).toHaveValue(AGENCY.name);
    expect(within(dialog).getByText(/Kept as they are .*: primaryContact\./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove field 2 (phone)' }));
    await user.clear(within(dialog).getByLabelText('Field 1 value'));
    await user.type(within(dialog).getByLabelText('Field 1 value'), 'Police');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`Agency "${AGENCY.name}" updated`)).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.path).toBe(`/api/v1/agencies/${AGENCY.id}`);
    expect(patch?.body).toEqual({ fields: { phone: null, agencyType: 'Police' } });
  });

  it("shows the backend's refusal in its words and keeps the form", async () => {
    backend(() =>
      json({ message: 'An agency named Springfield Police Department already exists in IL' }, 409),
    );
    signInAs(['Administrator']);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: `Edit ${AGENCY.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Agency' });
    await user.type(within(dialog).getByLabelText(/Agency Name/), ' 2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to update agency: An agency named Springfield Police Department already exists in IL',
    );
    expect(within(dialog).getByLabelText(/Agency Name/)).toHaveValue(`${AGENCY.name} 2`);
  });

  it('turns both buttons into disabled ones when the backend does not offer the calls', async () => {
    backend(() => json({ message: 'Method Not Allowed' }, 405));
    signInAs(['Administrator']);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'New Agency' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Agency' });
    await user.type(within(dialog).getByLabelText(/Agency Name/), 'X');
    await user.type(within(dialog).getByLabelText(/State\/Province/), 'IL');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await screen.findByText(
        'This backend does not offer creating or editing agencies; those buttons are now disabled.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    const newAgency = await screen.findByRole('button', { name: 'New Agency' });
    expect(newAgency).toHaveAttribute('aria-disabled', 'true');
    expect(newAgency).toHaveAccessibleDescription(UNAVAILABLE_TEXT);
    expect(screen.getByRole('button', { name: `Edit ${AGENCY.name}` })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('is not offered to a Manager or a User (agencies:write)', async () => {
    for (const role of ['Manager', 'User'] as const) {
      const calls = backend();
      signInAs([role]);
      const { unmount } = renderPage();
      await screen.findByRole('button', { name: `View Details for ${AGENCY.name}` });
      expect(screen.queryByRole('button', { name: 'New Agency' })).toBeNull();
      expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
      expect(calls.every((c) => c.method === 'GET')).toBe(true);
      unmount();
    }
  });

  it("opens a row's details with the row's own state, no State/Province typed", async () => {
    const calls = backend();
    signInAs(['User']);
    const { user } = renderPage();
    await user.click(
      await screen.findByRole('button', { name: `View Details for ${AGENCY.name}` }),
    );
    await screen.findByRole('dialog', { name: 'Agency Details' });
    const request = calls.find((c) => c.path === `/api/v1/agencies/${AGENCY.id}`);
    expect(request?.url.searchParams.get('stateOrProvince')).toBe('IL');
  });
});
