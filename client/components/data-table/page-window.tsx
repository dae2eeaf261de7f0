// A window of a long list drawn a page at a time (the Cards view, the onboardings Timeline):
// thousands of cards stay cheap without measuring a grid. A target past the window (a row just
// created) moves the window around it rather than drawing every card before it: 5,000 cards
// froze a phone for seconds. Show earlier and Show more widen it from there. A page is 50: 200
// made the organization onboardings at 360 px 59,000 px tall (6,175 elements, ~70 screens).
import { useState } from 'react';
import { formatCount } from '../../lib/format';

/** Cards drawn at a time, and added by each Show more. */
export const CARDS_PAGE_SIZE = 50;

export interface PageWindow {
  start: number;
  end: number;
  showEarlier(): void;
  showMore(): void;
}

/** The window of `total` items on screen; `target` is the index of one that must be in it. */
export function usePageWindow(
  total: number,
  pageSize: number,
  target?: { key: string; index: number },
): PageWindow {
  const [range, setRange] = useState({ start: 0, end: pageSize });
  const [placedFor, setPlacedFor] = useState<string | null>(null);
  if (target && target.index >= 0 && placedFor !== target.key) {
    setPlacedFor(target.key);
    if (target.index < range.start || target.index >= range.end) {
      // Half a page of neighbours before it, and a whole page even when it is among the last.
      const start = Math.max(
        0,
        Math.min(target.index - Math.floor(pageSize / 2), total - pageSize),
      );
      setRange({ start, end: start + pageSize });
    }
  }
  // A filter that leaves fewer items than the window's start shows them from the first.
  const start = range.start < total ? range.start : 0;
  const end = Math.min(total, start === range.start ? range.end : pageSize);
  return {
    start,
    end,
    showEarlier: () => setRange({ start: Math.max(0, start - pageSize), end }),
    showMore: () => setRange({ start, end: end + pageSize }),
  };
}

/** "Show earlier", above the list, when the window does not start at the first item. */
export function ShowEarlier({ pages }: { pages: PageWindow }) {
  if (pages.start === 0) return null;
  return (
    <div className="data-table__more">
      <button
        type="button"
        className="button button--secondary button--sm"
        onClick={pages.showEarlier}
      >
        Show earlier
      </button>
    </div>
  );
}

/** What the window shows of `total`, and "Show more" while there is more after it. */
export function ShowMore({ pages, total }: { pages: PageWindow; total: number }) {
  const { start, end } = pages;
  if (start === 0 && end >= total) return null;
  return (
    <div className="data-table__more">
      <span>
        Showing {start > 0 ? `${formatCount(start + 1)}–${formatCount(end)}` : formatCount(end)} of{' '}
        {formatCount(total)}
      </span>
      {end < total ? (
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={pages.showMore}
        >
          Show more
        </button>
      ) : null}
    </div>
  );
}
