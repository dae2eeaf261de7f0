// GET /api/v1/organizations/{id}/managed, read by the organizations screen's managed dialog and
// the /organization/managed page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from '@shared/zod';
import { managedOrganizationSchema, type ManagedOrganization } from '@shared/schemas';
import { api } from '../../lib/api-client';
import { organizationKeys } from './organization-keys';

// SPEC §7 calls the answer "a list of organizations" while §3 names the relation's fields;
// accept either shape and give the screens the relation.
const managedItemSchema = z.looseObject({
  id: z.string().optional(),
  name: z.string().optional(),
  organizationId: z.string().optional(),
  managedOrganizationId: z.string().optional(),
  addedDate: z.string().optional(),
  createdDate: z.string().optional(),
  status: z.string().optional(),
});

const managedListSchema = z.array(managedItemSchema).describe('managed organizations');

export function toManagedOrganization(
  parentId: string,
  item: z.infer<typeof managedItemSchema>,
): ManagedOrganization {
  const managedOrganizationId = item.managedOrganizationId ?? item.id;
  if (!managedOrganizationId)
    throw new Error('Unexpected managed organizations response: an item has no id');
  return managedOrganizationSchema.parse({
    ...item,
    organizationId: item.organizationId ?? parentId,
    managedOrganizationId,
  });
}

export async function getManagedOrganizations(
  id: string,
  signal?: AbortSignal,
): Promise<ManagedOrganization[]> {
  const items = await api.get(`/api/v1/organizations/${encodeURIComponent(id)}/managed`, {
    schema: managedListSchema,
    signal,
  });
  return items.map((item) => toManagedOrganization(id, item));
}

export const managedOrganizationsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: organizationKeys.managed(id),
    queryFn: ({ signal }) => getManagedOrganizations(id, signal),
  });

/** The organizations one organization manages; a missing id runs nothing. */
export function useManagedOrganizationsQuery(id: string | null | undefined) {
  return useQuery({ ...managedOrganizationsQueryOptions(id ?? ''), enabled: Boolean(id) });
}
