// The exact requests the organizations screen sends: method, path and JSON body on the wire.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import {
  buildCreateOrganizationPayload,
  buildDomainPayload,
  buildUpdateOrganizationPayload,
} from '../../../entities/organization/organization-form';
import { deleteOrganizationFailure } from '../organization-messages';
import { addDomain } from './add-domain';
import { addManagedOrganization } from './add-managed-organization';
import { createOrganization } from './create-organization';
import { deleteOrganization } from './delete-organization';
import { removeDomain } from './remove-domain';
import { removeManagedOrganization } from './remove-managed-organization';
import { updateOrganization } from '../../../entities/organization/update-organization';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function sent(): { method: string | undefined; url: string; body: string | undefined } {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return { method: init?.method, url: String(url), body: init?.body as string | undefined };
}

describe('organization requests', () => {
  it('create: POST /api/v1/organizations with name, description and domains', async () => {
    await createOrganization(
      buildCreateOrganizationPayload({
        name: ' New Co ',
        description: '',
        domains: 'new.co, ,new.io',
      }),
    );
    expect(sent()).toEqual({
      method: 'POST',
      url: '/api/v1/organizations',
      body: '{"name":"New Co","domains":["new.co","new.io"]}',
    });
  });

  it('update: PATCH /api/v1/organizations/{id} with name, status and domains', async () => {
    await updateOrganization({
      id: 'org-1',
      payload: buildUpdateOrganizationPayload({
        name: 'New Co',
        status: 'suspended',
        domains: 'new.co',
      }),
    });
    expect(sent()).toEqual({
      method: 'PATCH',
      url: '/api/v1/organizations/org-1',
      body: '{"name":"New Co","status":"suspended","domains":["new.co"]}',
    });
  });

  it('domain add: POST /api/v1/organizations/{id}/domains with the domain', async () => {
    await addDomain({ id: 'org-1', payload: buildDomainPayload(' extra.co ') });
    expect(sent()).toEqual({
      method: 'POST',
      url: '/api/v1/organizations/org-1/domains',
      body: '{"domain":"extra.co"}',
    });
  });

  it('domain remove: DELETE /api/v1/organizations/{id}/domains with the domain', async () => {
    await removeDomain({ id: 'org-1', payload: buildDomainPayload('extra.co') });
    expect(sent()).toEqual({
      method: 'DELETE',
      url: '/api/v1/organizations/org-1/domains',
      body: '{"domain":"extra.co"}',
    });
  });

  it('delete: DELETE /api/v1/organizations/{id} without a body', async () => {
    await deleteOrganization('org 1');
    expect(sent()).toEqual({
      method: 'DELETE',
      url: '/api/v1/organizations/org%201',
      body: undefined,
    });
  });

  it.each([404, 405, 501])('delete answered %i reads as not implemented', async (status) => {
    fetchMock.mockResolvedValueOnce(new Response('', { status, statusText: 'Nope' }));
    const error = await deleteOrganization('org-1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(deleteOrganizationFailure(error as ApiError)).toBe(
      'Delete organization functionality is not yet implemented in the API',
    );
  });

  it('delete answered 500 reads as a failure with the response message', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('{"error":"internal","message":"Disk full"}', { status: 500 }),
    );
    const error = (await deleteOrganization('org-1').catch(
      (caught: unknown) => caught,
    )) as ApiError;
    expect(deleteOrganizationFailure(error)).toBe('Failed to delete organization: Disk full');
  });

  it('managed add and remove use the managed endpoints', async () => {
    await addManagedOrganization({ organizationId: 'p', managedOrganizationId: 'c' });
    expect(sent()).toEqual({
      method: 'POST',
      url: '/api/v1/organizations/p/managed',
      body: '{"managedOrganizationId":"c"}',
    });
    fetchMock.mockClear();
    await removeManagedOrganization({ organizationId: 'p', managedOrganizationId: 'c' });
    expect(sent()).toEqual({
      method: 'DELETE',
      url: '/api/v1/organizations/p/managed/c',
      body: undefined,
    });
  });
});
