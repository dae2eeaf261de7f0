// Timeline order (SPEC §2): createdDate ascending. Onboardings without a readable date go
// last, keeping their list order, so nothing silently disappears from the timeline.
import type { Onboarding } from '@shared/schemas';

export function dateValue(value: string | null | undefined): number | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

export function sortByCreatedAscending<T extends Pick<Onboarding, 'createdDate'>>(
  onboardings: readonly T[],
): T[] {
  return onboardings
    .map((onboarding, index) => ({ onboarding, index, time: dateValue(onboarding.createdDate) }))
    .sort((a, b) => {
      if (a.time === null || b.time === null) {
        if (a.time === b.time) return a.index - b.index;
        return a.time === null ? 1 : -1;
      }
      return a.time - b.time || a.index - b.index;
    })
    .map((entry) => entry.onboarding);
}
