// The one fetch wrapper of the console: every call goes to the page's own origin with the
// session cookie, a JSON content type and the CSRF header, and every failure becomes one ApiError.
import { CSRF_HEADER } from '@shared/constants';
import type * as z from '@shared/zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  /** The parsed JSON body when the server sent JSON, else the raw text (or undefined). */
  readonly details: unknown;

  constructor(message: string, status: number, statusText = '', details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.details = details;
  }
}

export interface RequestOptions {
  body?: unknown;
  query?: QueryParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Sees a successful answer's headers (an ETag to send back as If-Match, for one). */
  onHeaders?: (headers: Headers) => void;
}

/** What the API Explorer needs to show: the answer whatever its status. */
export interface RawResponse {
  ok: boolean;
  status: number;
  statusText: string;
  headers: [string, string][];
  durationMs: number;
  text: string;
  /** The body parsed as JSON, or undefined when it is empty or not JSON. */
  json: unknown;
  /** Set for a non-OK answer: the same error a normal call would throw. */
  error?: ApiError;
}

/** A success answer whose JSON does not parse. */
export const MALFORMED_JSON_MESSAGE = 'The server sent a malformed JSON response.';

type UnauthorizedHandler = (path: string) => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/**
 * Registers what happens when a data call answers 401 (the session expired mid-work).
 * Identity calls (/auth/*) are left to the auth module. Returns the unregister function.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

/**
 * A same-origin path with its query string. Leading slashes and backslashes collapse to one
 * slash, so '//evil.example' can never become a protocol-relative URL. Empty, null and
 * undefined query values are left out.
 */
export function buildUrl(path: string, query?: QueryParams): string {
  const relative = '/' + path.trim().replace(/^[/\\]+/, '');
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return relative;
  return relative + (relative.includes('?') ? '&' : '?') + search;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** An HTML page: a proxy's or web server's error page rather than the BFF's own answer. */
function isHtml(text: string, contentType: string | null | undefined): boolean {
  if (contentType && /^\s*text\/html\b/i.test(contentType)) return true;
  return /^\s*<(!doctype\s+html|html[\s>])/i.test(text);
}

function isJsonType(contentType: string | null | undefined): boolean {
  return !!contentType && /^\s*application\/([\w.-]+\+)?json\b/i.test(contentType);
}

/**
 * SPEC §8: the error carries the response text, or 'HTTP {status}: {statusText}' when the body
 * is empty. Backends (ours included) answer errors as JSON `{ error, message }`; showing that
 * JSON verbatim in a banner is noise, so when the body is JSON with a non-empty `message` that
 * message is the error text and the parsed JSON is kept in `details`. An HTML error page (a
 * load balancer's or a crashed BFF's) is markup, not a message: it gets the status line, and
 * the page is kept in `details`.
 */
export function errorFromResponse(
  status: number,
  statusText: string,
  text: string,
  contentType?: string | null,
): ApiError {
  if (!text.trim())
    return new ApiError(`HTTP ${status}: ${statusText}`, status, statusText, undefined);
  if (isHtml(text, contentType))
    return new ApiError(`HTTP ${status}: ${statusText}`, status, statusText, text);
  const json = parseJson(text);
  if (json !== undefined) {
    const message =
      typeof json === 'object' &&
      json !== null &&
      'message' in json &&
      typeof json.message === 'string'
        ? json.message.trim()
        : '';
    return new ApiError(message || text, status, statusText, json);
  }
  return new ApiError(text, status, statusText, text);
}

function isIdentityPath(url: string): boolean {
  return /^\/(auth(\/|$|\?)|login|logout)/.test(url);
}

async function send(method: HttpMethod, url: string, options: RequestOptions): Promise<Response> {
  const init: RequestInit = {
    method,
    credentials: 'include',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      [CSRF_HEADER]: '1',
      ...options.headers,
    },
  };
  if (options.body !== undefined) init.body = JSON.stringify(options.body);
  if (options.signal) init.signal = options.signal;
  try {
    return await fetch(url, init);
  } catch (error) {
    // An abort is the caller's own doing (TanStack Query cancels stale requests): keep it.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('Network error', 0, '', error);
  }
}

async function readText(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch {
    return '';
  }
}

export function apiRequest<T = unknown>(
  method: HttpMethod,
  path: string,
  options?: RequestOptions & { raw?: false },
): Promise<T>;
export function apiRequest(
  method: HttpMethod,
  path: string,
  options: RequestOptions & { raw: true },
): Promise<RawResponse>;
export async function apiRequest(
  method: HttpMethod,
  path: string,
  options: RequestOptions & { raw?: boolean } = {},
): Promise<unknown> {
  const url = buildUrl(path, options.query);
  const started = performance.now();
  const response = await send(method, url, options);
  const text = response.status === 204 || response.status === 205 ? '' : await readText(response);

  if (options.raw) {
    // The explorer is a testing tool: a 401 there is a result to show, not a session event.
    return {
      ok: response.ok,
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers.entries()],
      durationMs: Math.round(performance.now() - started),
      text,
      json: text.trim() ? parseJson(text) : undefined,
      error: response.ok
        ? undefined
        : errorFromResponse(
            response.status,
            response.statusText,
            text,
            response.headers.get('Content-Type'),
          ),
    } satisfies RawResponse;
  }

  if (!response.ok) {
    if (response.status === 401 && !isIdentityPath(url)) unauthorizedHandler?.(url);
    throw errorFromResponse(
      response.status,
      response.statusText,
      text,
      response.headers.get('Content-Type'),
    );
  }
  options.onHeaders?.(response.headers);
  if (!text.trim()) return undefined;
  // SPEC §7: responses are read as JSON; a non-JSON success body is handed over as text,
  // unless it claims to be JSON: a truncated or broken JSON answer is a failure to report
  // as such, not a string for a screen to misread.
  const json = parseJson(text);
  if (json !== undefined) return json;
  if (isJsonType(response.headers.get('Content-Type')))
    throw new ApiError(MALFORMED_JSON_MESSAGE, response.status, response.statusText, text);
  return text;
}

/** The response schema of a call: checked once, here, so no feature writes its own parse. */
export type ResponseSchema<T> = z.ZodType<T>;

/**
 * A success answer whose body does not match the call's schema. The message names the
 * schema's description (`.describe('organizations')`) and the first bad field.
 */
export class UnexpectedResponseError extends Error {
  constructor(what: string, issue: z.core.$ZodIssue | undefined) {
    const where = issue?.path.length ? ` at ${issue.path.map(String).join('.')}` : '';
    super(`Unexpected ${what} response${where}: ${issue?.message ?? 'invalid'}`);
    this.name = 'UnexpectedResponseError';
  }
}

// Loaded beside the first validated call (its request is already out): only calls that bring
// a schema need it, and the schemas themselves load after the first paint.
const loadSchemaCheck = () => import('./schema-check');

async function checked<T>(schema: ResponseSchema<T>, answer: Promise<unknown>): Promise<T> {
  const [{ safeParseFast }, value] = await Promise.all([loadSchemaCheck(), answer]);
  // The same validation as schema.safeParse, without copying a 100,000-row list (schema-check.ts).
  const result = safeParseFast(schema, value);
  if (result.success) return result.data;
  throw new UnexpectedResponseError(schema.description ?? 'server', result.error.issues[0]);
}

type ReadOptions = Pick<RequestOptions, 'query' | 'signal' | 'headers' | 'onHeaders'>;
type WriteOptions = Omit<RequestOptions, 'body'>;

function call<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions & { schema?: ResponseSchema<T> },
): Promise<T | unknown> {
  const { schema, ...rest } = options;
  const answer = apiRequest(method, path, rest);
  return schema ? checked(schema, answer) : answer;
}

interface ApiReader {
  <T>(path: string, options: ReadOptions & { schema: ResponseSchema<T> }): Promise<T>;
  (path: string, options?: ReadOptions): Promise<unknown>;
}

interface ApiWriter {
  <T>(
    path: string,
    body: unknown,
    options: WriteOptions & { schema: ResponseSchema<T> },
  ): Promise<T>;
  (path: string, body?: unknown, options?: WriteOptions): Promise<unknown>;
}

const writer =
  (method: HttpMethod): ApiWriter =>
  <T>(path: string, body?: unknown, options: WriteOptions & { schema?: ResponseSchema<T> } = {}) =>
    call(method, path, { ...options, body }) as Promise<T>;

/** The way to call the backend: `api.get(path, { schema })`, `api.post(path, body, { schema })`. */
export const api: {
  get: ApiReader;
  post: ApiWriter;
  put: ApiWriter;
  patch: ApiWriter;
  delete: ApiWriter;
} = {
  get: <T>(path: string, options: ReadOptions & { schema?: ResponseSchema<T> } = {}) =>
    call('GET', path, options) as Promise<T>,
  post: writer('POST'),
  put: writer('PUT'),
  patch: writer('PATCH'),
  delete: writer('DELETE'),
};

/** Statuses meaning "this backend has no such call" (DESIGN resolution 2). */
const MISSING_ENDPOINT_STATUSES: ReadonlySet<number> = new Set([404, 405, 501]);

/**
 * DESIGN resolution 2: the backend answered that it has no such call (404, 405 or 501). Reads
 * `status` structurally, so the screens' message helpers and their tests need no ApiError.
 */
export function isMissingEndpoint(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    typeof error.status === 'number' &&
    MISSING_ENDPOINT_STATUSES.has(error.status)
  );
}

/** A thrown value as the message helpers read it: an Error (an ApiError keeps its status). */
export const asFailure = (error: unknown): { message: string; status?: number } =>
  error instanceof Error ? error : { message: String(error) };

/**
 * SPEC §8's rule for every failure text: the error's own message when it has one, else the
 * screen's fallback (by default the thrown value itself, as text). Anything thrown with a
 * string `message` counts, not only Error.
 */
export function errorText(error: unknown, fallback: string = String(error)): string {
  const message =
    typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string'
      ? error.message.trim()
      : '';
  return message || fallback;
}
