import { describe, expect, it } from 'vitest';
import { actionWords } from './activity-words';

describe('actionWords', () => {
  it('says what a refusal tried, and how many times when the backend counted several', () => {
    expect(actionWords({ action: 'access.denied', attemptedAction: 'organization.deleted' })).toBe(
      'Was denied: deleted organization',
    );
    expect(
      actionWords({ action: 'access.denied', attemptedAction: 'GET /api/v1/x%20y', count: 300 }),
    ).toBe('Was denied: GET /api/v1/x%20y (300 times)');
    expect(actionWords({ action: 'access.denied', count: 1 })).toBe('Was denied');
  });
});
