// Route loaders: a screen's reads start with the navigation (or a hover's preload), before its
// page mounts; cached data shows at once on Back while it refreshes; the guard still decides.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ORG_ID, signedInAs } from '../test/auth-fixtures';
import { mockApi, type FakeRequest } from '../test/fake-backend';
import { advanceClock, useMovingFakeClock } from '../test/fake-clock';
import { renderApp } from '../test/render-app';
import { loadBootModules } from './route-loaders';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ZENITH = { id: 'org-zenith', name: 'Zenith Holdings', domains: [] };
const CONTEXT = {
  [`GET /api/v1/organizations/${ORG_ID}`]: { body: { id: ORG_ID, name: 'Acme Corporation' } },
  [`GET /api/v1/organizations/${ORG_ID}/managed`]: {
    body: [{ id: 'org-beta', name: 'Beta Labs', managedOrganizationId: 'org-beta' }],
  },
};

/** A request that never answers (the test looks at what shows meanwhile). */
const never = () => new Promise<Response>(() => {});

describe('route loaders', () => {
  // As app.tsx does beside the first identity check: the reads' module is there before any
  // navigation (whether this worker's earlier files loaded the pages' modules or not).
  beforeAll(() => loadBootModules());

  it('start the request before the page component mounts', async () => {
    const mountedAtRequest: boolean[] = [];
    const { callsTo } = mockApi({
      ...CONTEXT,
      'GET /api/v1/organizations': () => {
        mountedAtRequest.push(document.querySelector('.organizations-page') !== null);
        return { body: [ZENITH] };
      },
    });
    await renderApp('/global/organizations', signedInAs('admin'));
    expect(await screen.findByText('Zenith Holdings')).toBeInTheDocument();
    // The first request left before the page existed (the tests' query client keeps nothing
    // fresh, so the mounted page may ask again; the console's keeps answers 30 s).
    expect(callsTo('/api/v1/organizations').length).toBeGreaterThan(0);
    expect(mountedAtRequest[0]).toBe(false);
  });

  it('preload the data, not only the code, on intent (hover): the click then shows it at once', async () => {
    const { callsTo } = mockApi({ ...CONTEXT, 'GET /api/v1/organizations': { body: [ZENITH] } });
    const { router } = await renderApp('/profile', signedInAs('admin'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));

    await act(() => router.preloadRoute({ to: '/global/organizations' }));
    await waitFor(() => expect(callsTo('/api/v1/organizations')).toHaveLength(1));
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.queryByText('Zenith Holdings')).toBeNull();

    // The answer is in; the click finds it (no spinner, and nothing waits on a request).
    mockApi({ ...CONTEXT, 'GET /api/v1/organizations': never });
    await act(() => router.navigate({ to: '/global/organizations' }));
    expect(await screen.findByText('Zenith Holdings')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('show cached data at once on Back, refreshed in the background', async () => {
    mockApi({ ...CONTEXT, 'GET /api/v1/organizations': { body: [ZENITH] } });
    const { router } = await renderApp('/global/organizations', signedInAs('admin'));
    expect(await screen.findByText('Zenith Holdings')).toBeInTheDocument();
    await act(() => router.navigate({ to: '/profile' }));
    await waitFor(() => expect(screen.queryByText('Zenith Holdings')).toBeNull());

    // The refresh on return hangs: what shows comes from the cache alone.
    const refresh = mockApi({ ...CONTEXT, 'GET /api/v1/organizations': never });
    act(() => router.history.back());
    expect(await screen.findByText('Zenith Holdings')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/global/organizations');
    expect(refresh.callsTo('/api/v1/organizations')).toHaveLength(1);
  });

  it('leave a failed read to the page, which shows its own error text', async () => {
    mockApi({
      ...CONTEXT,
      'GET /api/v1/organizations': { status: 500, body: { message: 'Database unavailable' } },
    });
    const { router } = await renderApp('/global/organizations', signedInAs('admin'));
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/global/organizations');
  });

  it('make no request for a page the guard refuses', async () => {
    const { callsTo } = mockApi({ ...CONTEXT, 'GET /api/v1/organizations': { body: [ZENITH] } });
    const { router } = await renderApp('/global/organizations', signedInAs('user'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-denied'));
    await act(() => router.preloadRoute({ to: '/global/provisioner' }));
    expect(callsTo('/api/v1/organizations')).toHaveLength(0);
    expect(callsTo('/api/v1/provisioner')).toHaveLength(0);
  });
});

it("start a deep link's ?org= onboardings on the global onboardings page beside the list", async () => {
  const { callsTo } = mockApi({
    ...CONTEXT,
    'GET /api/v1/organizations': never,
    'GET /api/v1/organizations/org-zenith/onboardings': { body: [] },
  });
  await renderApp('/global/onboardings?org=org-zenith', signedInAs('admin'));
  // The page waits for the list before it asks; the loader did not.
  await waitFor(() =>
    expect(callsTo('/api/v1/organizations/org-zenith/onboardings')).toHaveLength(1),
  );
  expect(callsTo('/api/v1/organizations')).toHaveLength(1);
});

describe('screens of the selected organization', () => {
  const usersOf = (request: FakeRequest) => request.path.match(/organizations\/(.+)\/users$/)?.[1];

  it('start their read with the user’s own organization, before the organization context answers', async () => {
    const { calls } = mockApi({
      [`GET /api/v1/organizations/${ORG_ID}`]: never,
      [`GET /api/v1/organizations/${ORG_ID}/managed`]: never,
      [`GET /api/v1/organizations/${ORG_ID}/users`]: { body: [] },
    });
    await renderApp('/organization/users', signedInAs('user'));
    await waitFor(() => expect(calls.map(usersOf).filter(Boolean)).toEqual([ORG_ID]));
    // Without the own organization's record (its name for the title) the page waits.
    expect(await screen.findAllByText('Loading organizations...')).not.toHaveLength(0);
  });

  it('show the own organization’s users before its managed organizations answer, asking for it once', async () => {
    const { callsTo } = mockApi({
      [`GET /api/v1/organizations/${ORG_ID}`]: { body: { id: ORG_ID, name: 'Acme Corporation' } },
      [`GET /api/v1/organizations/${ORG_ID}/managed`]: never,
      [`GET /api/v1/organizations/${ORG_ID}/users`]: {
        body: [{ id: 'u-1', name: 'Ann Acme', email: 'ann@acme.example' }],
      },
    });
    await renderApp('/organization/users', signedInAs('user'));
    expect(await screen.findByText('Ann Acme')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Acme Corporation Users');
    // The picker still says the list is loading.
    expect(screen.getByText('Loading organizations...')).toBeInTheDocument();
    // The context, once its delay is over, took the screen's read of the organization.
    await waitFor(() => expect(callsTo(`/api/v1/organizations/${ORG_ID}/managed`)).toHaveLength(1));
    expect(callsTo(`/api/v1/organizations/${ORG_ID}`)).toHaveLength(1);
  });

  it('wait for the list when another organization is stored (it may not be in the list)', async () => {
    localStorage.setItem('selected-organization-id', 'org-beta');
    useMovingFakeClock();
    mockApi({
      [`GET /api/v1/organizations/${ORG_ID}`]: { body: { id: ORG_ID, name: 'Acme Corporation' } },
      [`GET /api/v1/organizations/${ORG_ID}/managed`]: never,
      'GET /api/v1/organizations/org-beta/users': { body: [] },
      [`GET /api/v1/organizations/${ORG_ID}/users`]: { body: [] },
    });
    await renderApp('/organization/users', signedInAs('user'));
    expect(await screen.findAllByText('Loading organizations...')).toHaveLength(2);
    // A minute later on the clock (every retry and pending timer run): still no users screen.
    await advanceClock(60_000);
    expect(screen.queryByRole('heading', { name: /Users$/ })).toBeNull();
  });

  it('start it with the stored selection when there is one', async () => {
    localStorage.setItem('selected-organization-id', 'org-beta');
    const { calls } = mockApi({
      ...CONTEXT,
      'GET /api/v1/organizations/org-beta/users': {
        body: [{ id: 'u-9', name: 'Bea Beta', email: 'bea@beta.example' }],
      },
    });
    await renderApp('/organization/users', signedInAs('user'));
    expect(await screen.findByText('Bea Beta')).toBeInTheDocument();
    // Only the stored organization's users were asked for, and only once the context's list
    // had confirmed it (#25 item 9).
    expect(new Set(calls.map(usersOf).filter(Boolean))).toEqual(new Set(['org-beta']));
    const firstUsersRead = calls.findIndex((call) => usersOf(call) === 'org-beta');
    const managedRead = calls.findIndex((call) => call.path.endsWith(`${ORG_ID}/managed`));
    expect(managedRead).toBeGreaterThanOrEqual(0);
    expect(firstUsersRead).toBeGreaterThan(managedRead);
  });

  it('never reads for a stale or planted stored organization (#25 item 9)', async () => {
    localStorage.setItem('selected-organization-id', 'org-globex-planted');
    const { calls } = mockApi({
      ...CONTEXT,
      [`GET /api/v1/organizations/${ORG_ID}/users`]: {
        body: [{ id: 'u-1', name: 'Ann Acme', email: 'ann@acme.example' }],
      },
    });
    await renderApp('/organization/users', signedInAs('user'));
    expect(await screen.findByText('Ann Acme')).toBeInTheDocument();
    expect(calls.filter((call) => call.path.includes('org-globex-planted'))).toEqual([]);
  });

  it('start nothing for a user without an organization', async () => {
    const { calls } = mockApi({});
    const { router } = await renderApp('/organization/users', signedInAs('nobody'));
    await waitFor(() => expect(router.state.matches.at(-1)?.status).toBe('success'));
    expect(await screen.findByText('No Organization Selected')).toBeInTheDocument();
    expect(calls.filter((call) => call.path.startsWith('/api/'))).toEqual([]);
  });
});

describe('the Activity screens', () => {
  const EVENT = {
    id: 'e1',
    time: '2026-11-20T10:00:00.000Z',
    actor: { sub: 'ada', name: 'Ada Admin', email: 'admin@example.com' },
    action: 'organization.updated',
    organizationId: ORG_ID,
    organizationName: 'Acme Corporation',
    target: { type: 'organization', id: ORG_ID, name: 'Renamed Acme' },
    changes: [],
  };
  const page = { body: { items: [EVENT], nextCursor: null, total: 1 } };
  const listCalls = (calls: FakeRequest[]) =>
    calls.filter(
      (call) => call.path === '/api/v1/audit-events' && call.url.searchParams.get('limit') === '50',
    );

  it('preload the list’s first page on intent: the click shows it at once', async () => {
    const { calls } = mockApi({ ...CONTEXT, 'GET /api/v1/audit-events': page });
    const { router } = await renderApp('/profile', signedInAs('admin'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));

    await act(() => router.preloadRoute({ to: '/global/activity' }));
    await waitFor(() => expect(listCalls(calls)).toHaveLength(1));
    expect(screen.queryByText('Renamed Acme')).toBeNull();

    mockApi({ ...CONTEXT, 'GET /api/v1/audit-events': never });
    await act(() => router.navigate({ to: '/global/activity' }));
    expect(await screen.findByText('Renamed Acme')).toBeInTheDocument();
    expect(screen.queryByText('Loading activity…')).toBeNull();
  });

  it('read the selected organization’s record before the organization context answers', async () => {
    const { calls } = mockApi({
      [`GET /api/v1/organizations/${ORG_ID}`]: { body: { id: ORG_ID, name: 'Acme Corporation' } },
      [`GET /api/v1/organizations/${ORG_ID}/managed`]: never,
      'GET /api/v1/audit-events': page,
    });
    await renderApp('/organization/activity', signedInAs('admin'));
    expect(await screen.findByText('Renamed Acme')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Acme Corporation Activity',
    );
    expect(listCalls(calls)[0]?.url.searchParams.get('organizationId')).toBe(ORG_ID);
    // The picker still says the list is loading.
    expect(screen.getByText('Loading organizations...')).toBeInTheDocument();
  });
});
