// SPEC §8 texts for the profile's raw identity calls.
import { ApiError, errorText } from '../../lib/api-client';

export type IdentityEndpoint = '/auth/me' | '/auth/roles';

const SUBJECT: Record<IdentityEndpoint, string> = {
  '/auth/me': 'user data',
  '/auth/roles': 'user roles',
};

/** 'Failed to fetch user data: 500 Internal Server Error' or 'Error fetching user data: Network error'. */
export function identityFetchError(endpoint: IdentityEndpoint, error: unknown): string {
  const subject = SUBJECT[endpoint];
  if (error instanceof ApiError && error.status > 0) {
    return `Failed to fetch ${subject}: ${error.status} ${error.statusText}`.trimEnd();
  }
  return `Error fetching ${subject}: ${errorText(error)}`;
}
