import { describe, expect, it } from 'vitest';
import { globalOnboardingsSearchSchema } from './onboardings-search';

describe('globalOnboardingsSearchSchema', () => {
  it('keeps good values and turns numbers into text', () => {
    expect(
      globalOnboardingsSearchSchema.parse({
        org: 123,
        status: 'failed',
        view: 'timeline',
        q: 'acme',
      }),
    ).toEqual({ org: '123', status: 'failed', view: 'timeline', q: 'acme' });
  });

  it('drops values of the wrong shape instead of failing the route', () => {
    expect(
      globalOnboardingsSearchSchema.parse({ org: { x: 1 }, status: ['a'], view: null }),
    ).toEqual({});
  });
});
