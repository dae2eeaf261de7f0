// The agency texts of SPEC §2, §5 and §8, word for word, in one place (the failures go
// through errorText: the error's own message, else these fallbacks).
export const NAME_REQUIRED_MESSAGE = 'Agency name is required for search';
export const STATE_REQUIRED_MESSAGE = 'State or Province is required to get agency details';
export const READY_TITLE = 'Ready to search agencies';
export const SEARCH_FAILED = 'Failed to search agencies';
export const DETAILS_FAILED = 'Failed to get agency details';
// Issue #23: creating and editing agencies.
export const createAgencyFailure = (message: string) => `Failed to create agency: ${message}`;
export const updateAgencyFailure = (message: string) => `Failed to update agency: ${message}`;
export const AGENCY_WRITES_UNAVAILABLE =
  'This backend does not offer creating or editing agencies; those buttons are now disabled.';
