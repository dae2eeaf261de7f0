// Loads the organizations the user can pick from (SPEC §4): their own organization plus the
// ones it manages, after the spec's short delay once signed in.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { ORGANIZATION_LOAD_DELAY_MS } from '@shared/constants';
import type { Organization } from '@shared/schemas';
import { api } from '../../lib/api-client';
import { organizationContextKey, organizationKeys } from './organization-keys';
import { wrappedList } from '../../lib/api/wrapped-list';

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

const organizationPath = (organizationId: string) =>
  `/api/v1/organizations/${encodeURIComponent(organizationId)}`;

// How old a screen's read of the own organization may be for the context to take it.
const SHARED_READ_MAX_AGE_MS = 30_000;

/**
 * The own organization: a screen's read of GET /organizations/{id} when one is on its way or
 * has just answered (route loaders start it with the navigation, before the context's delay is
 * over), so the backend is not asked twice; otherwise, or if that read fails, the context's own.
 */
function readOwnOrganization(
  organizationId: string,
  { client, signal }: { client?: QueryClient; signal?: AbortSignal },
): Promise<unknown> {
  const ask = () => api.get(organizationPath(organizationId), { signal });
  const shared = client
    ?.getQueryCache()
    .find({ queryKey: organizationKeys.detail(organizationId), exact: true });
  if (shared && !shared.state.isInvalidated) {
    if (shared.state.fetchStatus === 'fetching' && shared.promise) {
      return shared.promise.catch(ask);
    }
    const fresh = Date.now() - shared.state.dataUpdatedAt < SHARED_READ_MAX_AGE_MS;
    if (fresh && shared.state.data !== undefined) return Promise.resolve(shared.state.data);
  }
  return ask();
}

export async function loadOrganizationContext(
  organizationId: string,
  options: { signal?: AbortSignal; delayMs?: number; client?: QueryClient } = {},
): Promise<ContextOrganization[]> {
  await wait(options.delayMs ?? ORGANIZATION_LOAD_DELAY_MS, options.signal);
  const [own, managed] = await Promise.all([
    readOwnOrganization(organizationId, options),
    api.get(`${organizationPath(organizationId)}/managed`, { signal: options.signal }),
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
    queryFn: ({ signal, client }) => loadOrganizationContext(organizationId, { signal, client }),
    staleTime: 5 * 60_000,
  });
