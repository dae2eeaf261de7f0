// SPEC §8's role-update failure, for the edit dialog and the bulk role change alike.
import { errorText } from '../../lib/api-client';

export function updateRolesErrorMessage(error: unknown): string {
  return `Failed to update user roles: ${errorText(error)}`;
}
