// Says whether a list moves by itself: live (the feed is open), or read every few seconds
// while something is unsettled (no feed; `polling` says when). Not announced: it changes on
// its own. The provisioner's and the onboardings' lists show it.
import type { StreamState } from '../lib/live/use-event-stream';

export function LiveStatus({ state, polling }: { state: StreamState; polling: string }) {
  const text =
    state === 'live'
      ? 'Live: changes appear as they happen'
      : state === 'unavailable'
        ? polling
        : 'Connecting to live updates…';
  return (
    <p className={`live-status live-status--${state}`}>
      <span className="live-status__dot" aria-hidden="true" />
      {text}
    </p>
  );
}
