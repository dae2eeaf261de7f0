// Screen texts the organizations screen's managed dialog and the /organization/managed page
// both show (features never import each other, so the shared words live here, not in lib/).
import { isMissingEndpoint } from '../../lib/api-client';

/** SPEC §2, the empty managed-organizations list. */
export const NO_MANAGED_ORGANIZATIONS_MESSAGE =
  "This organization doesn't manage any other organizations.";

/** DESIGN resolution 3: the remove call with resolution 2's fallback, worded after the spec's
 * delete text. Both screens that remove a managed organization show it. */
export const REMOVE_MANAGED_NOT_IMPLEMENTED_MESSAGE =
  'Remove managed organization functionality is not yet implemented in the API';

export function removeManagedFailure(error: { message: string; status?: number }): string {
  return isMissingEndpoint(error)
    ? REMOVE_MANAGED_NOT_IMPLEMENTED_MESSAGE
    : `Failed to remove managed organization: ${error.message}`;
}

/** SPEC §8. */
export function loadManagedFailure(organization: string, error: { message: string }): string {
  return `Failed to load managed organizations for ${organization}: ${error.message}`;
}
