import { describe, expect, it } from 'vitest';
import { sortStepsByOrder } from './onboarding-steps';

describe('sortStepsByOrder', () => {
  it('sorts by order and keeps steps without one last, in their given order', () => {
    const steps = [
      { name: 'c', order: 3 },
      { name: 'x' },
      { name: 'a', order: 1 },
      { name: 'y' },
      { name: 'b', order: 2 },
      { name: 'z', order: 0 },
    ];
    expect(sortStepsByOrder(steps).map((s) => s.name)).toEqual(['z', 'a', 'b', 'c', 'x', 'y']);
  });
});
