// The reads of the Administrator's "Platform at a glance" (issue #23, dashboard:admin), all
// existing list calls: the pipelines (GET /api/v1/provisioner, shared with the Provisioner's
// cache), onboardings not settled across organizations (GET /api/v1/onboardings, issue #23's
// contract; a backend without it is said so), and the access.denied events of the last day.
import { useQuery } from '@tanstack/react-query';
import * as z from '@shared/zod';
import { onboardingSchema, type Onboarding } from '@shared/schemas';
import { api, isMissingEndpoint } from '../../../lib/api-client';
import { getAuditEvents } from '../../../entities/activity/audit-events';
import { wrappedList } from '../../../lib/api/wrapped-list';

/** An onboarding not settled and not updated for this long is stuck. */
export const STUCK_AFTER_DAYS = 14;
const DAY_MS = 86_400_000;

const onboardingPageSchema = z
  .preprocess((data) => wrappedList(data, 'onboardings') ?? data, z.array(onboardingSchema))
  .describe('onboardings');

/** 'not-offered' when the backend has no all-organizations list (404/405/501). */
export type StuckOnboardings = { count: number; more: boolean } | 'not-offered';

function isStuck(onboarding: Onboarding, now: number): boolean {
  const last = Date.parse(onboarding.updatedDate ?? onboarding.createdDate ?? '');
  return Number.isFinite(last) && now - last > STUCK_AFTER_DAYS * DAY_MS;
}

async function stuckOnboardings(signal: AbortSignal): Promise<StuckOnboardings> {
  const now = Date.now();
  try {
    const pages = await Promise.all(
      ['pending', 'in_progress'].map((status) =>
        api.get('/api/v1/onboardings', {
          query: { status, limit: 200 },
          schema: onboardingPageSchema,
          signal,
        }),
      ),
    );
    const count = pages.flat().filter((onboarding) => isStuck(onboarding, now)).length;
    return { count, more: pages.some((page) => page.length >= 200) };
  } catch (error) {
    if (isMissingEndpoint(error)) return 'not-offered';
    throw error;
  }
}

export function useStuckOnboardings(enabled: boolean) {
  return useQuery({
    queryKey: ['platform-glance', 'stuck-onboardings'],
    queryFn: ({ signal }) => stuckOnboardings(signal),
    enabled,
    retry: false,
  });
}

export function useRecentDenials(enabled: boolean) {
  return useQuery({
    queryKey: ['platform-glance', 'denied'],
    queryFn: ({ signal }) =>
      getAuditEvents(
        {
          action: 'access.denied',
          since: new Date(Date.now() - DAY_MS).toISOString(),
          limit: 5,
        },
        signal,
      ),
    enabled,
    retry: false,
  });
}
