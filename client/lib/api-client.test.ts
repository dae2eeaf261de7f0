import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from '@shared/zod';
import {
  ApiError,
  UnexpectedResponseError,
  api,
  apiRequest,
  buildUrl,
  errorText,
  setUnauthorizedHandler,
} from './api-client';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function answer(
  body: string | null,
  status = 200,
  statusText = 'OK',
  headers: Record<string, string> = {},
) {
  fetchMock.mockResolvedValueOnce(new Response(body, { status, statusText, headers }));
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('api client requests', () => {
  it('sends a relative URL with cookies, JSON content type and the CSRF header', async () => {
    answer('{"ok":true}');
    await api.post('/api/v1/organizations', { name: 'Acme' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/organizations');
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"Acme"}');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json', 'X-CSRF': '1' });
  });

  it('adds non-empty query values and never builds a protocol-relative URL', async () => {
    answer('[]');
    await api.get('/api/v1/agencies', {
      query: { name: 'Fire dept', searchType: undefined, stateOrProvince: '' },
    });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/agencies?name=Fire+dept');
    expect(buildUrl('//evil.example/x')).toBe('/evil.example/x');
    expect(buildUrl('\\\\evil.example')).toBe('/evil.example');
    expect(buildUrl('api/v1/x?a=1', { b: 2 })).toBe('/api/v1/x?a=1&b=2');
  });

  it('parses JSON bodies and gives undefined for 204 and empty bodies', async () => {
    answer('{"id":"o1"}', 200, 'OK', { 'Content-Type': 'application/json' });
    await expect(api.get('/api/v1/organizations/o1')).resolves.toEqual({ id: 'o1' });
    answer(null, 204, 'No Content');
    await expect(api.delete('/api/v1/organizations/o1')).resolves.toBeUndefined();
    answer('', 200);
    await expect(api.get('/api/v1/x')).resolves.toBeUndefined();
  });
});

describe('api client errors', () => {
  it('carries the response text, status and details for a text body', async () => {
    answer('Organization not found', 404, 'Not Found');
    const error = await caught(api.get('/api/v1/organizations/zz'));
    expect(error.message).toBe('Organization not found');
    expect(error.status).toBe(404);
    expect(error.statusText).toBe('Not Found');
    expect(error.details).toBe('Organization not found');
  });

  it("says 'HTTP {status}: {statusText}' when the body is empty", async () => {
    answer('', 500, 'Internal Server Error');
    const error = await caught(api.get('/api/v1/organizations'));
    expect(error.message).toBe('HTTP 500: Internal Server Error');
    expect(error.status).toBe(500);
  });

  it('uses the message of a JSON error body and keeps the JSON as details', async () => {
    answer('{"error":"bad_request","message":"name is required"}', 400, 'Bad Request');
    const error = await caught(api.post('/api/v1/organizations', {}));
    expect(error.message).toBe('name is required');
    expect(error.details).toEqual({ error: 'bad_request', message: 'name is required' });
  });

  it('keeps a JSON body without a message as the error text', async () => {
    answer('{"error":"nope"}', 403, 'Forbidden');
    const error = await caught(api.get('/api/v1/provisioner'));
    expect(error.message).toBe('{"error":"nope"}');
    expect(error.details).toEqual({ error: 'nope' });
  });

  it('gives an HTML error page the status line, keeping the page as details', async () => {
    const page = '<!DOCTYPE html><html><head><title>Oops</title></head><body>nginx</body></html>';
    answer(page, 500, 'Internal Server Error', { 'Content-Type': 'text/html; charset=utf-8' });
    const error = await caught(api.get('/api/v1/organizations'));
    expect(error.message).toBe('HTTP 500: Internal Server Error');
    expect(error.details).toBe(page);
    // Markup sent with the wrong type is still markup.
    answer('<html><body>Bad gateway</body></html>', 502, 'Bad Gateway', {
      'Content-Type': 'text/plain',
    });
    expect((await caught(api.get('/api/v1/organizations'))).message).toBe('HTTP 502: Bad Gateway');
    // A text message that merely mentions a tag is a message.
    answer('<name> is required', 400, 'Bad Request');
    expect((await caught(api.get('/api/v1/x'))).message).toBe('<name> is required');
  });

  it('fails a success answer whose JSON is malformed, but hands plain text over', async () => {
    answer('{"pipelines": [{"pipelineId": "p-1",', 200, 'OK', {
      'Content-Type': 'application/json; charset=utf-8',
    });
    const error = await caught(api.get('/api/v1/provisioner'));
    expect(error.message).toBe('The server sent a malformed JSON response.');
    expect(error.status).toBe(200);
    expect(error.details).toBe('{"pipelines": [{"pipelineId": "p-1",');
    answer('{oops', 200, 'OK', { 'Content-Type': 'application/problem+json' });
    await expect(api.get('/api/v1/x')).rejects.toThrow('malformed JSON');
    answer('OK', 200, 'OK', { 'Content-Type': 'text/plain' });
    await expect(api.get('/health')).resolves.toBe('OK');
  });

  it("turns a network failure into 'Network error' with status 0", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await caught(api.get('/api/v1/organizations'));
    expect(error.message).toBe('Network error');
    expect(error.status).toBe(0);
  });

  it('calls the session-expired handler for a 401 from a data call but not from /auth', async () => {
    const handler = vi.fn();
    const unregister = setUnauthorizedHandler(handler);
    answer('', 401, 'Unauthorized');
    await caught(api.get('/api/v1/organizations'));
    expect(handler).toHaveBeenCalledWith('/api/v1/organizations');
    answer('', 401, 'Unauthorized');
    await caught(api.get('/auth/me'));
    expect(handler).toHaveBeenCalledTimes(1);
    unregister();
    answer('', 401, 'Unauthorized');
    await caught(api.get('/api/v1/organizations'));
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('raw requests (API Explorer)', () => {
  it('returns status, headers, text and JSON without throwing for a non-OK answer', async () => {
    const handler = vi.fn();
    const unregister = setUnauthorizedHandler(handler);
    answer('{"message":"Unauthorized"}', 401, 'Unauthorized', { 'X-Request-Id': 'r1' });
    const raw = await apiRequest('GET', '/api/v1/organizations', { raw: true });
    unregister();
    expect(raw.ok).toBe(false);
    expect(raw.status).toBe(401);
    expect(raw.json).toEqual({ message: 'Unauthorized' });
    // Header names as the browser gives them (lower case; the test DOM keeps the case sent).
    const headers = raw.headers.map(([name, value]) => [name.toLowerCase(), value]);
    expect(headers).toContainEqual(['x-request-id', 'r1']);
    expect(raw.error?.message).toBe('Unauthorized');
    expect(raw.durationMs).toBeGreaterThanOrEqual(0);
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('response schemas', () => {
  const organizations = z
    .array(z.object({ id: z.string(), name: z.string() }))
    .describe('organizations');

  it('hands over the parsed value when the answer matches the schema', async () => {
    answer('[{"id":"o1","name":"Acme","extra":1}]');
    await expect(api.get('/api/v1/organizations', { schema: organizations })).resolves.toEqual([
      { id: 'o1', name: 'Acme' },
    ]);
    answer('{"id":"o2","name":"Beta"}');
    const created = await api.post(
      '/api/v1/organizations',
      { name: 'Beta' },
      { schema: z.object({ id: z.string() }) },
    );
    expect(created.id).toBe('o2');
  });

  it('refuses a malformed answer naming the schema and the first bad field', async () => {
    answer('[{"id":"o1"}]');
    const error = await api
      .get('/api/v1/organizations', { schema: organizations })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect((error as Error).message).toMatch(/^Unexpected organizations response at 0\.name: /);
    answer('{"pipelines":3}');
    await expect(
      api.get('/api/v1/provisioner', { schema: z.object({ pipelines: z.array(z.string()) }) }),
    ).rejects.toThrow(/^Unexpected server response at pipelines: /);
  });

  it('checks nothing on a failed call: the ApiError comes first', async () => {
    answer('', 503, 'Service Unavailable');
    const error = await caught(api.get('/api/v1/organizations', { schema: organizations }));
    expect(error.message).toBe('HTTP 503: Service Unavailable');
  });
});

describe('errorText (SPEC §8: the message, else the fallback)', () => {
  it("uses the error's own message, trimmed", () => {
    expect(errorText(new ApiError('Network error', 0), 'Failed to load pipelines')).toBe(
      'Network error',
    );
    expect(errorText({ message: ' from a plain object ' }, 'fallback')).toBe('from a plain object');
  });

  it('falls back when there is no message', () => {
    expect(errorText(new Error('  '), 'Failed to load organizations')).toBe(
      'Failed to load organizations',
    );
    expect(errorText(undefined, 'Failed to get agency details')).toBe(
      'Failed to get agency details',
    );
    expect(errorText('boom')).toBe('boom');
  });
});
