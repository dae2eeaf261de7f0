import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORG_ID, signedInAs, type TestAccount } from '../../test/auth-fixtures';
import { mockApi } from '../../test/fake-backend';
import { renderApp } from '../../test/render-app';
import { welcomeName } from './dashboard-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

function backend() {
  mockApi({
    [`GET /api/v1/organizations/${ORG_ID}`]: { body: { id: ORG_ID, name: 'Acme Corporation' } },
    [`GET /api/v1/organizations/${ORG_ID}/managed`]: { body: [] },
  });
}

const main = () => screen.getByRole('main');
const card = (title: string) => screen.queryByRole('region', { name: title });
const links = (title: string) =>
  within(card(title)!)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('dashboard, signed out', () => {
  it('invites to sign in and goes to /login with the current address', async () => {
    mockApi({});
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/', search: '', assign });
    await renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Admin Portal', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Please log in to access the management system.')).toBeInTheDocument();
    await userEvent.click(within(main()).getByRole('button', { name: 'Sign In' }));
    expect(assign).toHaveBeenCalledWith('/login?returnUrl=%2F');
  });
});

describe('dashboard, signed in', () => {
  it('welcomes by name, else email, else User', () => {
    expect(welcomeName({ name: 'Ada Admin', email: 'a@example.com' })).toBe('Ada Admin');
    expect(welcomeName({ name: '', email: 'a@example.com' })).toBe('a@example.com');
    expect(welcomeName({})).toBe('User');
    expect(welcomeName(null)).toBe('User');
  });

  it('shows the welcome, the email and the Global card for the Administrator', async () => {
    backend();
    await renderApp('/', signedInAs('admin'));
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Admin' })).toBeInTheDocument();
    expect(within(main()).getByText('admin@example.com')).toBeInTheDocument();
    expect(links('Global')).toEqual([
      ['Organizations', '/global/organizations'],
      ['Agencies', '/global/agencies'],
      ['Onboardings', '/global/onboardings'],
      ['Activity', '/global/activity'],
    ]);
    expect(links('Organization')).toEqual([
      ['Overview', '/organization/overview'],
      ['Managed Orgs', '/organization/managed'],
      ['Users', '/organization/users'],
      ['Onboardings', '/organization/onboardings'],
      ['Activity', '/organization/activity'],
    ]);
    expect(links('Tools')).toEqual([['API Explorer', '/api-explorer']]);
  });

  for (const account of ['manager', 'user', 'nobody'] as TestAccount[]) {
    it(`shows ${account} the Organization and Tools cards but no Global card`, async () => {
      backend();
      await renderApp('/', signedInAs(account));
      await screen.findByRole('heading', { name: /^Welcome, / });
      expect(card('Global')).toBeNull();
      expect(card('Organization')).not.toBeNull();
      expect(card('Tools')).not.toBeNull();
    });
  }

  it('offers a User only the organization pages their sidebar offers (no Overview, no Managed Orgs)', async () => {
    backend();
    await renderApp('/', signedInAs('user'));
    await screen.findByRole('heading', { name: /^Welcome, / });
    expect(links('Organization')).toEqual([
      ['Users', '/organization/users'],
      ['Onboardings', '/organization/onboardings'],
    ]);
  });

  it("falls back to the email, then 'User', in the welcome", async () => {
    backend();
    await renderApp(
      '/',
      signedInAs('user', {
        user: { sub: 'u-9', email: 'nameless@example.com', organizationId: ORG_ID },
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Welcome, nameless@example.com' }),
    ).toBeInTheDocument();
  });
});
