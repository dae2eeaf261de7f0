import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expireSession } from '../../lib/auth/auth-actions';
import { ORG_ID, signedInAs, type TestAccount } from '../../test/auth-fixtures';
import { mockApi } from '../../test/fake-backend';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

function organizationsBackend() {
  return mockApi({
    [`GET /api/v1/organizations/${ORG_ID}`]: { body: { id: ORG_ID, name: 'Acme Corporation' } },
    [`GET /api/v1/organizations/${ORG_ID}/managed`]: {
      body: [{ id: 'org-beta', name: 'Beta Labs' }],
    },
    'POST /logout': { status: 204 },
  });
}

const sidebar = () => screen.getByRole('navigation', { name: 'Main' });
const shellReady = () => screen.findByRole('navigation', { name: 'Main' });
const linkNames = () =>
  within(sidebar())
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('sidebar items per role', () => {
  const EXPECTED: Record<TestAccount, string[]> = {
    admin: [
      'Dashboard',
      'Organizations',
      'Invitations',
      'Onboardings',
      'Agencies',
      'Provisioner',
      'Activity',
      'Overview',
      'Managed Orgs',
      'Onboardings',
      'Users',
      'Settings',
      'Activity',
      'API Explorer',
    ],
    // Issue #23: who may edit the organization (canEditOrganization) gets Overview and Managed Orgs.
    manager: [
      'Dashboard',
      'Overview',
      'Managed Orgs',
      'Onboardings',
      'Users',
      'Settings',
      'Activity',
      'API Explorer',
    ],
    user: ['Dashboard', 'Onboardings', 'Users', 'Settings', 'API Explorer'],
    nobody: ['Dashboard', 'API Explorer'],
  };
  for (const account of Object.keys(EXPECTED) as TestAccount[]) {
    it(`shows ${account} the items their roles allow`, async () => {
      organizationsBackend();
      await renderApp('/', signedInAs(account));
      await shellReady();
      if (account === 'nobody') {
        expect(
          await within(sidebar()).findByText('No organizations to manage'),
        ).toBeInTheDocument();
      } else {
        await within(sidebar()).findByRole('combobox', { name: 'Selected organization' });
      }
      expect(linkNames()).toEqual(EXPECTED[account]);
      expect(within(sidebar()).queryByText('Global') !== null).toBe(account === 'admin');
      expect(within(sidebar()).getByText('v1.0')).toBeInTheDocument();
    });
  }

  it('shows only the Dashboard when signed out', async () => {
    mockApi({});
    await renderApp('/');
    await screen.findByText('Please log in to access the management system.');
    expect(linkNames()).toEqual(['Dashboard']);
  });

  it("shows 'Loading organizations...' and then the picker; errors show their detail", async () => {
    organizationsBackend();
    await renderApp('/', signedInAs('user'));
    await shellReady();
    expect(await within(sidebar()).findByText('Loading organizations...')).toBeInTheDocument();
    const picker = await within(sidebar()).findByRole('combobox', {
      name: 'Selected organization',
    });
    // The combobox's options are in its listbox, shown once it opens.
    await userEvent.click(picker);
    const list = await screen.findByRole('listbox', { name: 'Organizations' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Acme Corporation', 'Beta Labs']);
    await userEvent.click(within(list).getByRole('option', { name: 'Beta Labs' }));
    expect(localStorage.getItem('selected-organization-id')).toBe('org-beta');
  });

  it("shows 'Error loading organizations' with the detail", async () => {
    mockApi({
      [`GET /api/v1/organizations/${ORG_ID}`]: {
        status: 500,
        body: { message: 'Database unavailable' },
      },
      [`GET /api/v1/organizations/${ORG_ID}/managed`]: { body: [] },
    });
    await renderApp('/', signedInAs('user'));
    await shellReady();
    expect(await within(sidebar()).findByText('Error loading organizations')).toBeInTheDocument();
    expect(within(sidebar()).getByText('Database unavailable')).toBeInTheDocument();
    // Organization pages appear only after a selection.
    expect(linkNames()).toEqual(['Dashboard', 'API Explorer']);
  });
});

describe('header', () => {
  it('follows the route in the breadcrumbs, starting with Dashboard', async () => {
    mockApi({});
    const { router } = await renderApp('/general/settings', signedInAs('user'));
    const crumbs = await screen.findByRole('list', { name: 'Breadcrumb' });
    await waitFor(() =>
      expect(
        within(crumbs)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Dashboard', 'General', 'Settings']),
    );
    expect(within(crumbs).getByText('Settings')).toHaveAttribute('aria-current', 'page');
    await act(() => router.navigate({ to: '/' }));
    await waitFor(() => expect(within(crumbs).getAllByRole('listitem')).toHaveLength(1));
  });

  it('has a keyboard-operable user menu with the email, roles, Profile, Refresh Auth and Sign Out', async () => {
    organizationsBackend();
    const user = userEvent.setup();
    const { router } = await renderApp('/', signedInAs('admin'));
    const button = await screen.findByRole('button', { name: /Ada Admin/ });
    expect(button).toHaveTextContent('Admin');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    button.focus();
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu', { name: 'User menu' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Refresh Auth', 'Sign Out']);
    expect(
      screen.getByText('admin@example.com', { selector: '.user-menu__email' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Roles' })).getByText('Administrator'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus(),
    );
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Refresh Auth' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(await screen.findByRole('menuitem', { name: 'Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('signs out from the user menu to the signed-out dashboard', async () => {
    const { callsTo } = organizationsBackend();
    const user = userEvent.setup();
    const { router } = await renderApp('/profile', signedInAs('user'));
    await user.click(await screen.findByRole('button', { name: /Uma User/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(
      await screen.findByText('Please log in to access the management system.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(callsTo('/logout')).toHaveLength(1);
  });

  it('offers a theme switch (System by default) that remembers the choice', async () => {
    mockApi({});
    await renderApp('/');
    const select = await screen.findByRole('combobox', { name: 'Theme' });
    expect(select).toHaveValue('system');
    await userEvent.selectOptions(select, 'dark');
    expect(select).toHaveValue('dark');
    expect(localStorage.getItem('theme-preference')).toBe('"dark"');
  });

  it('collapses the sidebar behind a Menu button on small screens', async () => {
    organizationsBackend();
    await renderApp('/', signedInAs('user'));
    const menuButton = await screen.findByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveAttribute('aria-controls', sidebar().id);
    await userEvent.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(sidebar()).toHaveClass('is-open');
    await userEvent.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('after a navigation', () => {
  const main = () => screen.getByRole('main');

  it('closes the small-screen menu once the user has gone somewhere', async () => {
    organizationsBackend();
    const user = userEvent.setup();
    const { router } = await renderApp('/', signedInAs('user'));
    const menuButton = await screen.findByRole('button', { name: 'Menu' });
    await user.click(menuButton);
    expect(sidebar()).toHaveClass('is-open');
    await user.click(await within(sidebar()).findByRole('link', { name: 'Users' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/users'));
    await waitFor(() => expect(menuButton).toHaveAttribute('aria-expanded', 'false'));
    expect(sidebar()).not.toHaveClass('is-open');
  });

  it('names the page on screen in the document title', async () => {
    mockApi({});
    const { router } = await renderApp('/general/settings', signedInAs('user'));
    await waitFor(() => expect(document.title).toBe('Settings · Admin Portal'));
    await act(() => router.navigate({ to: '/profile' }));
    await waitFor(() => expect(document.title).toBe('Profile · Admin Portal'));
  });

  it('names no page before sign-in: the invitation is the console itself (#34 item 9)', async () => {
    mockApi({});
    await renderApp('/');
    await screen.findByRole('button', { name: 'Sign In' });
    await waitFor(() => expect(document.title).toBe('Admin Portal'));
  });

  it('starts the new page at main when the focused link went with the old one', async () => {
    organizationsBackend();
    const user = userEvent.setup();
    const { router } = await renderApp('/profile', signedInAs('user'));
    const crumbs = await screen.findByRole('list', { name: 'Breadcrumb' });
    // The first page of a visit keeps the browser's own start.
    expect(main()).not.toHaveFocus();
    // On the dashboard its crumb is no longer a link: the focused element is gone.
    await user.click(await within(crumbs).findByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(main()).toHaveFocus());
  });

  it('moves focus from the sidebar link to the page (issue #24 friction 5)', async () => {
    organizationsBackend();
    const user = userEvent.setup();
    const { router } = await renderApp('/', signedInAs('user'));
    await shellReady();
    const users = await within(sidebar()).findByRole('link', { name: 'Users' });
    await user.click(users);
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/users'));
    await waitFor(() => expect(main()).toHaveFocus());
    expect(users).not.toHaveFocus();
  });
});

describe('session expired mid-work', () => {
  it("keeps the page and offers 'Sign in again'", async () => {
    organizationsBackend();
    const { router, store } = await renderApp('/general/settings?x=1', signedInAs('user'));
    await screen.findByText('Coming soon...');
    act(() => expireSession(store));
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByRole('button', { name: 'Sign in again' })).toBeInTheDocument();
    expect(router.state.location.href).toBe('/general/settings?x=1');
    expect(screen.getByText('Coming soon...')).toBeInTheDocument();
  });
});

it('has each landmark once', async () => {
  organizationsBackend();
  await renderApp('/', signedInAs('admin'));
  await screen.findByText('Welcome, Ada Admin');
  expect(screen.getAllByRole('navigation')).toHaveLength(1);
  expect(screen.getAllByRole('banner')).toHaveLength(1);
  expect(screen.getAllByRole('main')).toHaveLength(1);
});
