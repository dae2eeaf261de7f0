// GET /api/v1/organizations/{id}/onboardings (SPEC §7: a list) and its query.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from '@shared/zod';
import { onboardingSchema, type Onboarding } from '@shared/schemas';
import { api } from '../../lib/api-client';

export const onboardingKeys = {
  all: ['onboardings'] as const,
  list: (organizationId: string) => [...onboardingKeys.all, 'list', organizationId] as const,
  /** The list across organizations, by status filter ('' for all). */
  everywhere: (status: string) => [...onboardingKeys.all, 'everywhere', status] as const,
};

const onboardingListSchema = z.array(onboardingSchema).describe('onboardings');

export function getOnboardings(
  organizationId: string,
  signal?: AbortSignal,
): Promise<Onboarding[]> {
  return api.get(`/api/v1/organizations/${encodeURIComponent(organizationId)}/onboardings`, {
    schema: onboardingListSchema,
    signal,
  });
}

export const onboardingsQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: onboardingKeys.list(organizationId),
    queryFn: ({ signal }) => getOnboardings(organizationId, signal),
  });

/** The onboardings of one organization; null disables the query (none selected). */
export function useOnboardings(
  organizationId: string | null | undefined,
  options: { refetchInterval?: (onboardings: Onboarding[] | undefined) => number | false } = {},
) {
  const { refetchInterval } = options;
  return useQuery({
    ...onboardingsQueryOptions(organizationId ?? ''),
    enabled: Boolean(organizationId),
    refetchInterval: refetchInterval ? (query) => refetchInterval(query.state.data) : undefined,
  });
}
