// Sends a prepared explorer request through the one API client in raw mode: any status is a
// result to show, and a network failure becomes a result with status 0 and its message.
import { ApiError, apiRequest } from '../../../lib/api-client';
import type { PreparedRequest } from '../explorer-request';
import type { ExplorerResult } from '../explorer-result';

export async function sendExplorerRequest(
  request: PreparedRequest,
  signal?: AbortSignal,
): Promise<ExplorerResult> {
  const time = new Date();
  const started = performance.now();
  try {
    const response = await apiRequest(request.method, request.path, {
      raw: true,
      ...(request.bodyText !== undefined ? { body: request.body } : {}),
      ...(signal ? { signal } : {}),
    });
    return {
      request,
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
      text: response.text,
      durationMs: response.durationMs,
      time,
    };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return {
      request,
      status: 0,
      statusText: '',
      headers: [],
      text: '',
      durationMs: Math.round(performance.now() - started),
      time,
      networkError:
        error instanceof ApiError || error instanceof Error ? error.message : 'Network error',
    };
  }
}
