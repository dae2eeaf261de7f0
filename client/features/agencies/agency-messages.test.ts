import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { DETAILS_FAILED, SEARCH_FAILED, failureText } from './agency-messages';

describe('failureText', () => {
  it('uses the error message when there is one', () => {
    expect(failureText(new ApiError('Network error', 0), SEARCH_FAILED)).toBe('Network error');
    expect(failureText(new Error('Unexpected agencies response at 0.id'), SEARCH_FAILED)).toBe(
      'Unexpected agencies response at 0.id',
    );
  });

  it('falls back to the spec texts otherwise', () => {
    expect(failureText(new ApiError('  ', 500), SEARCH_FAILED)).toBe('Failed to search agencies');
    expect(failureText('boom', DETAILS_FAILED)).toBe('Failed to get agency details');
    expect(failureText(undefined, DETAILS_FAILED)).toBe('Failed to get agency details');
  });
});
