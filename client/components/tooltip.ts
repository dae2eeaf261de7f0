// A tip shown while its trigger is hovered or focused. It is drawn in the browser's top layer
// (a `hint` popover) and placed against its trigger with CSS anchor positioning: a tip placed
// inside a table cell was cut off at the cell's edge (the cells contain their paint). A hint
// popover also closes on Escape (WCAG 1.4.13) and never closes an open menu or dialog.
// Where popovers are missing (test DOMs, browsers before 2024) the tip stays hidden; its text is
// still the trigger's accessible description. No `title` beside it: that would be a second tip.
import { useId, useRef, type CSSProperties, type RefObject, type SyntheticEvent } from 'react';

export interface TooltipParts {
  /** Spread on the element the tip describes. */
  trigger: {
    'aria-describedby': string;
    style: CSSProperties;
    onPointerEnter: () => void;
    onPointerLeave: (event: SyntheticEvent<HTMLElement>) => void;
    onFocus: () => void;
    onBlur: (event: SyntheticEvent<HTMLElement>) => void;
  };
  /** Spread on the tip's element (a span holding its text), beside the trigger. */
  tip: {
    ref: RefObject<HTMLSpanElement | null>;
    id: string;
    role: 'tooltip';
    popover: 'hint';
    className: string;
    style: CSSProperties;
  };
}

export function useTooltip(): TooltipParts {
  const id = useId();
  const tipRef = useRef<HTMLSpanElement>(null);
  // One anchor name per tip: useId's characters are not all allowed in a CSS name.
  const anchor = `--tip-${id.replace(/[^\w-]/g, '')}`;

  const setOpen = (open: boolean) => {
    const tip = tipRef.current;
    if (!tip?.isConnected || typeof tip.showPopover !== 'function') return;
    if (tip.matches(':popover-open') === open) return;
    if (open) tip.showPopover();
    else tip.hidePopover();
  };
  return {
    trigger: {
      'aria-describedby': id,
      style: { anchorName: anchor },
      // Shown while hovered or focused, as either holds: a tap on a phone focuses, then its
      // pointer leaves at once, and the tip stays until focus moves on.
      onPointerEnter: () => setOpen(true),
      onPointerLeave: (event) => setOpen(event.currentTarget === document.activeElement),
      onFocus: () => setOpen(true),
      onBlur: (event) => setOpen(event.currentTarget.matches(':hover')),
    },
    tip: {
      ref: tipRef,
      id,
      role: 'tooltip',
      popover: 'hint',
      className: 'tooltip',
      style: { positionAnchor: anchor },
    },
  };
}
