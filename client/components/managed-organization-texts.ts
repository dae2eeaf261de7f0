// Screen texts the organizations screen's managed dialog and the /organization/managed page
// both show (features never import each other, so the shared words live here, not in lib/).

/** SPEC §2, the empty managed-organizations list. */
export const NO_MANAGED_ORGANIZATIONS_MESSAGE =
  "This organization doesn't manage any other organizations.";

/** SPEC §8. */
export function loadManagedFailure(organization: string, error: { message: string }): string {
  return `Failed to load managed organizations for ${organization}: ${error.message}`;
}
