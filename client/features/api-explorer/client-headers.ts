// The headers the API client puts on every call, for the 'Copy as cURL' text.
// TODO(shell): import these from lib/api-client once it exports them, so there is one list.
import { CSRF_HEADER } from '../../../shared/constants';

export const CLIENT_REQUEST_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'application/json',
  Accept: 'application/json',
  [CSRF_HEADER]: '1',
};
