// Where an onboardings list gets its rows: one organization's list (SPEC §7, filtered here by
// status, counted per chip), or every organization's (GET /api/v1/onboardings, filtered and
// paged by the backend, counted by its total). Both move by the live feed, and poll without it.
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ONBOARDING_STATUSES } from '@shared/constants';
import type { Onboarding } from '@shared/schemas';
import { isMissingEndpoint } from '../../lib/api-client';
import type { StreamState } from '../../lib/live/use-event-stream';
import { allOnboardingsQueryOptions } from './api/get-all-onboardings';
import { onboardingKeys, useOnboardings } from '../../entities/onboarding/get-onboardings';
import {
  countOnboardingStatuses,
  filterOnboardingsByStatus,
  type OnboardingStatusCounts,
  type OnboardingStatusFilter,
} from './onboarding-status';
import { onboardingsPollInterval } from './use-live-onboardings';

export interface OnboardingSource {
  /** The rows loaded: every status of one organization, or the filter's pages. */
  loaded: Onboarding[] | undefined;
  /** The rows the status filter keeps. */
  shown: Onboarding[] | undefined;
  counts: OnboardingStatusCounts | null;
  /** How many match in all, when the backend holds more than is loaded. */
  total: number | undefined;
  isPending: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => void;
  /** The next page of every organization's list; null when there is none. */
  more: { load: () => void; loading: boolean } | null;
  /** The backend has no list across organizations (404/405/501). */
  notOffered: boolean;
  /** Reads the list again (after a bulk run). */
  invalidate: () => void;
}

/**
 * The backend's counts as the chips read them, or null when it sent none (or not all). A backend
 * that does not count 'other' has it as what the known statuses leave of All.
 */
function chipCounts(counts: Record<string, number> | undefined): OnboardingStatusCounts | null {
  if (!counts) return null;
  const chips = ['all', ...ONBOARDING_STATUSES] as const;
  if (!chips.every((chip) => typeof counts[chip] === 'number')) return null;
  const known = ONBOARDING_STATUSES.reduce((sum, status) => sum + counts[status]!, 0);
  return {
    ...(Object.fromEntries(chips.map((chip) => [chip, counts[chip]])) as OnboardingStatusCounts),
    other: typeof counts.other === 'number' ? counts.other : Math.max(0, counts.all! - known),
  };
}

const createdTime = (onboarding: Onboarding) => Date.parse(onboarding.createdDate ?? '') || 0;
const newestFirst = (a: Onboarding, b: Onboarding) => createdTime(b) - createdTime(a);

export function useOnboardingSource(
  organizationId: string | null,
  status: OnboardingStatusFilter,
  stream: StreamState,
): OnboardingSource {
  const queryClient = useQueryClient();
  const everywhere = organizationId === null;
  const one = useOnboardings(organizationId, {
    refetchInterval: (onboardings) =>
      onboardingsPollInterval(stream, filterOnboardingsByStatus(onboardings ?? [], status)),
  });
  const pages = useInfiniteQuery({
    ...allOnboardingsQueryOptions(status === 'all' ? '' : status),
    enabled: everywhere,
    refetchInterval: (query) =>
      onboardingsPollInterval(
        stream,
        query.state.data?.pages.flatMap((page) => page.items),
      ),
  });
  const paged = useMemo(() => pages.data?.pages.flatMap((page) => page.items), [pages.data]);
  const oneData = one.data;
  const counts = useMemo(
    () => (!everywhere && oneData ? countOnboardingStatuses(oneData) : null),
    [everywhere, oneData],
  );
  // SPEC gives the list no order: the newest first (issue #34 item 5), as across organizations.
  const filtered = useMemo(
    () => (oneData ? filterOnboardingsByStatus(oneData, status).sort(newestFirst) : undefined),
    [oneData, status],
  );

  if (everywhere) {
    const notOffered = pages.isError && isMissingEndpoint(pages.error);
    return {
      loaded: paged,
      shown: paged,
      counts: chipCounts(pages.data?.pages[0]?.counts),
      total: pages.data?.pages[0]?.total,
      isPending: pages.isPending,
      isFetching: pages.isFetching,
      error: notOffered ? null : pages.error,
      refetch: () => void pages.refetch(),
      more: pages.hasNextPage
        ? { load: () => void pages.fetchNextPage(), loading: pages.isFetchingNextPage }
        : null,
      notOffered,
      invalidate: () =>
        void queryClient.invalidateQueries({ queryKey: [...onboardingKeys.all, 'everywhere'] }),
    };
  }
  return {
    loaded: oneData,
    shown: filtered,
    counts,
    total: undefined,
    isPending: one.isPending,
    isFetching: one.isFetching,
    error: one.error,
    refetch: () => void one.refetch(),
    more: null,
    notOffered: false,
    invalidate: () =>
      void queryClient.invalidateQueries({
        queryKey: onboardingKeys.list(organizationId ?? ''),
      }),
  };
}
