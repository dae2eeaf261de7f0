// Organization reads shared by the organizations, organization-overview and
// managed-organizations screens: request functions, query keys and query hooks. Writes call
// invalidateOrganizationData, which refreshes every list, detail, managed list and the picker.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import * as z from '../../shared/zod';
import {
  managedOrganizationSchema,
  organizationSchema,
  type ManagedOrganization,
  type Organization,
} from '../../shared/schemas';
import { api } from './api-client';
import { organizationContextKey } from './organization-context/use-organization-context';

export const organizationKeys = {
  all: ['organizations'] as const,
  list: () => [...organizationKeys.all, 'list'] as const,
  detail: (id: string) => [...organizationKeys.all, 'detail', id] as const,
  managed: (id: string) => [...organizationKeys.all, 'managed', id] as const,
};

/**
 * After any organization write: every organization list, detail and managed list, and the
 * sidebar's organization picker (its names and managed organizations may have changed).
 */
export function invalidateOrganizationData(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
    queryClient.invalidateQueries({ queryKey: [organizationContextKey('')[0]] }),
  ]).then(() => undefined);
}

const organizationListSchema = z.array(organizationSchema);

/** Throws a readable error naming the first bad field when a response has the wrong shape. */
function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
  throw new Error(`Unexpected ${what} response${where}: ${issue?.message ?? 'invalid'}`);
}

export async function getOrganizations(signal?: AbortSignal): Promise<Organization[]> {
  const data = await api.get<unknown>('/api/v1/organizations', { signal });
  return parse(organizationListSchema, data, 'organizations');
}

export async function getOrganization(id: string, signal?: AbortSignal): Promise<Organization> {
  const data = await api.get<unknown>(`/api/v1/organizations/${encodeURIComponent(id)}`, {
    signal,
  });
  return parse(organizationSchema, data, 'organization');
}

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
  const data = await api.get<unknown>(`/api/v1/organizations/${encodeURIComponent(id)}/managed`, {
    signal,
  });
  const items = parse(z.array(managedItemSchema), data, 'managed organizations');
  return items.map((item) => toManagedOrganization(id, item));
}

/** SPEC §2, the empty managed-organizations list (modal and /organization/managed). */
export const NO_MANAGED_ORGANIZATIONS_MESSAGE =
  "This organization doesn't manage any other organizations.";

/** SPEC §8, shown by both the managed-organizations modal and the /organization/managed page. */
export function loadManagedFailure(organization: string, error: { message: string }): string {
  return `Failed to load managed organizations for ${organization}: ${error.message}`;
}

export function useOrganizationsQuery(enabled = true) {
  return useQuery({
    queryKey: organizationKeys.list(),
    queryFn: ({ signal }) => getOrganizations(signal),
    enabled,
  });
}

export function useOrganizationQuery(id: string | null | undefined) {
  return useQuery({
    queryKey: organizationKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getOrganization(id ?? '', signal),
    enabled: Boolean(id),
  });
}

export function useManagedOrganizationsQuery(id: string | null | undefined) {
  return useQuery({
    queryKey: organizationKeys.managed(id ?? ''),
    queryFn: ({ signal }) => getManagedOrganizations(id ?? '', signal),
    enabled: Boolean(id),
  });
}
