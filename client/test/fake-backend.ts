// The one stand-in for the backend in the client tests. Only lib/api-client calls fetch, so a
// stubbed global fetch is the whole backend: every request is recorded (method, address, parsed
// URL, JSON body) and answered by the test, either with a function or with a table of canned
// answers keyed by 'METHOD /path' (query ignored). The screen harnesses build on it.
import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  /** The address exactly as the client called it (a same-origin path with its query). */
  address: string;
  /** The address parsed against http://localhost, for its pathname and searchParams. */
  url: URL;
  path: string;
  /** The JSON body sent, parsed; undefined when there is none. */
  body: unknown;
  init: RequestInit | undefined;
}

export type Respond = (request: FakeRequest) => Response | Promise<Response>;

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
};

export function jsonResponse(
  body: unknown,
  status = 200,
  statusText = STATUS_TEXT[status] ?? '',
): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

function parseBody(body: RequestInit['body']): unknown {
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/** Stubs fetch with `respond`; `requests` fills as the client calls. */
export function stubBackend(respond: Respond) {
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const address = String(input);
    const url = new URL(address, 'http://localhost');
    const request: FakeRequest = {
      method: init?.method ?? 'GET',
      address,
      url,
      path: url.pathname,
      body: parseBody(init?.body),
      init,
    };
    requests.push(request);
    return respond(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}

/** A canned answer: JSON `body`, or plain `text`; status 200 unless given. */
export interface CannedAnswer {
  status?: number;
  statusText?: string;
  body?: unknown;
  text?: string;
}

export type Route =
  | CannedAnswer
  | ((
      request: FakeRequest,
    ) => CannedAnswer | Response | undefined | Promise<CannedAnswer | Response | undefined>);

export interface RouteTableOptions {
  /** The answer to a call no route matches. */
  notFound: (request: FakeRequest) => CannedAnswer;
  /** statusText when an answer gives none; default the usual text of its status. */
  statusText?: string;
}

/** Answers each call from `routes` ('METHOD /path'), else with `notFound`. */
export function routeTable(routes: Record<string, Route>, options: RouteTableOptions): Respond {
  return async (request) => {
    const route = routes[`${request.method} ${request.path}`];
    const found = typeof route === 'function' ? await route(request) : route;
    if (found instanceof Response) return found;
    const answer = found ?? options.notFound(request);
    const status = answer.status ?? 200;
    const statusText = answer.statusText ?? options.statusText ?? STATUS_TEXT[status] ?? '';
    if (answer.text !== undefined) return new Response(answer.text, { status, statusText });
    return jsonResponse(status === 204 ? undefined : answer.body, status, statusText);
  };
}

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * The screen harnesses' backend: canned answers by 'METHOD /path', a JSON 404 otherwise, and
 * what the client sent, as method, path and body.
 */
export function fakeBackend(routes: Record<string, Route>) {
  const { requests, fetchMock } = stubBackend(
    routeTable(routes, {
      notFound: () => ({ status: 404, body: { message: 'Not found' } }),
      statusText: 'Status',
    }),
  );
  const sent = (): SentRequest[] =>
    requests.map(({ method, path, body }) => ({ method, path, body }));
  return {
    fetchMock,
    get sent() {
      return sent();
    },
    writes: () => sent().filter((request) => request.method !== 'GET'),
    patches: () => sent().filter((request) => request.method === 'PATCH'),
  };
}

/**
 * The app-level tests' backend: canned answers by 'METHOD /path' with the usual status texts,
 * a JSON 404 naming the unmocked call otherwise, and the requests as made.
 */
export function mockApi(routes: Record<string, Route>) {
  const { requests, fetchMock } = stubBackend(
    routeTable(routes, {
      notFound: (request) => ({
        status: 404,
        body: { error: 'not_found', message: `Not mocked: ${request.method} ${request.address}` },
      }),
    }),
  );
  return {
    fetchMock,
    calls: requests,
    callsTo: (path: string) => requests.filter((request) => request.path === path),
  };
}
