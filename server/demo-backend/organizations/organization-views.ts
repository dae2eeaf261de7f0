// What the API answers for organizations: the stored record plus data derived from the
// rest of the file (user count, managed relations), so counts never drift from the data.
import type { ManagedOrganization, Organization } from '@shared/schemas';
import type { DemoData, ManagedLink, StoredOrganization } from '../store/demo-data';
import type { OrganizationIndex } from '../store/organization-index';
import { asItStands } from '../store/draft-lists';

type ById = Pick<OrganizationIndex, 'byId'>;

function findOrganization(
  data: Readonly<DemoData>,
  id: string,
  index: ById | undefined,
): StoredOrganization | undefined {
  return index ? index.byId.get(id) : asItStands(data.organizations).find((o) => o.id === id);
}

function managedRelation(
  data: Readonly<DemoData>,
  link: ManagedLink,
  index?: ById,
): ManagedOrganization {
  const managed = findOrganization(data, link.managedOrganizationId, index);
  return {
    name: managed?.name ?? link.managedOrganizationId,
    organizationId: link.organizationId,
    managedOrganizationId: link.managedOrganizationId,
    addedDate: link.addedDate,
    status: link.status,
  };
}

export function organizationView(
  data: Readonly<DemoData>,
  organization: StoredOrganization,
  index?: OrganizationIndex,
): Organization {
  const links = index
    ? (index.linksByParent.get(organization.id) ?? [])
    : asItStands(data.managedLinks).filter((link) => link.organizationId === organization.id);
  // Without an index (a draft being changed), the names come from one map of this state, not
  // a scan of every organization per link (Acme's 5,000 links at DEMO_SCALE=large: 400 ms).
  const names: ById | undefined =
    index ??
    (links.length > 0
      ? { byId: new Map(asItStands(data.organizations).map((o) => [o.id, o])) }
      : undefined);
  return {
    ...organization,
    domains: [...organization.domains],
    userCount: data.users[organization.id]?.length ?? 0,
    managedOrganizations: links.map((link) => managedRelation(data, link, names)),
  };
}

/**
 * An item of GET /organizations/:id/managed: the managed organization itself (so the
 * console can use it in the organization picker) merged with the relation's fields. The
 * relation's status wins; the organization's own status is kept as organizationStatus.
 */
export function managedItemView(
  data: Readonly<DemoData>,
  link: ManagedLink,
  index?: OrganizationIndex,
): ManagedOrganization & Partial<Organization> {
  const managed = findOrganization(data, link.managedOrganizationId, index);
  const organization = managed
    ? organizationView(data, managed, index)
    : { id: link.managedOrganizationId };
  return {
    ...organization,
    ...managedRelation(data, link, index),
    id: link.managedOrganizationId,
    organizationStatus: managed?.status,
  };
}
