// GET /api/v1/onboardings (issue #23): every organization's onboardings, optionally of one
// status, newest change first, in pages with a continuation cursor. A backend without it
// (404/405/501) is reported so the screen can offer the per-organization view only.
import { infiniteQueryOptions } from '@tanstack/react-query';
import { ALL_ONBOARDINGS_PAGE, ALL_ONBOARDINGS_PATH } from '@shared/onboardings';
import * as z from '@shared/zod';
import { onboardingSchema, type Onboarding } from '@shared/schemas';
import { api } from '../../../lib/api-client';
import { wrappedList } from '../../../lib/api/wrapped-list';
import { onboardingKeys } from '../../../entities/onboarding/get-onboardings';

export interface OnboardingsPage {
  items: Onboarding[];
  nextCursor: string | null;
  /** How many match in all; absent when the backend does not say. */
  total?: number;
  /** How many onboardings each status has (and `all`), whatever the filter; optional. */
  counts?: Record<string, number>;
}

const pageSchema = z
  .preprocess(
    (data) => {
      const items = wrappedList(data, 'onboardings');
      if (!items) return data;
      const record = Array.isArray(data) ? {} : (data as Record<string, unknown>);
      return {
        items,
        nextCursor: record.nextCursor ?? null,
        total: record.total,
        counts: record.counts,
      };
    },
    z.object({
      items: z.array(onboardingSchema),
      nextCursor: z.string().nullable().catch(null),
      total: z.number().int().nonnegative().optional().catch(undefined),
      counts: z.record(z.string(), z.number().int().nonnegative()).optional().catch(undefined),
    }),
  )
  .describe('onboardings');

export function getAllOnboardings(
  status: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<OnboardingsPage> {
  return api.get(ALL_ONBOARDINGS_PATH, {
    query: {
      status: status || undefined,
      cursor: cursor ?? undefined,
      limit: ALL_ONBOARDINGS_PAGE,
    },
    schema: pageSchema,
    signal,
  });
}

/** `status` is a status of SPEC §4 or '' for every status. */
export const allOnboardingsQueryOptions = (status: string) =>
  infiniteQueryOptions({
    queryKey: onboardingKeys.everywhere(status),
    queryFn: ({ pageParam, signal }) => getAllOnboardings(status, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // A backend without the list answers 404 once: asking again will not change that.
    retry: false,
  });
