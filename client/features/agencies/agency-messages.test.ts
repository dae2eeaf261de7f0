import { describe, expect, it } from 'vitest';
import { ApiError, errorText } from '../../lib/api-client';
import { DETAILS_FAILED, SEARCH_FAILED } from './agency-messages';

describe('errorText', () => {
  it('uses the error message when there is one', () => {
    expect(errorText(new ApiError('Network error', 0), SEARCH_FAILED)).toBe('Network error');
    expect(errorText(new Error('Unexpected agencies response at 0.id'), SEARCH_FAILED)).toBe(
      'Unexpected agencies response at 0.id',
    );
  });

  it('falls back to the spec texts otherwise', () => {
    expect(errorText(new ApiError('  ', 500), SEARCH_FAILED)).toBe('Failed to search agencies');
    expect(errorText('boom', DETAILS_FAILED)).toBe('Failed to get agency details');
    expect(errorText(undefined, DETAILS_FAILED)).toBe('Failed to get agency details');
  });
});
