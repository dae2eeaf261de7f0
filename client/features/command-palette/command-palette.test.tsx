import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORG_ID, signedInAs, type TestAccount } from '../../test/auth-fixtures';
import { mockApi, type Route } from '../../test/fake-backend';
import { renderApp } from '../../test/render-app';
import { recentsKey } from './palette-recents';

afterEach(() => {
  vi.unstubAllGlobals();
});

// Each test renders the whole app and its first one loads the palette's chunks: on a busy
// shared 2-core machine that can pass the default 5 s (a limit on waiting, not on speed).
vi.setConfig({ testTimeout: 20_000 });

function backend(users: Route = USERS_ROUTE) {
  return mockApi({
    [`GET /api/v1/organizations/${ORG_ID}`]: { body: { id: ORG_ID, name: 'Acme Corporation' } },
    [`GET /api/v1/organizations/${ORG_ID}/managed`]: {
      body: [{ id: 'org-beta', name: 'Beta Labs' }],
    },
    'GET /api/v1/organizations': {
      body: [
        { id: ORG_ID, name: 'Acme Corporation' },
        { id: 'org-beta', name: 'Beta Labs' },
        { id: 'org-wonka', name: 'Wonka Chocolate Factory' },
      ],
    },
    [`GET /api/v1/organizations/${ORG_ID}/users`]: users,
    [`GET /api/v1/organizations/${ORG_ID}/onboardings`]: { body: [] },
    [`GET /api/v1/organizations/${ORG_ID}/settings`]: { status: 404, body: {} },
    'GET /api/v1/organizations/org-wonka/settings': { status: 404, body: {} },
    'GET /api/v1/organizations/org-wonka': {
      body: { id: 'org-wonka', name: 'Wonka Chocolate Factory' },
    },
  });
}

const USERS_ROUTE: Route = {
  body: { items: [{ id: 'u1', name: 'Grace Hopper', email: 'grace@example.com' }] },
};

async function openApp(path: string, account: TestAccount, users?: Route) {
  backend(users);
  const app = await renderApp(path, signedInAs(account));
  await screen.findByRole('navigation', { name: 'Main' });
  // The organization context has loaded (the picker shows the selection).
  await within(screen.getByRole('navigation', { name: 'Main' })).findByRole('combobox', {
    name: 'Selected organization',
  });
  return app;
}

const palette = () => screen.findByRole('combobox', { name: /Search screens/ });
const options = () =>
  within(screen.getByRole('listbox', { name: 'Results' }))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('command palette', () => {
  it('opens with Ctrl+K or the Search button, finds a screen and goes there with Enter', async () => {
    const { router } = await openApp('/', 'admin');
    await userEvent.keyboard('{Control>}k{/Control}');
    const input = await palette();
    expect(input).toHaveFocus();
    await userEvent.type(input, 'orgnizations');
    await waitFor(() => expect(options()[0]).toBe('ScreenOrganizationsGlobal › Organizations'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/global/organizations'));
    expect(screen.queryByRole('combobox', { name: /Search screens/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Search…' }));
    // The screen just opened is now the first recent item.
    expect(await palette()).toHaveFocus();
    expect(options()[0]).toBe('RecentOrganizationsGlobal › Organizations');
    expect(screen.getByRole('status')).toHaveTextContent('Recent items first.');
    expect(JSON.parse(localStorage.getItem(recentsKey('u-admin'))!)).toEqual([
      'screen:/global/organizations',
    ]);
  });

  it('moves with arrows, Home and End through an ARIA listbox, and closes on Escape', async () => {
    await openApp('/', 'admin');
    await userEvent.keyboard('{Control>}k{/Control}');
    const input = await palette();
    await userEvent.type(input, 'settings');
    const listbox = screen.getByRole('listbox', { name: 'Results' });
    const all = within(listbox).getAllByRole('option');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(input).toHaveAttribute('aria-activedescendant', all[0]!.id);
    expect(all[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', all[1]!.id);
    await userEvent.keyboard('{End}');
    expect(input).toHaveAttribute('aria-activedescendant', all[all.length - 1]!.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', all[0]!.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', all[all.length - 1]!.id);
    await userEvent.keyboard('{Home}');
    expect(input).toHaveAttribute('aria-activedescendant', all[0]!.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('combobox', { name: /Search screens/ })).not.toBeInTheDocument(),
    );
  });

  it('finds an organization of the global list and opens its settings', async () => {
    const { router } = await openApp('/', 'admin');
    await userEvent.click(screen.getByRole('button', { name: 'Search…' }));
    await userEvent.type(await palette(), 'wonka');
    await waitFor(() => expect(options()[0]).toBe('OrganizationWonka Chocolate Factoryorg-wonka'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/organization/org-wonka/settings'),
    );
  });

  it('runs Invite user: the users screen opens its Invite dialog', async () => {
    const { router } = await openApp('/', 'admin');
    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.type(await palette(), 'invite user');
    await waitFor(() => expect(options()[0]).toMatch(/^ActionInvite user/));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/users'));
    expect(await screen.findByRole('dialog', { name: 'Invite User' })).toBeInTheDocument();
  });

  it('shows a User fewer items and says which policy hides what they look for', async () => {
    await openApp('/', 'user');
    await userEvent.keyboard('{Control>}k{/Control}');
    const input = await palette();
    await userEvent.type(input, 'agencies');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(screen.getByText('No results for “agencies”.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Agencies is hidden. It needs the policy canViewGlobal (global:access); your role (User) does not grant it.',
      ),
    ).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'add organization');
    expect(
      await screen.findByText(
        /^Add organization is hidden\. It needs the policy canViewGlobal \(global:access\) and the policy canAdministerOrganizations \(Administrator role\)/,
      ),
    ).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'beta');
    await waitFor(() =>
      expect(options()).toEqual([
        'OrganizationBeta Labsorg-beta',
        'ActionSwitch organization to Beta Labs',
      ]),
    );
  });

  it('switches the organization from the palette', async () => {
    await openApp('/', 'user');
    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.type(await palette(), 'switch beta');
    await waitFor(() => expect(options()[0]).toBe('ActionSwitch organization to Beta Labs'));
    await userEvent.keyboard('{Enter}');
    // The picker shows the chosen name; the selection key holds its id.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Selected organization' })).toHaveValue(
        'Beta Labs',
      ),
    );
    expect(localStorage.getItem('selected-organization-id')).toBe('org-beta');
  });
});

describe('palette actions', () => {
  it('toggles the theme and signs out', async () => {
    const { router } = await openApp('/profile', 'user');
    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.type(await palette(), 'toggle theme');
    await waitFor(() => expect(options()[0]).toBe('ActionToggle theme'));
    await userEvent.keyboard('{Enter}');
    // From the system theme (light in the test DOM) to dark, remembered like the theme switch's choice.
    await waitFor(() => expect(localStorage.getItem('theme-preference')).toBe('"dark"'));
    expect(screen.getByRole('combobox', { name: 'Theme' })).toHaveValue('dark');

    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.type(await palette(), 'sign out');
    await waitFor(() => expect(options()[0]).toBe('ActionSign outUma User'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByText('Please log in to access the management system.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Search…' })).not.toBeInTheDocument();
  });
});

describe('keyboard shortcuts', () => {
  it('goes to pages with g then a letter, only to pages the user may open', async () => {
    const { router } = await openApp('/', 'admin');
    await userEvent.keyboard('go');
    await waitFor(() => expect(router.state.location.pathname).toBe('/global/organizations'));
    await userEvent.keyboard('gu');
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/users'));
    await userEvent.keyboard('gs');
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/settings'));
  });

  it('goes to Activity with g h (the global one when allowed) and to Provisioner with g v', async () => {
    const admin = await openApp('/', 'admin');
    await userEvent.keyboard('gh');
    await waitFor(() => expect(admin.router.state.location.pathname).toBe('/global/activity'));
    await userEvent.keyboard('gv');
    await waitFor(() => expect(admin.router.state.location.pathname).toBe('/global/provisioner'));
    admin.unmount();

    // A Manager may not open the global record: g h opens their organization's.
    const manager = await openApp('/', 'manager');
    await userEvent.keyboard('gh');
    await waitFor(() =>
      expect(manager.router.state.location.pathname).toBe('/organization/activity'),
    );
    // The listener navigates in the key's own handler: no call now is no call ever.
    const navigate = vi.spyOn(manager.router, 'navigate');
    await userEvent.keyboard('gv');
    expect(navigate).not.toHaveBeenCalled();
    expect(manager.router.state.location.pathname).toBe('/organization/activity');
  });

  it('does not take a User to a page they may not open', async () => {
    const { router } = await openApp('/profile', 'user');
    // The shortcut listener is loaded (? opens its help), then g o starts no navigation: the
    // listener navigates in the key's own handler, so no call now is no call ever.
    await userEvent.keyboard('?');
    await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const navigate = vi.spyOn(router, 'navigate');
    await userEvent.keyboard('go');
    expect(navigate).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('focuses the list filter on / and never fires while typing in a field', async () => {
    const { router } = await openApp('/organization/users', 'admin');
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    const filter = screen.getByRole('searchbox', { name: 'Filter' });
    await userEvent.keyboard('/');
    expect(filter).toHaveFocus();
    expect(filter).toHaveValue('');
    // Typing in the filter: '/', 'g' 'o' and '?' are text.
    await userEvent.keyboard('go/?');
    expect(filter).toHaveValue('go/?');
    expect(router.state.location.pathname).toBe('/organization/users');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the shortcuts help with ?, listing only the go-to pages the user may open', async () => {
    await openApp('/', 'user');
    await userEvent.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const rows = within(dialog)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toContain('g then uGo to Users');
    expect(rows).toContain("/Focus the list's filter");
    expect(rows).not.toContain('g then oGo to Organizations');
    expect(rows).not.toContain('g then vGo to Provisioner');
    // A dialog is open: shortcuts are silent (no palette over it).
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(screen.queryByRole('combobox', { name: /Search screens/ })).not.toBeInTheDocument();
  });

  it("finds people among all the organization's users on the server, not only the loaded", async () => {
    // A BFF that searches (DESIGN resolution 17): #3,000 of 5,000 is found by `q`.
    const users: Route = ({ url }) => {
      const q = url.searchParams.get('q')?.toLowerCase();
      const dmitri = { id: 'u3000', name: 'Dmitri Costa', email: 'dmitri.costa4@acme.example' };
      if (q) {
        const items = 'dmitri.costa4@acme.example'.includes(q) ? [dmitri] : [];
        return { body: { items, hasMore: false, total: items.length } };
      }
      return { body: { items: [{ id: 'u1', name: 'Grace Hopper' }], hasMore: true, total: 5000 } };
    };
    const { router } = await openApp('/', 'admin', users);
    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.type(await palette(), 'dmitri.costa4');
    await waitFor(() =>
      expect(options()).toContain('PeopleDmitri Costadmitri.costa4@acme.example'),
    );
    await userEvent.keyboard('{End}{Enter}');
    // Issue #32: a person opens their own page, in their organization.
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/users/u3000'));
    expect(router.state.location.search).toMatchObject({ org: 'org-acme' });
  });
});
