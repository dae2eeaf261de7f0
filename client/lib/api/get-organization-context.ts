// Loads the organizations the user can pick from (SPEC §4): their own organization plus the
// ones it manages, after the spec's short delay once signed in.
import { queryOptions } from '@tanstack/react-query';
import { ORGANIZATION_LOAD_DELAY_MS } from '@shared/constants';
import type { Organization } from '@shared/schemas';
import { api } from '../api-client';
import { wrappedList } from './wrapped-list';

export const organizationContextKey = (organizationId: string) =>
  ['organization-context', organizationId] as const;

/** A pickable organization: the fields the picker and the screens read. */
export type ContextOrganization = Pick<Organization, 'id' | 'name'> & Partial<Organization>;

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A managed item may be the organization itself or only the relation; both carry an id. */
function toOrganization(item: unknown): ContextOrganization | null {
  if (!isRecord(item)) return null;
  const id = typeof item.id === 'string' ? item.id : item.managedOrganizationId;
  if (typeof id !== 'string' || !id) return null;
  const name = typeof item.name === 'string' && item.name ? item.name : id;
  return { ...(item as Partial<Organization>), id, name };
}

export async function loadOrganizationContext(
  organizationId: string,
  options: { signal?: AbortSignal; delayMs?: number } = {},
): Promise<ContextOrganization[]> {
  await wait(options.delayMs ?? ORGANIZATION_LOAD_DELAY_MS, options.signal);
  const path = `/api/v1/organizations/${encodeURIComponent(organizationId)}`;
  const [own, managed] = await Promise.all([
    api.get(path, { signal: options.signal }),
    api.get(`${path}/managed`, { signal: options.signal }),
  ]);
  const list: ContextOrganization[] = [];
  // A set of the ids seen: 5,000 managed organizations must not cost 12 million comparisons.
  const seen = new Set<string>();
  for (const item of [own, ...(wrappedList(managed, 'organizations') ?? [])]) {
    const organization = toOrganization(item);
    if (organization && !seen.has(organization.id)) {
      seen.add(organization.id);
      list.push(organization);
    }
  }
  // The user's own organization leads even if the backend omitted its id.
  if (!seen.has(organizationId)) list.unshift({ id: organizationId, name: organizationId });
  return list;
}

/** The picker's list for a user's organization, kept five minutes. */
export const organizationContextQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: organizationContextKey(organizationId),
    queryFn: ({ signal }) => loadOrganizationContext(organizationId, { signal }),
    staleTime: 5 * 60_000,
  });
