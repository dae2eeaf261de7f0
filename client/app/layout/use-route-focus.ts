// After a navigation, a focused link that belonged to the old page (a dashboard card, a table's
// Settings link) is gone and focus falls back to <body>: screen readers lose their place and the
// next Tab starts from wherever the browser guesses. Start the new page at <main> instead; also
// after a sidebar link, so the next Tab, a screen reader and the `g` shortcuts start on the
// page that was asked for. Focus elsewhere (the header, a dialog) stays where it is.
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

export function useRouteFocus(mainId: string, sidebarId: string): void {
  const router = useRouter();
  useEffect(() => {
    let frame = 0;
    const unsubscribe = router.subscribe('onResolved', ({ fromLocation, pathChanged }) => {
      // The first page of a visit keeps the browser's own start (the skip link comes first).
      if (!fromLocation || !pathChanged) return;
      // After the new page has painted: a lazy page may still be replacing the old one.
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const active = document.activeElement;
        const inSidebar = active?.closest(`#${sidebarId}`);
        if (active && active !== document.body && !inSidebar) return;
        document.getElementById(mainId)?.focus({ preventScroll: true });
      });
    });
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
    };
  }, [router, mainId, sidebarId]);
}
