// What the organization picker shows when its list fails to load (SPEC §8), and which
// organization is selected once it has loaded.
import { ApiError, errorText } from '../../lib/api-client';
import type { ContextOrganization } from './get-organization-context';

export const AUTH_REQUIRED_MESSAGE = 'Authentication required. Please refresh the page to log in.';
export const LOAD_FAILED_MESSAGE = 'Failed to load organizations';

/** SPEC §8 texts for a failed load. */
export function organizationLoadErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return AUTH_REQUIRED_MESSAGE;
  return errorText(error, LOAD_FAILED_MESSAGE);
}

/** The stored choice when it is in the list, else the user's own organization (the first). */
export function pickSelectedOrganization(
  organizations: readonly ContextOrganization[],
  storedId: string | null,
): ContextOrganization | null {
  return organizations.find((o) => o.id === storedId) ?? organizations[0] ?? null;
}
