// Onboarding statuses of SPEC §4: one normaliser decides which filter an onboarding belongs
// to, so the chips, the counts, the analytics and the export can never disagree.
import { ONBOARDING_STATUSES, type OnboardingStatus } from '../../../shared/constants';
import type { Onboarding } from '../../../shared/schemas';

export type OnboardingStatusFilter = 'all' | OnboardingStatus;

export const ONBOARDING_STATUS_LABELS: Record<OnboardingStatus, string> = {
  pending: 'Pending',
  in_progress: 'In Progress',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** The filter chips in the order SPEC §2 lists them. */
export const ONBOARDING_STATUS_FILTERS: readonly {
  value: OnboardingStatusFilter;
  label: string;
}[] = [
  { value: 'all', label: 'All' },
  ...ONBOARDING_STATUSES.map((status) => ({
    value: status,
    label: ONBOARDING_STATUS_LABELS[status],
  })),
];

// Spellings seen from backends for the same status. `in-progress` and `error` are the spec's;
// the rest are case/separator variants of the same words.
const ALIASES: Record<string, OnboardingStatus> = {
  pending: 'pending',
  in_progress: 'in_progress',
  inprogress: 'in_progress',
  completed: 'completed',
  failed: 'failed',
  error: 'failed',
  cancelled: 'cancelled',
  canceled: 'cancelled',
};

/** The known status for a raw value, or null for a missing or unknown one (shown neutral). */
export function normaliseOnboardingStatus(raw: unknown): OnboardingStatus | null {
  if (typeof raw !== 'string') return null;
  const key = raw
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return ALIASES[key] ?? null;
}

/** What a person reads for a raw status: the label of its status, else the raw text. */
export function onboardingStatusLabel(raw: unknown): string {
  const status = normaliseOnboardingStatus(raw);
  if (status) return ONBOARDING_STATUS_LABELS[status];
  return typeof raw === 'string' && raw.trim() ? raw.trim() : 'Unknown';
}

export function parseStatusFilter(value: unknown): OnboardingStatusFilter {
  if (value === 'all') return 'all';
  return normaliseOnboardingStatus(value) ?? 'all';
}

export type OnboardingStatusCounts = Record<OnboardingStatusFilter, number>;

/** Counts per chip: every onboarding counts under All; unknown statuses only there. */
export function countOnboardingStatuses(
  onboardings: readonly Pick<Onboarding, 'status'>[],
): OnboardingStatusCounts {
  const counts: OnboardingStatusCounts = {
    all: onboardings.length,
    pending: 0,
    in_progress: 0,
    completed: 0,
    failed: 0,
    cancelled: 0,
  };
  for (const onboarding of onboardings) {
    const status = normaliseOnboardingStatus(onboarding.status);
    if (status) counts[status] += 1;
  }
  return counts;
}

export function filterOnboardingsByStatus<T extends Pick<Onboarding, 'status'>>(
  onboardings: readonly T[],
  filter: OnboardingStatusFilter,
): T[] {
  if (filter === 'all') return [...onboardings];
  return onboardings.filter((o) => normaliseOnboardingStatus(o.status) === filter);
}
