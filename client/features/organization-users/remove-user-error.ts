// DESIGN.md resolution 2: a backend without the remove-user call (404, 405, 501) gets an
// explanation instead of a raw failure; anything else is SPEC §8's message.
import { errorText } from '../../lib/api-client';

export const REMOVE_NOT_IMPLEMENTED_MESSAGE =
  'Remove user functionality is not yet implemented in the API';

const NOT_IMPLEMENTED_STATUSES = new Set([404, 405, 501]);

export function removeUserErrorMessage(error: unknown): string {
  const status =
    typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  if (typeof status === 'number' && NOT_IMPLEMENTED_STATUSES.has(status))
    return REMOVE_NOT_IMPLEMENTED_MESSAGE;
  return `Failed to remove user: ${errorText(error)}`;
}
