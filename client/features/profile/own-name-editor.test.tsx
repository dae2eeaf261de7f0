// Edit name on My Profile (issue #23): every role renames themself through PATCH /auth/me; the
// header and the page show the new name at once; the rules show beside the field; a backend
// without the call leaves the name read-only.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORG_ID, TEST_USERS, signedInAs } from '../../test/auth-fixtures';
import { mockApi, type Route } from '../../test/fake-backend';
import { renderApp } from '../../test/render-app';
import { authStateAtom } from '../../lib/auth/auth-atoms';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ORGS = {
  [`GET /api/v1/organizations/${ORG_ID}`]: { body: { id: ORG_ID, name: 'Acme' } },
  [`GET /api/v1/organizations/${ORG_ID}/managed`]: { body: [] },
};

function backend(patch: Route) {
  return mockApi({ ...ORGS, 'PATCH /auth/me': patch });
}

const header = () => screen.getByRole('banner');
const main = () => screen.getByRole('main');

describe('Edit name', () => {
  it('renames a User: the header and the page show it at once', async () => {
    const api = backend((request) => ({
      body: { ...TEST_USERS.user, name: (request.body as { name: string }).name },
    }));
    const { store } = await renderApp('/profile', signedInAs('user'));
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'My Profile' });
    await user.click(await within(main()).findByRole('button', { name: 'Edit name' }));
    const field = within(main()).getByLabelText(/Display name/);
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.click(within(main()).getByRole('button', { name: 'Save name' }));
    expect(field).toHaveAccessibleDescription(/Display name is required\./);
    expect(api.callsTo('/auth/me')).toEqual([]);

    await user.type(field, '  Uma   Userton ');
    await user.click(within(main()).getByRole('button', { name: 'Save name' }));
    expect(await within(main()).findByText('Uma Userton')).toBeInTheDocument();
    expect(within(header()).getByText('Uma Userton')).toBeInTheDocument();
    expect(store.get(authStateAtom).user?.name).toBe('Uma Userton');
    const [call] = api.callsTo('/auth/me');
    expect([call?.method, call?.body]).toEqual(['PATCH', { name: 'Uma Userton' }]);
    expect(within(main()).getByRole('button', { name: 'Edit name' })).toHaveFocus();
  });

  it("shows the backend's refusal and keeps the text", async () => {
    backend({ status: 400, body: { message: 'name must be at most 200 characters' } });
    await renderApp('/profile', signedInAs('manager'));
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'My Profile' });
    await user.click(await within(main()).findByRole('button', { name: 'Edit name' }));
    await user.type(within(main()).getByLabelText(/Display name/), 'x');
    await user.click(within(main()).getByRole('button', { name: 'Save name' }));
    expect(await within(main()).findByRole('alert')).toHaveTextContent(
      'Failed to update your name: name must be at most 200 characters',
    );
    expect(within(main()).getByLabelText(/Display name/)).toHaveValue('Max Managerx');
    expect(within(header()).getByText('Max Manager')).toBeInTheDocument();
  });

  it('stays read-only against a backend without PATCH /auth/me (405)', async () => {
    backend({ status: 405, body: { message: 'Method Not Allowed' } });
    await renderApp('/profile', signedInAs('admin'));
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'My Profile' });
    await user.click(await within(main()).findByRole('button', { name: 'Edit name' }));
    await user.click(within(main()).getByRole('button', { name: 'Save name' }));
    const disabled = await within(main()).findByRole('button', { name: 'Edit name' });
    expect(disabled).toHaveAttribute('aria-disabled', 'true');
    expect(within(main()).queryByLabelText(/Display name/)).toBeNull();
    expect(within(main()).getByText('Ada Admin')).toBeInTheDocument();
  });
});
