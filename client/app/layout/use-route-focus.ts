// After a navigation, a focused link that belonged to the old page (a dashboard card, a table's
// Settings link) is gone and focus falls back to <body>: screen readers lose their place and the
// next Tab starts from wherever the browser guesses. Start the new page at <main> instead.
// Focus that survived the navigation (a sidebar link) is left where it is.
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

export function useRouteFocus(mainId: string): void {
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  const first = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (pathname === undefined) return;
    // The first page of a visit keeps the browser's own start (the skip link comes first).
    if (first.current === undefined) {
      first.current = pathname;
      return;
    }
    // After the new page has painted: a lazy page may still be replacing the old one.
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      document.getElementById(mainId)?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname, mainId]);
}
