// The screen against a fake backend: paging requests, de-duplication, an organization switch,
// a failed page leaving the list alone, and the invite round trip with its toast.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse as json, stubBackend, type FakeRequest } from '../../test/fake-backend';
import { renderUsersView as renderView } from '../../test/users-harness';

type Call = FakeRequest;

const person = (org: string, n: number) => ({
  id: `${org}-u${n}`,
  name: `Person ${n}`,
  email: `p${n}@${org}.example`,
  status: 'active',
  roles: ['User'],
  lastActivity: null,
});

let calls: Call[];
let respond: (call: Call) => Response;

beforeEach(() => {
  calls = stubBackend((call) => respond(call)).requests;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const acme = { organizationId: 'acme', organizationName: 'Acme', canManageUsers: true };
const gets = () => calls.filter((call) => call.method === 'GET');
const count = () => document.querySelector('.table-toolbar__count')?.textContent;

describe('OrganizationUsersView', () => {
  it('asks the first page without an offset, then offset 20 with the token, appending without duplicates', async () => {
    respond = ({ url }) => {
      if (!url.searchParams.has('offset')) {
        return json({
          items: Array.from({ length: 20 }, (_, i) => person('acme', i)),
          skipToken: 't1',
          hasMore: true,
        });
      }
      // The second page repeats the last user of the first.
      return json({ value: [person('acme', 19), person('acme', 20), person('acme', 21)] });
    };
    const { user } = renderView(acme);
    expect(await screen.findByRole('heading', { name: 'Acme Users' })).toBeInTheDocument();
    await waitFor(() => expect(count()).toBe('20 users (more available)'));
    expect(gets()[0]?.url.pathname).toBe('/api/v1/organizations/acme/users');
    expect(gets()[0]?.url.search).toBe('');

    await user.click(screen.getByRole('button', { name: 'Load More Users' }));
    await waitFor(() => expect(count()).toBe('22 users'));
    expect(gets()[1]?.url.searchParams.get('offset')).toBe('20');
    expect(gets()[1]?.url.searchParams.get('skipToken')).toBe('t1');
    expect(screen.queryByRole('button', { name: 'Load More Users' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Person 19')).toHaveLength(1);
  });

  it('starts over when another organization is chosen', async () => {
    respond = ({ url }) => {
      const org = url.pathname.split('/')[4] ?? '';
      const from = Number(url.searchParams.get('offset') ?? 0);
      return json(Array.from({ length: org === 'acme' ? 20 : 2 }, (_, i) => person(org, from + i)));
    };
    const { user, switchTo } = renderView(acme);
    await waitFor(() => expect(count()).toBe('20 users (more available)'));
    await user.click(screen.getByRole('button', { name: 'Load More Users' }));
    await waitFor(() => expect(count()).toBe('40 users (more available)'));

    await switchTo({ organizationId: 'beta', organizationName: 'Beta', canManageUsers: true });
    expect(await screen.findByRole('heading', { name: 'Beta Users' })).toBeInTheDocument();
    await waitFor(() => expect(count()).toBe('2 users'));
    expect(screen.queryByText('p0@acme.example')).not.toBeInTheDocument();
    const betaCalls = gets().filter((call) => call.url.pathname.includes('/beta/'));
    expect(betaCalls.map((call) => call.url.search)).toEqual(['']);
  });

  it('shows a failed page in a dismissable banner and keeps the users already listed', async () => {
    respond = ({ url }) =>
      url.searchParams.has('offset')
        ? new Response('Backend exploded', { status: 500, statusText: 'Internal Server Error' })
        : json({ items: Array.from({ length: 20 }, (_, i) => person('acme', i)) });
    const { user } = renderView(acme);
    await waitFor(() => expect(count()).toBe('20 users (more available)'));
    await user.click(screen.getByRole('button', { name: 'Load More Users' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load users: Backend exploded');
    expect(count()).toBe('20 users (more available)');
    expect(screen.getByText('Person 0')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('hides Invite, Edit and Remove from users who cannot manage users', async () => {
    respond = () => json({ items: [person('acme', 1)] });
    renderView({ ...acme, canManageUsers: false });
    expect(await screen.findByRole('button', { name: 'View Person 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'JSON Person 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite User' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Person 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Person 1' })).not.toBeInTheDocument();
  });

  it('invites, toasts and refreshes the list', async () => {
    let invited = false;
    respond = ({ method }) => {
      if (method === 'POST') {
        invited = true;
        return json({ id: 'n1', email: 'new.person@example.com', status: 'invited' }, 201);
      }
      const items = [person('acme', 1)];
      if (invited)
        items.push({ ...person('acme', 2), name: 'New Person', email: 'new.person@example.com' });
      return json({ items });
    };
    const { user } = renderView(acme);
    await waitFor(() => expect(count()).toBe('1 user'));
    await user.click(screen.getByRole('button', { name: 'Invite User' }));
    await user.type(screen.getByLabelText(/Email/), 'new.person@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(
      await screen.findByText('Invitation sent to new.person@example.com'),
    ).toBeInTheDocument();
    await waitFor(() => expect(count()).toBe('2 users'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'new.person@example.com',
      roles: ['User'],
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('removes after confirmation, toasts, refreshes and puts focus on Invite User', async () => {
    let removed = false;
    respond = ({ method }) => {
      if (method === 'DELETE') {
        removed = true;
        return new Response(null, { status: 204 });
      }
      return json(removed ? [person('acme', 2)] : [person('acme', 1), person('acme', 2)]);
    };
    const { user } = renderView(acme);
    await user.click(await screen.findByRole('button', { name: 'Remove Person 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove User' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to remove Person 1 (p1@acme.example) from Acme?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Person 1 was removed from Acme')).toBeInTheDocument();
    await waitFor(() => expect(count()).toBe('1 user'));
    expect(screen.getByRole('button', { name: 'Invite User' })).toHaveFocus();
  });

  it('explains a backend without the remove call (DESIGN.md resolution 2)', async () => {
    respond = ({ method }) =>
      method === 'DELETE'
        ? new Response('', { status: 405, statusText: 'Method Not Allowed' })
        : json([person('acme', 1)]);
    const { user } = renderView(acme);
    await user.click(await screen.findByRole('button', { name: 'Remove Person 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove User' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Remove user functionality is not yet implemented in the API',
    );
    expect(calls.find((call) => call.method === 'DELETE')?.url.pathname).toBe(
      '/api/v1/organizations/acme/users/acme-u1',
    );
    expect(within(screen.getByRole('table')).getByText('Person 1')).toBeInTheDocument();
  });
});
