// Where the organization picker's list opens: fixed to the viewport under its input (above it
// when there is more room there), wider than the 240 px sidebar when the screen allows, so
// long names stay readable; it follows the input when the page scrolls or resizes.
import { useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react';

const MIN_WIDTH = 320;
const MAX_LIST_HEIGHT = 320;
const MARGIN = 8;
const GAP = 4;
/** The footer under the list (count and hint). */
const FOOTER_HEIGHT = 34;

export type PopupPosition = CSSProperties & { '--org-picker-list-max'?: string };

function placeUnder(anchor: DOMRect): PopupPosition {
  const viewportWidth = document.documentElement.clientWidth || window.innerWidth;
  const viewportHeight = window.innerHeight;
  const width = Math.min(Math.max(anchor.width, MIN_WIDTH), viewportWidth - 2 * MARGIN);
  const left = Math.max(MARGIN, Math.min(anchor.left, viewportWidth - width - MARGIN));
  const below = viewportHeight - anchor.bottom - GAP - MARGIN;
  const above = anchor.top - GAP - MARGIN;
  const openUp = below < 200 && above > below;
  const room = (openUp ? above : below) - FOOTER_HEIGHT;
  const listMax = Math.max(3 * 36, Math.min(MAX_LIST_HEIGHT, room));
  return {
    left,
    width,
    ...(openUp ? { bottom: viewportHeight - anchor.top + GAP } : { top: anchor.bottom + GAP }),
    '--org-picker-list-max': `${listMax}px`,
  };
}

const same = (a: PopupPosition | null, b: PopupPosition) =>
  a !== null &&
  a.left === b.left &&
  a.width === b.width &&
  a.top === b.top &&
  a.bottom === b.bottom &&
  a['--org-picker-list-max'] === b['--org-picker-list-max'];

export function usePopupPosition(
  anchorRef: RefObject<HTMLElement | null>,
  popupRef: RefObject<HTMLElement | null>,
): PopupPosition | undefined {
  const [position, setPosition] = useState<PopupPosition | null>(null);
  useLayoutEffect(() => {
    const place = (event?: Event) => {
      // The list's own scrolling moves nothing.
      if (event?.target instanceof Node && popupRef.current?.contains(event.target)) return;
      const anchor = anchorRef.current;
      if (!anchor) return;
      const next = placeUnder(anchor.getBoundingClientRect());
      setPosition((current) => (same(current, next) ? current : next));
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [anchorRef, popupRef]);
  return position ?? undefined;
}
