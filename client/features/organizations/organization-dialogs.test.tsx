// The view (domains) and managed-organizations dialogs, through the page so the real
// requests, invalidation and re-fetches run.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Organization } from '@shared/schemas';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ManagedOrganizationsDialog } from './managed-organizations-dialog';
import { OrganizationViewDialog } from './organization-view-dialog';
import { OrganizationsPage } from './organizations-page';
import { fakeBackend } from '../../test/fake-backend';
import { newQueryClient, renderWithApp } from '../../test/organizations-harness';
import { renderInTestStore } from '../../test/render-in-test-store';

function renderAlone(ui: ReactNode) {
  return renderInTestStore(
    <QueryClientProvider client={newQueryClient()}>{ui}</QueryClientProvider>,
  );
}

const ACME = 'aaaaaaaa-1111-4111-8111-111111111111';
const LABS = 'bbbbbbbb-2222-4222-8222-222222222222';
const GLOBEX = 'cccccccc-3333-4333-8333-333333333333';

const relation = {
  name: 'Acme Labs',
  organizationId: ACME,
  managedOrganizationId: LABS,
  addedDate: '2024-03-01T00:00:00.000Z',
  status: 'pending',
};

function organizations(acmeDomains: string[]): Organization[] {
  return [
    {
      id: ACME,
      name: 'Acme Corporation',
      status: 'active',
      userCount: 12,
      createdDate: '2024-01-02T10:00:00.000Z',
      domains: acmeDomains,
      managedOrganizations: [relation],
    },
    {
      id: LABS,
      name: 'Acme Labs',
      userCount: 2,
      domains: ['labs.example'],
      managedOrganizations: [],
    },
    { id: GLOBEX, name: 'Globex', status: 'suspended', domains: [], managedOrganizations: [] },
  ];
}

afterEach(() => vi.unstubAllGlobals());

/** A backend whose Acme domains change with the domain calls, like the real one. */
function domainBackend(options: { failRemove?: boolean } = {}) {
  let domains = ['acme.example', 'acme-corp.example'];
  const current = () => organizations(domains);
  const api = fakeBackend({
    'GET /api/v1/organizations': () => ({ body: current() }),
    [`GET /api/v1/organizations/${ACME}`]: () => ({ body: current()[0] }),
    [`POST /api/v1/organizations/${ACME}/domains`]: (request) => {
      domains = [...domains, (request.body as { domain: string }).domain];
      return { status: 201, body: current()[0] };
    },
    [`DELETE /api/v1/organizations/${ACME}/domains`]: (request) => {
      if (options.failRemove) return { status: 500, body: { message: 'Storage offline' } };
      domains = domains.filter((d) => d !== (request.body as { domain: string }).domain);
      return { body: current()[0] };
    },
  });
  return api;
}

async function openView(name = 'Acme Corporation') {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `View ${name}` }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Organization Details' }) };
}

describe('view dialog', () => {
  it('shows name, id, status, created, users, managed count and domains', async () => {
    domainBackend();
    await renderWithApp(<OrganizationsPage />);
    const { dialog } = await openView();
    const facts = within(dialog);
    expect(facts.getByText('Acme Corporation')).toBeInTheDocument();
    expect(facts.getByText(ACME)).toBeInTheDocument();
    expect(facts.getByText('Active')).toBeInTheDocument();
    expect(facts.getByText('12')).toBeInTheDocument();
    expect(facts.getByText('Managed Organizations').nextElementSibling).toHaveTextContent('1');
    expect(facts.getByText('acme.example')).toBeInTheDocument();
    expect(facts.getByText('acme-corp.example')).toBeInTheDocument();
  });

  it('adds a domain: button disabled while blank, the message, the exact payload', async () => {
    const api = domainBackend();
    await renderWithApp(<OrganizationsPage />);
    const { user, dialog } = await openView();
    const add = within(dialog).getByRole('button', { name: 'Add Domain' });
    expect(add).toBeDisabled();
    const input = within(dialog).getByLabelText('New domain');
    await user.type(input, '   ');
    expect(within(dialog).getByText('Domain name is required')).toBeInTheDocument();
    expect(add).toBeDisabled();
    await user.clear(input);
    await user.type(input, ' acme.example.org ');
    await user.click(add);
    await screen.findByText('Domain "acme.example.org" added');
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: `/api/v1/organizations/${ACME}/domains`,
        body: { domain: 'acme.example.org' },
      },
    ]);
    expect(await within(dialog).findByText('acme.example.org')).toBeInTheDocument();
    expect(input).toHaveValue('');
  });

  it('removes a domain after the spec question and re-fetches the organization', async () => {
    const api = domainBackend();
    await renderWithApp(<OrganizationsPage />);
    const { user, dialog } = await openView();
    await user.click(
      within(dialog).getByRole('button', { name: 'Remove domain acme-corp.example' }),
    );
    const confirm = screen.getByRole('dialog', { name: 'Remove Domain' });
    expect(confirm).toHaveTextContent(
      'Are you sure you want to remove the domain "acme-corp.example" from this organization?',
    );
    const fetchesBefore = api.sent.filter(
      (r) => r.method === 'GET' && r.path === `/api/v1/organizations/${ACME}`,
    ).length;
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await screen.findByText('Domain "acme-corp.example" removed');
    expect(api.writes()).toEqual([
      {
        method: 'DELETE',
        path: `/api/v1/organizations/${ACME}/domains`,
        body: { domain: 'acme-corp.example' },
      },
    ]);
    const fetchesAfter = api.sent.filter(
      (r) => r.method === 'GET' && r.path === `/api/v1/organizations/${ACME}`,
    ).length;
    expect(fetchesAfter).toBeGreaterThan(fetchesBefore);
    await waitFor(() =>
      expect(within(dialog).queryByText('acme-corp.example')).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByText('acme.example')).toBeInTheDocument();
  });

  it('reports a failed removal in a dismissable banner and keeps the domain', async () => {
    domainBackend({ failRemove: true });
    await renderWithApp(<OrganizationsPage />);
    const { user, dialog } = await openView();
    await user.click(within(dialog).getByRole('button', { name: 'Remove domain acme.example' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove Domain' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to remove domain: Storage offline');
    expect(within(dialog).getByText('acme.example')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers no domain changes without administrator rights', async () => {
    domainBackend();
    renderAlone(
      <OrganizationViewDialog organizationId={ACME} canEditDomains={false} onClose={() => {}} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Organization Details' });
    expect(await within(dialog).findByText('acme.example')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('New domain')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });
});

function managedBackend(
  options: { managed?: unknown; managedStatus?: number; addStatus?: number } = {},
) {
  return fakeBackend({
    'GET /api/v1/organizations': { body: organizations(['acme.example']) },
    [`GET /api/v1/organizations/${ACME}`]: { body: organizations(['acme.example'])[0] },
    [`GET /api/v1/organizations/${LABS}`]: { body: organizations([])[1] },
    [`GET /api/v1/organizations/${ACME}/managed`]: {
      status: options.managedStatus ?? 200,
      body: options.managed ?? [relation],
    },
    [`GET /api/v1/organizations/${GLOBEX}/managed`]: { body: [] },
    [`POST /api/v1/organizations/${ACME}/managed`]: {
      status: options.addStatus ?? 201,
      body: options.addStatus ? { message: 'nope' } : relation,
    },
    [`DELETE /api/v1/organizations/${ACME}/managed/${LABS}`]: { status: 204 },
  });
}

async function openManaged(name: string) {
  const user = userEvent.setup();
  await user.click(
    await screen.findByRole('button', { name: `View managed organizations of ${name}` }),
  );
  return { user, dialog: screen.getByRole('dialog', { name: `Managed Organizations — ${name}` }) };
}

describe('managed organizations dialog', () => {
  it('shows no View, Remove or Add Managed Organization without administrator rights', async () => {
    managedBackend();
    renderAlone(
      <ManagedOrganizationsDialog
        organization={organizations([])[0]!}
        canManage={false}
        onView={() => {}}
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: /Managed Organizations/ });
    expect(await within(dialog).findByText('Acme Labs')).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: /View|Remove|Add/ }),
    ).not.toBeInTheDocument();
  });

  it('lists organization id, managed org id, added date and status', async () => {
    managedBackend();
    await renderWithApp(<OrganizationsPage />);
    const { dialog } = await openManaged('Acme Corporation');
    const table = await within(dialog).findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Name',
      'Organization ID',
      'Managed Org ID',
      'Added',
      'Status',
      'Actions',
    ]);
    const cells = within(table).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('Acme Labs');
    expect(cells[1]).toHaveTextContent('aaaaaaaa');
    expect(cells[2]).toHaveTextContent('bbbbbbbb');
    expect(cells[3]).toHaveTextContent('2024');
    expect(cells[4]).toHaveTextContent('Pending');
  });

  it("says when an organization doesn't manage any", async () => {
    managedBackend();
    await renderWithApp(<OrganizationsPage />);
    const { dialog } = await openManaged('Globex');
    expect(
      await within(dialog).findByText("This organization doesn't manage any other organizations."),
    ).toBeInTheDocument();
  });

  it('reports a failed load with the organization and the message', async () => {
    managedBackend({ managedStatus: 500, managed: { message: 'Upstream down' } });
    await renderWithApp(<OrganizationsPage />);
    const { user, dialog } = await openManaged('Acme Corporation');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Failed to load managed organizations for Acme Corporation: Upstream down',
    );
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('View opens the managed organization', async () => {
    managedBackend();
    await renderWithApp(<OrganizationsPage />);
    const { user, dialog } = await openManaged('Acme Corporation');
    await user.click(await within(dialog).findByRole('button', { name: 'View Acme Labs' }));
    const view = screen.getByRole('dialog', { name: 'Organization Details' });
    expect(await within(view).findByText(LABS)).toBeInTheDocument();
  });

  it('Remove asks, then calls the managed endpoint', async () => {
    const api = managedBackend();
    await renderWithApp(<OrganizationsPage />);
    const { user, dialog } = await openManaged('Acme Corporation');
    await user.click(await within(dialog).findByRole('button', { name: 'Remove Acme Labs' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove Managed Organization' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await screen.findByText('"Acme Labs" is no longer managed by "Acme Corporation"');
    expect(api.writes()).toEqual([
      { method: 'DELETE', path: `/api/v1/organizations/${ACME}/managed/${LABS}`, body: undefined },
    ]);
  });

  it('Add Managed Organization searches the organizations and adds the chosen one', async () => {
    const api = managedBackend();
    await renderWithApp(<OrganizationsPage />);
    const { user, dialog } = await openManaged('Acme Corporation');
    await user.click(within(dialog).getByRole('button', { name: 'Add Managed Organization' }));
    const list = within(dialog).getByRole('listbox', { name: /Organization to manage/ });
    // itself and the already managed Acme Labs are not offered
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Globex (cccccccc)']);
    await user.type(within(dialog).getByLabelText('Search organizations'), 'zzz');
    expect(within(dialog).getByText('No organizations match.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Search organizations'));
    await user.type(within(dialog).getByLabelText('Search organizations'), 'glo');
    const add = within(dialog).getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    await user.selectOptions(list, GLOBEX);
    await user.click(add);
    await screen.findByText('"Globex" is now managed by "Acme Corporation"');
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: `/api/v1/organizations/${ACME}/managed`,
        body: { managedOrganizationId: GLOBEX },
      },
    ]);
  });

  it('falls back to the not-implemented text when the backend has no managed endpoints', async () => {
    managedBackend({ addStatus: 501 });
    await renderWithApp(<OrganizationsPage />);
    const { user, dialog } = await openManaged('Acme Corporation');
    await user.click(within(dialog).getByRole('button', { name: 'Add Managed Organization' }));
    await user.selectOptions(
      within(dialog).getByRole('listbox', { name: /Organization to manage/ }),
      GLOBEX,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Add managed organization functionality is not yet implemented in the API',
    );
  });
});
