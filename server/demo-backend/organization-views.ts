// What the API answers for organizations: the stored record plus data derived from the
// rest of the file (user count, managed relations), so counts never drift from the data.
import type { ManagedOrganization, Organization } from '@shared/schemas';
import type { DemoData, ManagedLink, StoredOrganization } from './demo-data';

function managedRelation(data: Readonly<DemoData>, link: ManagedLink): ManagedOrganization {
  const managed = data.organizations.find((o) => o.id === link.managedOrganizationId);
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
): Organization {
  return {
    ...organization,
    domains: [...organization.domains],
    userCount: data.users[organization.id]?.length ?? 0,
    managedOrganizations: data.managedLinks
      .filter((link) => link.organizationId === organization.id)
      .map((link) => managedRelation(data, link)),
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
): ManagedOrganization & Partial<Organization> {
  const managed = data.organizations.find((o) => o.id === link.managedOrganizationId);
  const organization = managed
    ? organizationView(data, managed)
    : { id: link.managedOrganizationId };
  return {
    ...organization,
    ...managedRelation(data, link),
    id: link.managedOrganizationId,
    organizationStatus: managed?.status,
  };
}
