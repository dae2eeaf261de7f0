import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import {
  loadPipelineDetailsFailure,
  loadPipelineFailure,
  loadPipelinesFailure,
} from './provisioner-messages';

describe('provisioner messages', () => {
  it('words each failure as SPEC §8 does', () => {
    const error = new ApiError('Pipeline p1 not found', 404);
    expect(loadPipelineFailure('p1', error)).toBe(
      'Failed to load pipeline p1: Pipeline p1 not found',
    );
    expect(loadPipelineDetailsFailure('p1', error)).toBe(
      'Failed to load pipeline details for p1: Pipeline p1 not found',
    );
    expect(loadPipelinesFailure(new ApiError('HTTP 502: Bad Gateway', 502))).toBe(
      'HTTP 502: Bad Gateway',
    );
    expect(loadPipelinesFailure(new Error(''))).toBe('Failed to load pipelines');
    expect(loadPipelinesFailure(null)).toBe('Failed to load pipelines');
  });
});
