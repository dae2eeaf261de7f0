// The agency texts of SPEC §2, §5 and §8, word for word, in one place.
import { ApiError } from '../../lib/api-client';

export const NAME_REQUIRED_MESSAGE = 'Agency name is required for search';
export const STATE_REQUIRED_MESSAGE = 'State or Province is required to get agency details';
export const READY_TITLE = 'Ready to search agencies';
export const SEARCH_FAILED = 'Failed to search agencies';
export const DETAILS_FAILED = 'Failed to get agency details';

/** SPEC §8: the error's own message when it has one, the screen's fallback otherwise. */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError || error instanceof Error) {
    const message = error.message.trim();
    if (message) return message;
  }
  return fallback;
}
