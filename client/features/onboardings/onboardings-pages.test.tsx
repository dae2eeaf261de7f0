// Both routes' pages: who may see them, the global organization list kept in the URL, and the
// organization page following the selected organization.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStateAtom } from '../../lib/auth/auth-atoms';
import { GlobalOnboardingsPage } from './global-onboardings-page';
import { OrganizationOnboardingsPage } from './organization-onboardings-page';
import { jsonResponse as json, stubBackend } from '../../test/fake-backend';
import { renderAt, signInAs } from '../../test/screen-harness';
import { testStore } from '../../test/test-store';

const ORGANIZATIONS = [
  { id: 'acme', name: 'Acme Corporation', status: 'active' },
  { id: 'globex', name: 'Globex Corporation', status: 'suspended' },
];
const ONBOARDINGS: Record<string, unknown[]> = {
  acme: [{ id: 'a1', status: 'completed', customerSlug: 'acme-one', createdDate: '2024-01-01' }],
  globex: [
    { id: 'g1', status: 'error', customerSlug: 'globex-one', createdDate: '2024-01-01' },
    { id: 'g2', status: 'in-progress', customerSlug: 'globex-two', createdDate: '2024-02-01' },
  ],
};

function backend() {
  return stubBackend(({ url }) => {
    const parts = url.pathname.split('/');
    if (url.pathname === '/api/v1/organizations') return json(ORGANIZATIONS);
    if (parts[5] === 'onboardings') return json(ONBOARDINGS[parts[4] ?? ''] ?? []);
    if (parts[5] === 'managed') return json([]);
    const organization = ORGANIZATIONS.find((o) => o.id === parts[4]);
    return organization ? json(organization) : json({ message: 'Not found' }, 404);
  }).requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('GlobalOnboardingsPage', () => {
  it('opens on every organization’s onboardings, filtered by the backend, page by page', async () => {
    signInAs(['Administrator']);
    const row = (id: string, organizationName: string, status: string) => ({
      id,
      organizationId: id,
      organizationName,
      status,
      customerSlug: `slug-${id}`,
      createdDate: '2026-11-01T00:00:00Z',
    });
    const calls = stubBackend(({ url }) => {
      if (url.pathname === '/api/v1/organizations') return json(ORGANIZATIONS);
      if (url.pathname !== '/api/v1/onboardings') return json({ message: 'Not found' }, 404);
      const status = url.searchParams.get('status');
      if (status !== 'failed')
        return json({ items: [row('x1', 'Acme Corporation', 'pending')], nextCursor: null });
      return url.searchParams.get('cursor') === 'page-2'
        ? json({ items: [row('f3', 'Initech', 'failed')], nextCursor: null, total: 3 })
        : json({
            items: [
              row('f1', 'Acme Corporation', 'failed'),
              row('f2', 'Globex Corporation', 'error'),
            ],
            nextCursor: 'page-2',
            total: 3,
            counts: { all: 5, pending: 1, in_progress: 0, completed: 0, failed: 3, cancelled: 1 },
          });
    }).requests;
    const { user } = renderAt('/global/onboardings', GlobalOnboardingsPage, { toasts: true });
    expect(
      await screen.findByRole('heading', { name: 'All organizations: Onboardings' }),
    ).toBeInTheDocument();
    const list = screen.getByRole('navigation', { name: 'Organizations' });
    expect(await within(list).findByRole('link', { name: 'All organizations' })).toHaveAttribute(
      'aria-current',
    );
    await user.click(screen.getByRole('button', { name: /^Failed/ }));
    const table = await screen.findByRole('table', { name: 'All organizations onboardings' });
    expect(await within(table).findByText('Globex Corporation')).toBeInTheDocument();
    expect(screen.getByText('3 onboardings')).toBeInTheDocument();
    // The backend's counts per status fill the chips.
    expect(screen.getByRole('button', { name: 'Failed 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All 5' })).toBeInTheDocument();
    expect(screen.getByText('2 of 3 loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more onboardings' }));
    expect(await within(table).findByText('Initech')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more onboardings' })).toBeNull();
    const asked = calls
      .filter((c) => c.url.pathname === '/api/v1/onboardings')
      .map((c) => [c.url.searchParams.get('status'), c.url.searchParams.get('cursor')]);
    expect(asked).toEqual(
      expect.arrayContaining([
        ['failed', null],
        ['failed', 'page-2'],
      ]),
    );
    // Across organizations nobody creates: an onboarding needs its organization.
    expect(screen.queryByRole('button', { name: 'Create Onboarding' })).toBeNull();
  });

  it('lists organizations, keeps the chosen one in the URL and loads its onboardings', async () => {
    signInAs(['Administrator']);
    const calls = backend();
    const { user, router } = renderAt('/global/onboardings', GlobalOnboardingsPage, {
      toasts: true,
    });
    const list = await screen.findByRole('navigation', { name: 'Organizations' });
    expect(await within(list).findByRole('link', { name: /Acme Corporation/ })).toBeInTheDocument();
    // This backend has no list across organizations: SPEC's prompt, and why.
    expect(await screen.findByText('Select an organization')).toBeInTheDocument();
    expect(
      screen.getByText(/This backend does not list onboardings across organizations/),
    ).toBeInTheDocument();

    await user.click(within(list).getByRole('link', { name: /Globex Corporation/ }));
    expect(
      await screen.findByRole('heading', { name: 'Globex Corporation Onboardings' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ org: 'globex' });
    expect(within(list).getByRole('link', { name: /Globex Corporation/ })).toHaveAttribute(
      'aria-current',
    );
    expect(within(list).getByRole('link', { name: /Acme Corporation/ })).not.toHaveAttribute(
      'aria-current',
    );
    expect(await screen.findByText('globex-one')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Failed 1' })).toBeInTheDocument();
    // Two filter boxes on one screen, each saying what it filters (#34 item 5).
    expect(screen.getAllByRole('searchbox').map((box) => box.getAttribute('placeholder'))).toEqual([
      'Filter organizations',
      'Filter onboardings...',
    ]);

    await user.click(within(list).getByRole('link', { name: /Acme Corporation/ }));
    expect(await screen.findByText('acme-one')).toBeInTheDocument();
    expect(screen.queryByText('globex-one')).not.toBeInTheDocument();
    expect(calls.map((c) => c.url.pathname)).toEqual(
      expect.arrayContaining([
        '/api/v1/organizations/globex/onboardings',
        '/api/v1/organizations/acme/onboardings',
      ]),
    );

    const before = calls.filter((c) => c.url.pathname === '/api/v1/organizations').length;
    await user.click(within(list).getByRole('button', { name: 'Refresh' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.url.pathname === '/api/v1/organizations').length).toBe(
        before + 1,
      ),
    );
  });

  it('draws the first 100 organization links, says how many match, and keeps the chosen one', async () => {
    signInAs(['Administrator']);
    const many = Array.from({ length: 150 }, (_, n) => ({
      id: `org-${n}`,
      name: `Company ${String(n).padStart(3, '0')}`,
      status: 'active',
    }));
    stubBackend(({ url }) => (url.pathname === '/api/v1/organizations' ? json(many) : json([])));
    const { user } = renderAt('/global/onboardings?org=org-140', GlobalOnboardingsPage, {
      toasts: true,
    });
    const list = await screen.findByRole('navigation', { name: 'Organizations' });
    await within(list).findByRole('link', { name: /Company 000/ });
    // All organizations, the first 100, and the chosen 141st.
    expect(within(list).getAllByRole('link')).toHaveLength(102);
    expect(within(list).getByRole('link', { name: /Company 140/ })).toHaveAttribute('aria-current');
    expect(within(list).queryByRole('link', { name: /Company 120/ })).toBeNull();
    expect(within(list).getByRole('status')).toHaveTextContent('101 of 150 shown: type to narrow.');
    await user.type(within(list).getByRole('searchbox'), 'Company 12');
    expect(within(list).getByRole('link', { name: /Company 120/ })).toBeInTheDocument();
    // Every match shown: the line stays (nothing below moves), saying nothing.
    expect(within(list).getByRole('status')).toBeEmptyDOMElement();
  });

  it('opens straight on the organization named in the URL', async () => {
    signInAs(['Administrator']);
    backend();
    renderAt('/global/onboardings?org=globex', GlobalOnboardingsPage, { toasts: true });
    expect(
      await screen.findByRole('heading', { name: 'Globex Corporation Onboardings' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('globex-two')).toBeInTheDocument();
  });
});

describe('OrganizationOnboardingsPage', () => {
  it('titles the selected organization and lists its onboardings', async () => {
    signInAs(['Manager'], 'acme');
    backend();
    renderAt('/organization/onboardings', OrganizationOnboardingsPage, { toasts: true });
    expect(
      await screen.findByRole('heading', { name: 'Acme Corporation Onboardings' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('acme-one')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Organizations' })).not.toBeInTheDocument();
  });

  it("says 'No Organization Selected' when the user has none", async () => {
    testStore().set(authStateAtom, {
      isAuthenticated: true,
      user: { sub: 'n1', name: 'Nora Nobody', email: 'nobody@example.com' },
      roles: ['User'],
      loading: false,
    });
    backend();
    renderAt('/organization/onboardings', OrganizationOnboardingsPage, { toasts: true });
    expect(
      await screen.findByRole('heading', { name: 'No Organization Selected' }),
    ).toBeInTheDocument();
  });
});
