// Keeps the onboardings on screen current by themselves (issue #23, like DESIGN resolution 14's
// pipelines): the onboarding feed's changes go into the cached lists once per frame; `ready`
// (a connection that could not resume) reads the lists again. Without the feed the screens poll
// while something shown can still move (see onboardingsPollInterval).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { ONBOARDING_EVENT, ONBOARDING_EVENTS_PATH, onboardingStatusOf } from '@shared/onboardings';
import { STREAM_READY_EVENT } from '@shared/pipelines';
import { onboardingSchema, type Onboarding } from '@shared/schemas';
import { createFrameBatch } from '../../lib/live/frame-batch';
import { useEventStream, type StreamState } from '../../lib/live/use-event-stream';
import { onboardingKeys } from '../../entities/onboarding/get-onboardings';
import { storeOnboardings } from './api/onboarding-writes';

/** How often a screen without the feed reads its onboardings while one can still move. */
export const ONBOARDING_POLL_MS = 5_000;

function parseOnboarding(data: string): Onboarding | null {
  try {
    const parsed = onboardingSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Pending, in progress or failed (a retry resumes it): the statuses that move by themselves. */
const canMove = (onboarding: Onboarding) => {
  const status = onboardingStatusOf(onboarding.status);
  return status === 'pending' || status === 'in_progress' || status === 'failed';
};

/** The polling interval for a list while the feed is unavailable, else none. */
export function onboardingsPollInterval(
  stream: StreamState,
  shown: readonly Onboarding[] | undefined,
): number | false {
  return stream === 'unavailable' && (shown ?? []).some(canMove) ? ONBOARDING_POLL_MS : false;
}

export function useLiveOnboardings(enabled = true): StreamState {
  const queryClient = useQueryClient();
  const openedAt = useRef(0);
  const batch = useMemo(
    () => createFrameBatch<Onboarding>((changed) => storeOnboardings(queryClient, changed)),
    [queryClient],
  );
  useEffect(() => () => batch.cancel(), [batch]);

  return useEventStream({
    url: ONBOARDING_EVENTS_PATH,
    enabled,
    onOpen: (startedAt) => (openedAt.current = startedAt),
    handlers: {
      [ONBOARDING_EVENT]: (data) => {
        const onboarding = parseOnboarding(data);
        if (onboarding) batch.add(onboarding.id, onboarding);
      },
      // Changes may have been missed: lists read before this connection began are read again.
      [STREAM_READY_EVENT]: () =>
        void queryClient.invalidateQueries({
          queryKey: onboardingKeys.all,
          predicate: (query) => query.state.dataUpdatedAt < openedAt.current,
        }),
    },
  });
}
