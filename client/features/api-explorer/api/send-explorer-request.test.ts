import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_REQUEST_HEADERS } from '../client-headers';
import { sendExplorerRequest } from './send-explorer-request';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('sendExplorerRequest', () => {
  it('goes through the API client with exactly the headers the cURL text shows', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('{"a":1}', { status: 201, statusText: 'Created' }),
    );
    const result = await sendExplorerRequest({
      method: 'POST',
      path: '/api/v1/x',
      body: { a: 1 },
      bodyText: '{"a":1}',
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/x');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"a":1}');
    expect(Object.fromEntries(new Headers(init?.headers))).toEqual(
      Object.fromEntries(new Headers(CLIENT_REQUEST_HEADERS)),
    );
    expect(result).toMatchObject({ status: 201, statusText: 'Created', text: '{"a":1}' });
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
    expect(result.networkError).toBeUndefined();
  });

  it('keeps a non-2xx answer as a result instead of throwing', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 401, statusText: 'Unauthorized' }));
    const result = await sendExplorerRequest({ method: 'GET', path: '/api/v1/x' });
    expect(result).toMatchObject({ status: 401, statusText: 'Unauthorized', text: '' });
    expect(fetchMock.mock.calls[0]![1]?.body).toBeUndefined();
  });

  it('turns a network failure into status 0 with the message', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const result = await sendExplorerRequest({ method: 'GET', path: '/health' });
    expect(result).toMatchObject({ status: 0, networkError: 'Network error', headers: [] });
  });

  it('lets an abort through (a newer request took over)', async () => {
    fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    await expect(sendExplorerRequest({ method: 'GET', path: '/health' })).rejects.toThrow(
      'aborted',
    );
  });
});
