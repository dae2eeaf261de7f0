import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '@shared/schemas';
import { ORG_ID, SIGNED_OUT_STATE, signedInAs } from '../../test/auth-fixtures';
import { mockApi } from '../../test/fake-backend';
import { advanceClock, useMovingFakeClock } from '../../test/fake-clock';
import { createTestQueryClient } from '../../test/render-app';
import { ApiError } from '../../lib/api-client';
import { authStateAtom } from '../../lib/auth/auth-atoms';
import { loadOrganizationContext } from './get-organization-context';
import {
  AUTH_REQUIRED_MESSAGE,
  LOAD_FAILED_MESSAGE,
  organizationLoadErrorMessage,
} from './organization-load-error';
import { useOrganizationContext } from './use-organization-context';

const OWN = { id: ORG_ID, name: 'Acme Corporation', status: 'active' };
const MANAGED = [
  { id: 'org-beta', name: 'Beta Labs', organizationId: ORG_ID, managedOrganizationId: 'org-beta' },
  // A relation-only item (no id): the managed organization id names it.
  { organizationId: ORG_ID, managedOrganizationId: 'org-gamma', name: 'Gamma Ltd' },
];

function backend() {
  return mockApi({
    [`GET /api/v1/organizations/${ORG_ID}`]: { body: OWN },
    [`GET /api/v1/organizations/${ORG_ID}/managed`]: { body: MANAGED },
  });
}

function renderContext(auth: AuthState) {
  const store = createStore();
  store.set(authStateAtom, auth);
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </Provider>
  );
  return { ...renderHook(() => useOrganizationContext(), { wrapper }), store };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('loading the organization context', () => {
  it('waits the 100 ms delay, then loads the own organization and its managed ones', async () => {
    vi.useFakeTimers();
    const { calls } = backend();
    const result = loadOrganizationContext(ORG_ID);
    await vi.advanceTimersByTimeAsync(99);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual([
      OWN,
      { ...MANAGED[0], id: 'org-beta', name: 'Beta Labs' },
      { ...MANAGED[1], id: 'org-gamma', name: 'Gamma Ltd' },
    ]);
    expect(calls.map((call) => call.address)).toEqual([
      `/api/v1/organizations/${ORG_ID}`,
      `/api/v1/organizations/${ORG_ID}/managed`,
    ]);
  });

  it('selects the own organization by default', async () => {
    backend();
    const { result } = renderContext(signedInAs('user'));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.organizations.map((o) => o.name)).toEqual([
      'Acme Corporation',
      'Beta Labs',
      'Gamma Ltd',
    ]);
    expect(result.current.selectedOrganization?.name).toBe('Acme Corporation');
    expect(result.current.error).toBeNull();
  });

  it('honours the stored selection only when it is in the list', async () => {
    backend();
    localStorage.setItem('selected-organization-id', 'org-gamma');
    const first = renderContext(signedInAs('user'));
    await waitFor(() => expect(first.result.current.loading).toBe(false));
    expect(first.result.current.selectedOrganizationId).toBe('org-gamma');
    first.unmount();

    localStorage.setItem('selected-organization-id', 'org-someone-else');
    const second = renderContext(signedInAs('user'));
    await waitFor(() => expect(second.result.current.loading).toBe(false));
    expect(second.result.current.selectedOrganizationId).toBe(ORG_ID);
  });

  it('remembers a new selection in localStorage', async () => {
    backend();
    const { result } = renderContext(signedInAs('manager'));
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.select('org-beta'));
    expect(result.current.selectedOrganization?.name).toBe('Beta Labs');
    expect(localStorage.getItem('selected-organization-id')).toBe('org-beta');
  });

  it("gives 'Authentication required…' on a 401 and clears the list and the stored selection", async () => {
    mockApi({
      [`GET /api/v1/organizations/${ORG_ID}`]: { status: 401 },
      [`GET /api/v1/organizations/${ORG_ID}/managed`]: { status: 401 },
    });
    localStorage.setItem('selected-organization-id', ORG_ID);
    const { result } = renderContext(signedInAs('user'));
    await waitFor(() => expect(result.current.error).toBe(AUTH_REQUIRED_MESSAGE));
    expect(result.current.organizations).toEqual([]);
    expect(result.current.selectedOrganization).toBeNull();
    expect(localStorage.getItem('selected-organization-id')).toBeNull();
  });

  it('gives the error message of other failures', async () => {
    mockApi({
      [`GET /api/v1/organizations/${ORG_ID}`]: {
        status: 500,
        body: { message: 'Database unavailable' },
      },
      [`GET /api/v1/organizations/${ORG_ID}/managed`]: { body: [] },
    });
    const { result } = renderContext(signedInAs('user'));
    await waitFor(() => expect(result.current.error).toBe('Database unavailable'));
  });

  it("falls back to 'Failed to load organizations' when a failure has no message", () => {
    expect(organizationLoadErrorMessage(new Error(''))).toBe(LOAD_FAILED_MESSAGE);
    expect(organizationLoadErrorMessage('boom')).toBe(LOAD_FAILED_MESSAGE);
    expect(organizationLoadErrorMessage(new ApiError('HTTP 500: Internal Server Error', 500))).toBe(
      'HTTP 500: Internal Server Error',
    );
  });

  it('loads nothing for a user without an organization, or when signed out', async () => {
    const { calls } = backend();
    useMovingFakeClock();
    const nobody = renderContext(signedInAs('nobody'));
    const signedOut = renderContext(SIGNED_OUT_STATE);
    await advanceClock(60_000);
    for (const { result } of [nobody, signedOut]) {
      expect(result.current.loading).toBe(false);
      expect(result.current.organizations).toEqual([]);
      expect(result.current.selectedOrganization).toBeNull();
    }
    expect(calls).toHaveLength(0);
  });
});
