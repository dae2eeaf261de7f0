// Lookups over one committed state of the organizations (by id, the managed links of each
// parent), shared by the access checks (http/access.ts) and the organization views.
import type { DemoData, ManagedLink, StoredOrganization } from './demo-data';

/**
 * Lookups over one committed state, so a list of 100,000 organizations is computed in one
 * pass instead of a scan of every link and organization per row. Built once per state and
 * kept while that state is current (a committed state is never changed, only replaced).
 */
export interface OrganizationIndex {
  byId: Map<string, StoredOrganization>;
  linksByParent: Map<string, ManagedLink[]>;
  managedByParent: Map<string, Set<string>>;
}

const indexes = new WeakMap<object, OrganizationIndex>();

/** The index of a committed state (`store.data`); never pass a draft being changed. */
export function committedIndex(data: Readonly<DemoData>): OrganizationIndex {
  const cached = indexes.get(data);
  if (cached) return cached;
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
  indexes.set(data, index);
  return index;
}
