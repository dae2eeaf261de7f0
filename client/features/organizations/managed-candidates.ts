import type { ManagedOrganization, Organization } from '@shared/schemas';

/** Organizations that may be added as managed: not the organization itself, not already linked. */
export function managedCandidates(
  organizations: readonly Organization[],
  organizationId: string,
  managed: readonly ManagedOrganization[],
): Organization[] {
  const taken = new Set(managed.map((relation) => relation.managedOrganizationId));
  return organizations
    .filter((candidate) => candidate.id !== organizationId && !taken.has(candidate.id))
    .sort((a, b) => a.name.localeCompare(b.name));
}
