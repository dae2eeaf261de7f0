import { afterEach, describe, expect, it, vi } from 'vitest';

const get = vi.fn();
vi.mock('./api-client', () => ({ api: { get: (...args: unknown[]) => get(...args) } }));

const { getManagedOrganizations, getOrganizations, loadManagedFailure } =
  await import('./organizations-api');

afterEach(() => get.mockReset());

describe('organizations api', () => {
  it('reads the organization list and refuses a malformed one naming the field', async () => {
    get.mockResolvedValueOnce([{ id: 'o1', name: 'Acme', userCount: 3 }]);
    await expect(getOrganizations()).resolves.toEqual([{ id: 'o1', name: 'Acme', userCount: 3 }]);
    expect(get).toHaveBeenCalledWith('/api/v1/organizations', { signal: undefined });

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
    expect(get).toHaveBeenCalledWith('/api/v1/organizations/p/managed', { signal: undefined });
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
