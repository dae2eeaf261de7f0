// Says whether the list moves by itself: live (the feed is open), or read every few seconds
// while something is unsettled (no feed). Not announced: it changes on its own.
import type { StreamState } from '../../lib/live/use-event-stream';

export function LiveStatus({ state }: { state: StreamState }) {
  const text =
    state === 'live'
      ? 'Live: changes appear as they happen'
      : state === 'unavailable'
        ? 'Updated every 5 seconds while a pipeline is pending or running'
        : 'Connecting to live updates…';
  return (
    <p className={`prov-live prov-live--${state}`}>
      <span className="prov-live__dot" aria-hidden="true" />
      {text}
    </p>
  );
}
