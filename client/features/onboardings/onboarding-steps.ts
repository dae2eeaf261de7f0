// Steps in the details dialog are listed by their `order` field (SPEC §2); steps without
// one follow, in the order the backend sent them.
import type { OnboardingStep } from '@shared/schemas';

export function sortStepsByOrder<T extends Pick<OnboardingStep, 'order'>>(
  steps: readonly T[],
): T[] {
  return steps
    .map((step, index) => ({ step, index }))
    .sort((a, b) => {
      const x = typeof a.step.order === 'number' ? a.step.order : Number.POSITIVE_INFINITY;
      const y = typeof b.step.order === 'number' ? b.step.order : Number.POSITIVE_INFINITY;
      return x === y ? a.index - b.index : x - y;
    })
    .map((entry) => entry.step);
}
