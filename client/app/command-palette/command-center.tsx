// The header's search button and the console-wide keyboard shortcuts. Only this file and
// keyboard-shortcuts.ts are eager; the palette and the shortcuts help load on first use.
import { useRouter, type StaticDataRouteOption } from '@tanstack/react-router';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useAuth } from '../../lib/auth/hooks';
import { isAllowed, routeFacts, type LinkPath } from '../../lib/route-access';
import { GO_TO_SHORTCUTS, findListFilter, interpretKey, isDialogOpen } from './keyboard-shortcuts';

const loadPalette = () => import('./command-palette');
const CommandPalette = lazy(() => loadPalette().then((m) => ({ default: m.CommandPalette })));
const ShortcutsHelpDialog = lazy(() =>
  import('./shortcuts-help-dialog').then((m) => ({ default: m.ShortcutsHelpDialog })),
);

type RouteTable = Partial<Record<string, { options: { staticData?: StaticDataRouteOption } }>>;

export function CommandCenter() {
  const [open, setOpen] = useState<'palette' | 'help' | null>(null);
  const router = useRouter();
  const auth = useAuth();
  const routes: RouteTable = router.routesByPath;
  const factsOf = (path: LinkPath) => routeFacts(routes[path]?.options.staticData);
  const goTo = GO_TO_SHORTCUTS.filter(({ path }) => isAllowed(auth, factsOf(path).requires)).map(
    (shortcut) => ({ ...shortcut, title: factsOf(shortcut.path).title }),
  );
  // The listener is added once; it reads the allowed pages of the latest render.
  const allowed = useRef(new Set<string>());
  allowed.current = new Set(goTo.map(({ path }) => path));

  useEffect(() => {
    let pendingG: number | null = null;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const result = interpretKey(event, {
        pendingG,
        now: Date.now(),
        dialogOpen: isDialogOpen(),
      });
      pendingG = result.pendingG;
      const command = result.command;
      if (!command) return;
      if (command.type === 'filter') {
        const filter = findListFilter();
        if (!filter) return;
        event.preventDefault();
        filter.focus();
        filter.select();
        return;
      }
      if (command.type === 'go') {
        if (!allowed.current.has(command.path)) return;
        event.preventDefault();
        void router.navigate({ to: command.path });
        return;
      }
      event.preventDefault();
      setOpen(command.type);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [router]);

  const close = () => setOpen(null);
  return (
    <>
      <button
        type="button"
        className="command-center__button button button--ghost button--sm"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => setOpen('palette')}
        onPointerEnter={() => void loadPalette()}
        onFocus={() => void loadPalette()}
      >
        Search
        <kbd className="command-center__hint" aria-hidden="true">
          Ctrl K
        </kbd>
      </button>
      {open ? (
        // The dialogs sit in the page's <header>: a <section> (no name, so no landmark) keeps
        // the Dialog's own <header> from counting as a second banner inside the first.
        <section className="command-center__dialogs">
          <Suspense fallback={null}>
            {open === 'palette' ? (
              <CommandPalette onClose={close} onShowShortcuts={() => setOpen('help')} />
            ) : (
              <ShortcutsHelpDialog onClose={close} goTo={goTo} />
            )}
          </Suspense>
        </section>
      ) : null}
    </>
  );
}
