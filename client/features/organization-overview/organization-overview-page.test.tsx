import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@shared/permissions';
import { authStateAtom } from '../../lib/auth/auth-atoms';
import { localDay } from '../../lib/local-day';
import { jsonResponse, stubBackend, type FakeRequest } from '../../test/fake-backend';
import { statsAnswer } from '../../test/stats-fixtures';
import { OrganizationOverviewPage } from './organization-overview-page';

const ACME = 'acme-id';
const acme = {
  id: ACME,
  name: 'Acme Corporation',
  slug: 'acme',
  status: 'suspended',
  createdDate: '2024-01-02T10:00:00.000Z',
  userCount: 63,
  domains: ['acme.example', 'acme-corp.example'],
  managedOrganizations: [
    { organizationId: ACME, managedOrganizationId: 'labs-id', name: 'Acme Labs' },
    { organizationId: ACME, managedOrganizationId: 'europe-id', name: 'Acme Europe' },
  ],
};

// The test DOM has no canvas: the bars are the browser test's; the figure, links and table are here.
vi.mock('../../components/charts/draw-day-bars', () => ({
  drawDayBars: () => () => undefined,
}));

/** Answers by path; anything else is a JSON 404. Returns the requests made. */
function stubApi(answers: Record<string, { status?: number; body: unknown }>): FakeRequest[] {
  const { requests } = stubBackend(({ path }) => {
    const answer = answers[path] ?? { status: 404, body: { message: 'Not found' } };
    return jsonResponse(answer.body, answer.status ?? 200);
  });
  return requests;
}

async function renderPage(options: { roles?: Role[]; organizationId?: string } = {}) {
  const store = createStore();
  store.set(authStateAtom, {
    isAuthenticated: true,
    loading: false,
    roles: options.roles ?? ['Manager'],
    user: {
      sub: 'u',
      name: 'Max',
      email: 'max@example.com',
      organizationId: options.organizationId,
    },
  });
  const root = createRootRoute();
  const page = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: OrganizationOverviewPage,
  });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router as never} />
      </QueryClientProvider>
    </Provider>,
  );
  await act(() => router.load());
}

afterEach(() => vi.unstubAllGlobals());

describe('OrganizationOverviewPage', () => {
  it('shows the selected organization: name, id, status, domains, users, managed count', async () => {
    stubApi({
      [`/api/v1/organizations/${ACME}`]: { body: acme },
      [`/api/v1/organizations/${ACME}/managed`]: { body: acme.managedOrganizations },
    });
    await renderPage({ organizationId: ACME });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Acme Corporation' }),
    ).toBeVisible();
    expect(screen.getByText(ACME)).toBeInTheDocument();
    expect(screen.getByText('Suspended')).toHaveClass('chip--danger');
    expect(await screen.findByText('63')).toBeInTheDocument();
    expect(
      screen.getByText('Managed Organizations', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('2');
    const domains = screen.getByRole('region', { name: 'Domains' });
    expect(
      within(domains)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['acme.example', 'acme-corp.example']);
  });

  it('links to its users, onboardings, settings and managed organizations', async () => {
    stubApi({
      [`/api/v1/organizations/${ACME}`]: { body: acme },
      [`/api/v1/organizations/${ACME}/managed`]: { body: acme.managedOrganizations },
    });
    await renderPage({ organizationId: ACME });
    const nav = await screen.findByRole('navigation', { name: 'Organization pages' });
    await within(nav).findByText('63 users');
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/organization/users',
      '/organization/onboardings',
      '/organization/settings',
      '/organization/managed',
    ]);
    expect(within(nav).getByText('2 managed organizations')).toBeInTheDocument();
  });

  it('says so when no organization is selected', async () => {
    stubApi({});
    await renderPage({ organizationId: undefined });
    expect(await screen.findByText('No Organization Selected')).toBeInTheDocument();
  });

  it('reports a failed load of the organization', async () => {
    stubApi({
      [`/api/v1/organizations/${ACME}`]: { status: 500, body: { message: 'Upstream down' } },
      [`/api/v1/organizations/${ACME}/managed`]: { body: [] },
    });
    await renderPage({ organizationId: ACME });
    expect(await screen.findByText(/Upstream down/)).toBeInTheDocument();
  });

  it('says how many settings fields a managed organization sets itself (DESIGN resolution 23)', async () => {
    const own = { from: 'own', organizationId: ACME, organizationName: 'Acme Corporation' };
    const inherited = { from: 'inherited', organizationId: 'g', organizationName: 'Globex' };
    stubApi({
      [`/api/v1/organizations/${ACME}`]: { body: acme },
      [`/api/v1/organizations/${ACME}/managed`]: { body: acme.managedOrganizations },
      [`/api/v1/organizations/${ACME}/settings`]: {
        body: {
          sources: {
            'security.requireMfa': own,
            'security.sessionTimeout': own,
            'branding.logoUrl': inherited,
          },
          inheritsFrom: { organizationId: 'g', organizationName: 'Globex' },
        },
      },
    });
    await renderPage({ organizationId: ACME });
    const fact = await screen.findByText('Settings', { selector: 'dt' });
    expect(fact.nextElementSibling).toHaveTextContent(
      'Overrides 2 fields of 12 inherited from Globex',
    );
  });

  it('says nothing about settings for an organization nobody manages', async () => {
    stubApi({
      [`/api/v1/organizations/${ACME}`]: { body: acme },
      [`/api/v1/organizations/${ACME}/managed`]: { body: acme.managedOrganizations },
      [`/api/v1/organizations/${ACME}/settings`]: { body: { sources: {}, inheritsFrom: null } },
    });
    await renderPage({ organizationId: ACME });
    await screen.findByText('63');
    expect(screen.queryByText('Settings', { selector: 'dt' })).toBeNull();
  });

  it("draws its members' activity per day, each day a link to its Activity list for that day", async () => {
    const requests = stubApi({
      [`/api/v1/organizations/${ACME}`]: { body: acme },
      [`/api/v1/organizations/${ACME}/managed`]: { body: acme.managedOrganizations },
      '/api/v1/audit-events/stats': { body: statsAnswer((index) => ({ user: index % 2 })) },
    });
    await renderPage({ organizationId: ACME });
    const chart = await screen.findByRole('figure', { name: "Members' activity per day" });
    expect(within(chart).getByText('15 events in 30 days')).toBeInTheDocument();
    const today = localDay(Date.now());
    const [todayRow] = within(within(chart).getByRole('table')).getAllByRole('row').slice(1);
    expect(within(todayRow!).getByRole('link')).toHaveAttribute(
      'href',
      `/organization/activity?range=custom&from=${today}&to=${today}`,
    );
    const call = requests.find((request) => request.path === '/api/v1/audit-events/stats');
    expect(call?.url.searchParams.get('organizationId')).toBe(ACME);
  });

  it("asks nothing and draws nothing for who may not read the organization's record", async () => {
    const requests = stubApi({
      [`/api/v1/organizations/${ACME}`]: { body: acme },
      [`/api/v1/organizations/${ACME}/managed`]: { body: acme.managedOrganizations },
      '/api/v1/audit-events/stats': { body: statsAnswer(() => ({ user: 1 })) },
    });
    await renderPage({ roles: ['User'], organizationId: ACME });
    await screen.findByText('63');
    expect(screen.queryByRole('figure')).toBeNull();
    expect(requests.some((request) => request.path.endsWith('/stats'))).toBe(false);
  });

  it('keeps its facts and shows no chart and no error against a BFF without the stats call', async () => {
    stubApi({
      [`/api/v1/organizations/${ACME}`]: { body: acme },
      [`/api/v1/organizations/${ACME}/managed`]: { body: acme.managedOrganizations },
    });
    await renderPage({ organizationId: ACME });
    await screen.findByText('63');
    await waitFor(() => expect(screen.queryByText(/Loading members/)).toBeNull());
    expect(screen.queryByRole('figure')).toBeNull();
    expect(screen.queryByText(/Not found/)).toBeNull();
  });
});
