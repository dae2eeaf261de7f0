// View Analytics (DESIGN.md resolution 4): counts by status and the average time from
// created to completed, over the onboardings the filter shows.
import type { Onboarding } from '@shared/schemas';
import {
  countOnboardingStatuses,
  normaliseOnboardingStatus,
  onboardingStatusLabel,
  type OnboardingStatusCounts,
} from './onboarding-status';
import { dateValue } from './onboarding-timeline';

export interface OnboardingAnalytics {
  counts: OnboardingStatusCounts;
  /**
   * Statuses outside SPEC's five, each under its own label ('On Hold'), most frequent first: a
   * bucket called 'Other' told nobody what those onboardings were.
   */
  others: { label: string; count: number }[];
  /** How many onboardings had both dates (completed not before created). */
  timed: number;
  averageCompletionMs: number | null;
}

export function analyseOnboardings(
  onboardings: readonly Pick<Onboarding, 'status' | 'createdDate' | 'completedDate'>[],
): OnboardingAnalytics {
  const counts = countOnboardingStatuses(onboardings);
  const others = new Map<string, number>();
  for (const { status } of onboardings) {
    if (normaliseOnboardingStatus(status)) continue;
    const label = statusWords(onboardingStatusLabel(status));
    others.set(label, (others.get(label) ?? 0) + 1);
  }
  let total = 0;
  let timed = 0;
  for (const onboarding of onboardings) {
    const created = dateValue(onboarding.createdDate);
    const completed = dateValue(onboarding.completedDate);
    if (created === null || completed === null || completed < created) continue;
    total += completed - created;
    timed += 1;
  }
  return {
    counts,
    others: [...others]
      .map(([label, count]) => ({ label, count }))
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)),
    timed,
    averageCompletionMs: timed ? total / timed : null,
  };
}

/** 'on_hold' → 'On Hold' (a known status's label is already written this way). */
function statusWords(text: string): string {
  return text
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

const UNITS = [
  { ms: 86_400_000, short: 'd' },
  { ms: 3_600_000, short: 'h' },
  { ms: 60_000, short: 'min' },
] as const;

/** A duration as its two largest units ('3 d 4 h', '2 h 5 min'); under a minute '< 1 min'. */
export function formatDuration(ms: number): string {
  if (ms < 60_000) return '< 1 min';
  const parts: string[] = [];
  let rest = ms;
  for (const unit of UNITS) {
    const amount = Math.floor(rest / unit.ms);
    rest -= amount * unit.ms;
    if (amount > 0 || parts.length > 0) parts.push(`${amount} ${unit.short}`);
    if (parts.length === 2) break;
  }
  return parts.filter((part) => !part.startsWith('0 ')).join(' ');
}
