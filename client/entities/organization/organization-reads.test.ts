// The shared organization reads: what they request and how the client's schema check words a
// malformed answer.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadManagedFailure } from './managed-organization-texts';
import { getManagedOrganizations } from './get-managed-organizations';
import { getOrganizations } from './get-organizations';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

/** The backend answers `body` as JSON; `get` lists the paths asked for, like the old mock. */
const get = {
  mockResolvedValueOnce: (body: unknown) =>
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status: 200 })),
};
function expectRequested(path: string) {
  expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(path);
}

describe('organizations api', () => {
  it('reads the organization list and refuses a malformed one naming the field', async () => {
    get.mockResolvedValueOnce([{ id: 'o1', name: 'Acme', userCount: 3 }]);
    await expect(getOrganizations()).resolves.toEqual([{ id: 'o1', name: 'Acme', userCount: 3 }]);
    expectRequested('/api/v1/organizations');

    get.mockResolvedValueOnce([{ id: 'o2' }]);
    await expect(getOrganizations()).rejects.toThrow(
      /Unexpected organizations response at 0\.name/,
    );
  });

  it('reads managed organizations as relations, from either answer shape', async () => {
    get.mockResolvedValueOnce([
      {
        organizationId: 'p',
        managedOrganizationId: 'c1',
        addedDate: '2025-01-01',
        status: 'active',
      },
      { id: 'c2', name: 'Child Two', status: 'pending' },
    ]);
    const managed = await getManagedOrganizations('p');
    expectRequested('/api/v1/organizations/p/managed');
    expect(managed).toEqual([
      {
        organizationId: 'p',
        managedOrganizationId: 'c1',
        addedDate: '2025-01-01',
        status: 'active',
      },
      {
        id: 'c2',
        name: 'Child Two',
        status: 'pending',
        organizationId: 'p',
        managedOrganizationId: 'c2',
      },
    ]);
  });

  it('words the managed load failure as SPEC §8 does', () => {
    expect(loadManagedFailure('Acme', { message: 'Network error' })).toBe(
      'Failed to load managed organizations for Acme: Network error',
    );
  });
});
