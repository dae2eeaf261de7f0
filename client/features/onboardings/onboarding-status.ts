// Onboarding statuses of SPEC §4: one normaliser decides which filter an onboarding belongs
// to, so the chips, the counts, the analytics and the export can never disagree.
import { ONBOARDING_STATUSES, type OnboardingStatus } from '@shared/constants';
import { createStatusSet, type StatusCounts, type StatusFilter } from '../../lib/status-set';
import type { Onboarding } from '@shared/schemas';
import { ONBOARDING_STATUS_ALIASES } from '@shared/onboardings';

export type OnboardingStatusFilter = StatusFilter<OnboardingStatus>;

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

const statusSet = createStatusSet(ONBOARDING_STATUSES, ONBOARDING_STATUS_ALIASES);

export const normaliseOnboardingStatus = statusSet.normalise;

/** What a person reads for a raw status: the label of its status, else the raw text. */
export function onboardingStatusLabel(raw: unknown): string {
  const status = normaliseOnboardingStatus(raw);
  if (status) return ONBOARDING_STATUS_LABELS[status];
  return typeof raw === 'string' && raw.trim() ? raw.trim() : 'Unknown';
}

export const parseStatusFilter = statusSet.parseFilter;

export type OnboardingStatusCounts = StatusCounts<OnboardingStatus>;

/** Counts per chip: every onboarding counts under All; unknown statuses only there. */
export const countOnboardingStatuses: (
  onboardings: readonly Pick<Onboarding, 'status'>[],
) => OnboardingStatusCounts = statusSet.count;

export const filterOnboardingsByStatus = statusSet.filter;
