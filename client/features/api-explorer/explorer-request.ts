// The explorer's request draft and the pure rules that turn it into something safe to send:
// same-origin relative endpoint, GET-only query string, valid JSON body (SPEC §2, §5).

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export const QUERY_PARAM_NAMES = [
  'name',
  'searchType',
  'stateOrProvince',
  'id',
  'offset',
  'skipToken',
] as const;
export type QueryParamName = (typeof QUERY_PARAM_NAMES)[number];
export type QueryParams = Record<QueryParamName, string>;

export interface ExplorerDraft {
  method: HttpMethod;
  endpoint: string;
  params: QueryParams;
  body: string;
}

export const INVALID_JSON_MESSAGE = 'Invalid JSON in request body';
export const ENDPOINT_REQUIRED_MESSAGE = 'Endpoint is required, for example /api/v1/organizations.';
export const ENDPOINT_REFUSED_MESSAGE =
  'Only relative paths on this site are allowed: the endpoint must start with a single "/" ' +
  '(for example /api/v1/organizations). Full URLs and "//host" addresses are refused.';

export const ENDPOINT_SPACES_MESSAGE =
  'The endpoint must not contain spaces or control characters: put values in the query ' +
  'parameter fields, or encode them (a space is %20).';

export function emptyQueryParams(): QueryParams {
  return { name: '', searchType: '', stateOrProvince: '', id: '', offset: '', skipToken: '' };
}

export function emptyDraft(): ExplorerDraft {
  return { method: 'GET', endpoint: '', params: emptyQueryParams(), body: '' };
}

export function isHttpMethod(value: string): value is HttpMethod {
  return (HTTP_METHODS as readonly string[]).includes(value);
}

/** Query string (with its leading '?') of the non-empty parameters; always '' unless GET. */
export function buildQueryString(method: HttpMethod, params: QueryParams): string {
  if (method !== 'GET') return '';
  const pairs = QUERY_PARAM_NAMES.flatMap((name) => {
    const value = params[name].trim();
    return value ? [`${name}=${encodeURIComponent(value)}`] : [];
  });
  return pairs.length ? `?${pairs.join('&')}` : '';
}

// Whitespace and control characters are refused outright: URL parsing drops tabs and newlines,
// so '/\t/evil.example' would otherwise become the protocol-relative '//evil.example'.
// \p{Cc} is U+0000–U+001F and U+007F–U+009F.
const CONTROL_OR_SPACE = /[\p{Cc} ]/u;
const PROBE_ORIGIN = 'https://explorer.invalid';

/** Why an endpoint may not be sent, or null when it is a same-origin relative path. */
export function endpointProblem(endpoint: string): string | null {
  const value = endpoint.trim();
  if (!value) return ENDPOINT_REQUIRED_MESSAGE;
  if (!value.startsWith('/')) return ENDPOINT_REFUSED_MESSAGE;
  // Browsers read a backslash like a slash, so '/\host' is protocol-relative too.
  if (value[1] === '/' || value[1] === '\\') return ENDPOINT_REFUSED_MESSAGE;
  if (CONTROL_OR_SPACE.test(value)) return ENDPOINT_SPACES_MESSAGE;
  // Last line of defence: whatever the string is, it must resolve to our own origin.
  try {
    if (new URL(value, PROBE_ORIGIN).origin !== PROBE_ORIGIN) return ENDPOINT_REFUSED_MESSAGE;
  } catch {
    return ENDPOINT_REFUSED_MESSAGE;
  }
  return null;
}

export type BodyResult =
  { ok: true; body?: unknown; bodyText?: string } | { ok: false; error: string };

/**
 * Where JSON.parse stopped, as "line 3, column 5" (issue #34 item 9): from the position its
 * message gives, else the end of the text (an unexpected end names no position).
 */
export function jsonErrorPlace(text: string, error: unknown): string {
  const found = /position (\d+)/.exec(error instanceof Error ? error.message : '');
  const position = found ? Math.min(Number(found[1]), text.length) : text.length;
  const before = text.slice(0, position).split('\n');
  return `line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`;
}

/** GET sends no body; otherwise a non-blank body must be valid JSON (SPEC's message, then where). */
export function parseRequestBody(method: HttpMethod, text: string): BodyResult {
  if (method === 'GET' || !text.trim()) return { ok: true };
  try {
    const body: unknown = JSON.parse(text);
    return { ok: true, body, bodyText: JSON.stringify(body) };
  } catch (error) {
    return { ok: false, error: `${INVALID_JSON_MESSAGE} at ${jsonErrorPlace(text, error)}` };
  }
}

export interface PreparedRequest {
  method: HttpMethod;
  /** Relative path with the query string, exactly as sent. */
  path: string;
  body?: unknown;
  /** The body as it goes over the wire (compact JSON), for the cURL text. */
  bodyText?: string;
}

export type PrepareResult =
  { ok: true; request: PreparedRequest } | { ok: false; field: 'endpoint' | 'body'; error: string };

export function prepareRequest(draft: ExplorerDraft): PrepareResult {
  const endpoint = draft.endpoint.trim();
  const problem = endpointProblem(endpoint);
  if (problem) return { ok: false, field: 'endpoint', error: problem };
  const body = parseRequestBody(draft.method, draft.body);
  if (!body.ok) return { ok: false, field: 'body', error: body.error };
  const query = buildQueryString(draft.method, draft.params);
  // An endpoint typed with its own '?a=b' keeps it; the fields are appended after it.
  const path = query && endpoint.includes('?') ? `${endpoint}&${query.slice(1)}` : endpoint + query;
  const request: PreparedRequest = { method: draft.method, path };
  if (body.bodyText !== undefined) {
    request.body = body.body;
    request.bodyText = body.bodyText;
  }
  return { ok: true, request };
}
