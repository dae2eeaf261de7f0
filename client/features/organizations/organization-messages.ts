// The §8 messages of the organizations screen, and DESIGN.md resolution 2's fallback for
// delete endpoints a backend may not offer.
import { isMissingEndpoint } from '../../lib/api-client';

/** The bits of ApiError these messages read (kept structural so tests need no class). */
export interface FailureLike {
  message: string;
  status?: number;
}

export const DELETE_NOT_IMPLEMENTED_MESSAGE =
  'Delete organization functionality is not yet implemented in the API';

export function deleteOrganizationFailure(error: FailureLike): string {
  return isMissingEndpoint(error)
    ? DELETE_NOT_IMPLEMENTED_MESSAGE
    : `Failed to delete organization: ${error.message}`;
}

export const createOrganizationFailure = (error: FailureLike) =>
  `Failed to create organization: ${error.message}`;
export const addDomainFailure = (error: FailureLike) => `Failed to add domain: ${error.message}`;
export const removeDomainFailure = (error: FailureLike) =>
  `Failed to remove domain: ${error.message}`;

export const removeDomainQuestion = (domain: string) =>
  `Are you sure you want to remove the domain "${domain}" from this organization?`;

// DESIGN.md resolution 3: the managed endpoints get the same not-implemented fallback,
// worded after the spec's delete text.
export function addManagedFailure(error: FailureLike): string {
  return isMissingEndpoint(error)
    ? 'Add managed organization functionality is not yet implemented in the API'
    : `Failed to add managed organization: ${error.message}`;
}

// The managed-organizations page removes them too, so the text lives with the shared ones.
export { removeManagedFailure } from '../../entities/organization/managed-organization-texts';
// The Edit Organization dialog is shared with Overview and Managed Orgs (issue #23).
export {
  ORGANIZATION_CHANGED_ELSEWHERE,
  updateOrganizationFailure,
} from '../../entities/organization/organization-texts';
