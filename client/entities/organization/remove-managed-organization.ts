// DELETE /api/v1/organizations/{id}/managed/{managedOrganizationId} (DESIGN resolution 3): the
// organizations screen's managed dialog and the /organization/managed page both send it.
import { api } from '../../lib/api-client';

export interface ManagedLink {
  organizationId: string;
  managedOrganizationId: string;
}

export function removeManagedOrganization({
  organizationId,
  managedOrganizationId,
}: ManagedLink): Promise<unknown> {
  return api.delete(
    `/api/v1/organizations/${encodeURIComponent(organizationId)}/managed/${encodeURIComponent(managedOrganizationId)}`,
  );
}
