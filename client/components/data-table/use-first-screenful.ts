// How many rows a table that is not virtualized renders: on the render that first has rows,
// one screenful, and every row in a transition right after. The click that opens a screen then
// paints its first rows without waiting for the ones below the fold (about a millisecond each
// while the screen's code still runs cold); sorting, filtering and refreshing render them all.
import { startTransition, useEffect, useState } from 'react';

export function useFirstScreenful(total: number, screenful: number): number {
  const [complete, setComplete] = useState(false);
  const partial = !complete && total > screenful;
  useEffect(() => {
    if (partial) startTransition(() => setComplete(true));
  }, [partial]);
  return partial ? screenful : total;
}
