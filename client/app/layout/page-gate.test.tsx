// The signed-out and denied states of the data pages, rendered by the shell from each route's
// stated message (the pages themselves no longer check who is signed in). These assertions
// moved here from the pages' own tests.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expireSession } from '../../lib/auth/auth-actions';
import { authStateAtom } from '../../lib/auth/auth-atoms';
import { signedInAs } from '../../test/auth-fixtures';
import { mockApi } from '../../test/fake-backend';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const main = () => screen.getByRole('main');

/** Opens `path` as the Administrator and waits until the page has rendered. */
async function openAsAdministrator(path: string) {
  mockApi({});
  const app = await renderApp(path, signedInAs('admin'));
  await waitFor(() => expect(app.router.state.matches.at(-1)?.status).toBe('success'), {
    timeout: 5000,
  });
  return app;
}

async function signedOutAt(path: string) {
  const { store } = await openAsAdministrator(path);
  act(() => expireSession(store));
}

describe('signed out on a data page', () => {
  it('global onboardings: Access Denied, the message and Sign In', async () => {
    await signedOutAt('/global/onboardings');
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(
      screen.getByText('Access Denied - Please log in to view onboardings.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('organization onboardings', async () => {
    await signedOutAt('/organization/onboardings');
    expect(
      await screen.findByText('Access Denied - Please log in to view onboardings.'),
    ).toBeInTheDocument();
  });

  it('API Explorer: tells a signed-out visitor to log in, with a Sign In button', async () => {
    await signedOutAt('/api-explorer');
    expect(
      await screen.findByText('Access Denied - Please log in to use the API Explorer.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'API Explorer', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Request' })).not.toBeInTheDocument();
  });

  it('users: asks a signed-out visitor to log in', async () => {
    await signedOutAt('/organization/users');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('Access Denied - Please log in to view users.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('organizations: asks a signed-out visitor to log in', async () => {
    await signedOutAt('/global/organizations');
    expect(
      await screen.findByText('Access Denied - Please log in to view organizations.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('agencies, pipelines and organization settings', async () => {
    const texts: [string, string][] = [
      ['/global/agencies', 'Access Denied - Please log in to view agencies.'],
      ['/global/provisioner', 'Access Denied - Please log in to view pipelines.'],
      ['/organization/settings', 'Access Denied - Please log in to view organization settings.'],
      [
        '/organization/org-42/settings',
        'Access Denied - Please log in to view organization settings.',
      ],
    ];
    for (const [path, text] of texts) {
      const { unmount, store } = await openAsAdministrator(path);
      act(() => expireSession(store));
      expect(await within(main()).findByText(text)).toBeInTheDocument();
      expect(within(main()).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
      unmount();
    }
  });
});

describe('a signed-in user the page refuses (roles changed while it was open)', () => {
  async function demotedAt(path: string) {
    const { store } = await openAsAdministrator(path);
    act(() => store.set(authStateAtom, signedInAs('manager')));
  }

  it('global onboardings: says administrator privileges are needed', async () => {
    await demotedAt('/global/onboardings');
    expect(
      await screen.findByText('Global onboarding management requires administrator privileges.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Organizations' })).not.toBeInTheDocument();
  });

  it('organizations: says administrator privileges are needed', async () => {
    await demotedAt('/global/organizations');
    expect(
      await screen.findByText('Global organization management requires administrator privileges.'),
    ).toBeInTheDocument();
  });

  it('agencies: says administrator privileges are needed, without the search', async () => {
    await demotedAt('/global/agencies');
    expect(
      await screen.findByText('Global agency management requires administrator privileges.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });
});
