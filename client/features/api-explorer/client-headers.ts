// The headers the API client puts on every call, for the 'Copy as cURL' text. lib/api-client
// does not export its list yet; send-explorer-request.test.ts fails if this copy drifts from it.
import { CSRF_HEADER } from '@shared/constants';

export const CLIENT_REQUEST_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'application/json',
  Accept: 'application/json',
  [CSRF_HEADER]: '1',
};
