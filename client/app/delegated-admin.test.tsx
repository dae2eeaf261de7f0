// A Manager as delegated admin (issue #23): Overview and Managed Orgs in the sidebar; rename,
// status and domains of their own and managed organizations through Edit Organization; never a
// History link or Activity entry the backend is sure to refuse (a Manager reads their own
// organization's record only); the Settings hint names a screen they can open.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import { ORG_ID, signedInAs } from '../test/auth-fixtures';
import { mockApi, type Route } from '../test/fake-backend';
import { renderApp } from '../test/render-app';

const BETA = 'org-beta';
const acme = { id: ORG_ID, name: 'Acme Corporation', status: 'active', domains: ['acme.com'] };
const beta = { id: BETA, name: 'Beta Labs', status: 'active', domains: ['beta.io'] };
const relation = { organizationId: ORG_ID, managedOrganizationId: BETA, name: 'Beta Labs' };

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

function backend(extra: Record<string, Route> = {}) {
  return mockApi({
    [`GET /api/v1/organizations/${ORG_ID}`]: { body: acme },
    [`GET /api/v1/organizations/${ORG_ID}/managed`]: { body: [relation] },
    [`GET /api/v1/organizations/${BETA}`]: () =>
      new Response(JSON.stringify(beta), {
        headers: { 'Content-Type': 'application/json', ETag: '"beta-1"' },
      }),
    [`GET /api/v1/organizations/${BETA}/managed`]: { body: [] },
    'GET /api/v1/audit-events': { body: { items: [], nextCursor: null, total: 0 } },
    ...extra,
  });
}

const sidebar = () => screen.getByRole('navigation', { name: 'Main' });
const main = () => screen.getByRole('main');
const auditCalls = (api: ReturnType<typeof backend>) =>
  api.calls.filter((call) => call.path === '/api/v1/audit-events');

describe('a Manager administers their own and managed organizations', () => {
  it(
    'renames a managed organization and adds a domain from Managed Orgs (If-Match sent)',
    { timeout: 20_000 },
    async () => {
      const api = backend({
        [`PATCH /api/v1/organizations/${BETA}`]: (request) => ({
          body: { ...beta, ...(request.body as object) },
        }),
      });
      await renderApp('/organization/managed', signedInAs('manager'));
      await screen.findByRole('main', {}, { timeout: 5000 });
      const user = userEvent.setup();
      await user.click(await within(main()).findByRole('button', { name: 'Edit Beta Labs' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Organization' });
      const save = within(dialog).getByRole('button', { name: 'Save Changes' });
      await waitFor(() => expect(save).toBeEnabled());
      await user.clear(within(dialog).getByLabelText(/Name/));
      await user.type(within(dialog).getByLabelText(/Name/), 'Beta Labs EU');
      await user.type(within(dialog).getByLabelText('Domains'), ', beta.eu');
      await user.click(save);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const patch = api.calls.find((call) => call.method === 'PATCH');
      expect(patch?.body).toEqual({
        name: 'Beta Labs EU',
        status: 'active',
        domains: ['beta.io', 'beta.eu'],
      });
      expect(new Headers(patch?.init?.headers).get('If-Match')).toBe('"beta-1"');
    },
  );

  it('offers Overview and Managed Orgs in the sidebar, and Edit Organization on Overview', async () => {
    backend();
    await renderApp('/organization/overview', signedInAs('manager'));
    await screen.findByRole('main', {}, { timeout: 5000 });
    await within(main()).findByRole('heading', { name: 'Acme Corporation', level: 1 });
    await within(sidebar()).findByRole('link', { name: 'Managed Orgs' });
    expect(within(sidebar()).getByRole('link', { name: 'Overview' })).toBeInTheDocument();
    expect(
      await within(main()).findByRole('button', { name: 'Edit Organization' }),
    ).toBeInTheDocument();
    expect(await within(main()).findByRole('link', { name: 'History of Acme Corporation' }));
  });

  it('shows no History link nor Activity entry for a managed organization, and asks nothing', async () => {
    localStorage.setItem(STORAGE_KEYS.selectedOrganizationId, BETA);
    const api = backend();
    await renderApp('/organization/overview', signedInAs('manager'));
    await screen.findByRole('main', {}, { timeout: 5000 });
    await within(main()).findByRole('heading', { name: 'Beta Labs', level: 1 });
    await within(main()).findByRole('button', { name: 'Edit Organization' });
    expect(within(main()).queryByText('History')).toBeNull();
    expect(within(sidebar()).queryByRole('link', { name: 'Activity' })).toBeNull();
    expect(auditCalls(api).filter((call) => call.url.searchParams.has('organizationId'))).toEqual(
      [],
    );
  });

  it("says so on a managed organization's Activity page instead of asking", async () => {
    localStorage.setItem(STORAGE_KEYS.selectedOrganizationId, BETA);
    const api = backend();
    await renderApp('/organization/activity', signedInAs('manager'));
    await screen.findByRole('main', {}, { timeout: 5000 });
    expect(
      await screen.findByText("This organization's activity is not open to you."),
    ).toBeInTheDocument();
    // No read of the managed organization's record (a previous test's late prefetch of the
    // Manager's own organization may still land on this test's stub; it is not what is tested).
    expect(
      auditCalls(api).filter((call) => call.url.searchParams.get('organizationId') === BETA),
    ).toEqual([]);
  });

  it('offers a User no Edit, and no Overview or Managed Orgs in the sidebar', async () => {
    backend();
    await renderApp('/organization/managed', signedInAs('user'));
    await screen.findByRole('main', {}, { timeout: 5000 });
    await within(main()).findByText('Beta Labs');
    expect(within(main()).queryByRole('button', { name: 'Edit Beta Labs' })).toBeNull();
    expect(within(sidebar()).queryByRole('link', { name: 'Managed Orgs' })).toBeNull();
  });

  it('Settings sends a Manager to a screen they can open for the domains', async () => {
    backend();
    await renderApp('/organization/settings', signedInAs('manager'));
    expect(
      await screen.findByText(
        'The slug and domains belong to the organization: change its domains with Edit Organization on Overview or Managed Orgs.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/on the Organizations screen/)).toBeNull();
  });
});
