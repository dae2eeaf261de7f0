import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { shouldRetry } from './query-client';

describe('query retry policy', () => {
  it('never retries a 4xx', () => {
    for (const status of [400, 401, 403, 404, 409])
      expect(shouldRetry(0, new ApiError('x', status))).toBe(false);
  });

  it('retries a network failure or a 5xx once', () => {
    for (const error of [
      new ApiError('Network error', 0),
      new ApiError('x', 502),
      new Error('boom'),
    ]) {
      expect(shouldRetry(0, error)).toBe(true);
      expect(shouldRetry(1, error)).toBe(false);
    }
  });
});
