// A stand-in for the backend: stubs global fetch (only lib/api-client calls it) with canned
// answers keyed by 'METHOD /path' (query string ignored). Unmocked calls answer a JSON 404.
import { vi } from 'vitest';

export type MockAnswer =
  | { status?: number; statusText?: string; body?: unknown; text?: string }
  | ((url: string, init: RequestInit | undefined) => Response | Promise<Response>);

export interface ApiCall {
  method: string;
  url: string;
  init: RequestInit | undefined;
}

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

export function mockApi(routes: Record<string, MockAnswer>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, init });
    const answer = routes[`${method} ${url.split('?')[0]}`];
    if (!answer)
      return jsonResponse({ error: 'not_found', message: `Not mocked: ${method} ${url}` }, 404);
    if (typeof answer === 'function') return answer(url, init);
    const status = answer.status ?? 200;
    if (answer.text !== undefined)
      return new Response(answer.text, {
        status,
        statusText: answer.statusText ?? STATUS_TEXT[status] ?? '',
      });
    return jsonResponse(answer.body, status, answer.statusText);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls,
    callsTo: (path: string) => calls.filter((call) => call.url.split('?')[0] === path),
  };
}
