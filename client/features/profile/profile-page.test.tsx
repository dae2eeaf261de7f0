import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORG_ID, signedInAs } from '../../test/auth-fixtures';
import { mockApi, type Route } from '../../test/fake-backend';
import { renderApp } from '../../test/render-app';
import { ApiError } from '../../lib/api-client';
import { expireSession } from '../../lib/auth/auth-actions';
import { identityFetchError } from './identity-messages';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ORGS = {
  [`GET /api/v1/organizations/${ORG_ID}`]: { body: { id: ORG_ID, name: 'Acme' } },
  [`GET /api/v1/organizations/${ORG_ID}/managed`]: { body: [] },
};
const main = () => screen.getByRole('main');

function backend(extra: Record<string, Route> = {}) {
  return mockApi({ ...ORGS, ...extra });
}

describe('profile', () => {
  it('asks to log in once the session is gone (the guard sends fresh visitors to sign-in)', async () => {
    backend();
    const { store } = await renderApp('/profile', signedInAs('user'));
    await screen.findByRole('heading', { name: 'My Profile' });
    act(() => expireSession(store));
    expect(await screen.findByText('Please log in to view your profile.')).toBeInTheDocument();
    expect(within(main()).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows the identity with the Administrator crown', async () => {
    backend();
    await renderApp('/profile', signedInAs('admin'));
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(within(main()).getByText('Ada Admin')).toBeInTheDocument();
    expect(within(main()).getByText('admin@example.com')).toBeInTheDocument();
    expect(within(main()).getByText('u-admin')).toBeInTheDocument();
    const roles = within(main()).getByRole('list', { name: 'Roles' });
    expect(within(roles).getByRole('img', { name: 'Crown' })).toBeInTheDocument();
    expect(roles).toHaveTextContent('Administrator');
    expect(within(main()).getByText(/Privacy notice/)).toBeInTheDocument();
  });

  it("says 'Unknown User', 'Not provided' and 'No roles assigned' when data is missing", async () => {
    backend();
    await renderApp(
      '/profile',
      signedInAs('user', { user: { sub: 'u-x', organizationId: ORG_ID }, roles: [] }),
    );
    expect(
      await within(await screen.findByRole('main')).findByText('Unknown User'),
    ).toBeInTheDocument();
    expect(within(main()).getByText('Not provided')).toBeInTheDocument();
    expect(within(main()).getByText('No roles assigned')).toBeInTheDocument();
  });

  it('fetches and shows the raw /auth/me and /auth/roles JSON, with Hide and Copy to Clipboard', async () => {
    const { callsTo } = backend({
      'GET /auth/me': { body: { sub: 'u-user', name: 'Uma User' } },
      'GET /auth/roles': { body: { roles: ['User'] } },
    });
    const user = userEvent.setup();
    await renderApp('/profile', signedInAs('user'));
    await user.click(await screen.findByRole('button', { name: 'Show /auth/me Response' }));
    const me = await screen.findByRole('region', { name: '/auth/me response' });
    expect(me.textContent).toContain('"name": "Uma User"');
    expect(screen.getByRole('button', { name: 'Copy to Clipboard' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show /auth/roles Response' }));
    expect(
      (await screen.findByRole('region', { name: '/auth/roles response' })).textContent,
    ).toContain('"User"');

    await user.click(screen.getByRole('button', { name: 'Hide /auth/me Response' }));
    expect(screen.queryByRole('region', { name: '/auth/me response' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show /auth/me Response' }));
    await screen.findByRole('region', { name: '/auth/me response' });
    expect(callsTo('/auth/me')).toHaveLength(2);
  });

  it('shows the SPEC §8 texts when a raw call fails', async () => {
    backend({
      'GET /auth/me': { status: 500, text: '' },
      'GET /auth/roles': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const user = userEvent.setup();
    await renderApp('/profile', signedInAs('user'));
    await user.click(await screen.findByRole('button', { name: 'Show /auth/me Response' }));
    expect(
      await screen.findByText('Failed to fetch user data: 500 Internal Server Error'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show /auth/roles Response' }));
    expect(await screen.findByText('Error fetching user roles: Network error')).toBeInTheDocument();
  });
});

describe('identity error texts', () => {
  it('names the status for HTTP failures and the message otherwise', () => {
    expect(identityFetchError('/auth/roles', new ApiError('x', 403, 'Forbidden'))).toBe(
      'Failed to fetch user roles: 403 Forbidden',
    );
    expect(identityFetchError('/auth/me', new Error('Unexpected token'))).toBe(
      'Error fetching user data: Unexpected token',
    );
  });
});
