// Lookups over one committed state of the organizations (by id, the managed links of each
// parent), shared by the access checks (http/access.ts) and the organization views.
import type { DemoData, ManagedLink, StoredOrganization } from './demo-data';

/**
 * Lookups over one committed state, so a list of 100,000 organizations is computed in one
 * pass instead of a scan of every link and organization per row. Kept for as long as the
 * state's organizations and managed links are the same lists: a committed list is never changed,
 * only replaced (immer keeps the lists a change did not touch), so a sign-in or an audit event
 * does not rebuild the index for the next read (at DEMO_SCALE=large each rebuild walked 10,000
 * organizations).
 */
export interface OrganizationIndex {
  byId: Map<string, StoredOrganization>;
  linksByParent: Map<string, ManagedLink[]>;
  managedByParent: Map<string, Set<string>>;
}

const indexes = new WeakMap<
  readonly StoredOrganization[],
  { links: readonly ManagedLink[]; index: OrganizationIndex }
>();

/** The index of a committed state (`store.data`); never pass a draft being changed. */
export function committedIndex(data: Readonly<DemoData>): OrganizationIndex {
  const cached = indexes.get(data.organizations);
  if (cached?.links === data.managedLinks) return cached.index;
  const index: OrganizationIndex = {
    byId: new Map(data.organizations.map((o) => [o.id, o])),
    linksByParent: new Map(),
    managedByParent: new Map(),
  };
  for (const link of data.managedLinks) {
    const links = index.linksByParent.get(link.organizationId);
    if (links) links.push(link);
    else index.linksByParent.set(link.organizationId, [link]);
    const managed = index.managedByParent.get(link.organizationId);
    if (managed) managed.add(link.managedOrganizationId);
    else index.managedByParent.set(link.organizationId, new Set([link.managedOrganizationId]));
  }
  indexes.set(data.organizations, { links: data.managedLinks, index });
  return index;
}
