// How many rows a table that is not virtualized renders: on the render that first has rows,
// one screenful, and every row once that screenful has painted. The click that opens a screen
// then paints its first rows without waiting for the ones below the fold (about a millisecond
// each while the screen's code still runs cold); sorting, filtering and refreshing render them
// all. The rest waits for the paint: a render started at once (even a transition) would run
// before it.
import { useEffect, useState } from 'react';

export function useFirstScreenful(total: number, screenful: number): number {
  const [complete, setComplete] = useState(false);
  const partial = !complete && total > screenful;
  useEffect(() => {
    if (!partial) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame's callback runs before its paint; the timer's task, after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setComplete(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [partial]);
  return partial ? screenful : total;
}
