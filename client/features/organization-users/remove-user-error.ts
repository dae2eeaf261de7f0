// DESIGN.md resolution 2: a backend without the remove-user call (404, 405, 501) gets an
// explanation instead of a raw failure; anything else is SPEC §8's message.
import { errorText, isMissingEndpoint } from '../../lib/api-client';

export const REMOVE_NOT_IMPLEMENTED_MESSAGE =
  'Remove user functionality is not yet implemented in the API';

export function removeUserErrorMessage(error: unknown): string {
  if (isMissingEndpoint(error)) return REMOVE_NOT_IMPLEMENTED_MESSAGE;
  return `Failed to remove user: ${errorText(error)}`;
}
