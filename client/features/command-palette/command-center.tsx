// The header's search button, the palette and help dialogs it opens, and the start of the
// console-wide keyboard shortcuts. Only this file is eager: the key listener loads right after
// the shell mounts, the palette and the shortcuts help on first use.
import { useRouter } from '@tanstack/react-router';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useAuth } from '../../lib/auth/hooks';

const loadPalette = () => import('./command-palette');
const CommandPalette = lazy(() => loadPalette().then((m) => ({ default: m.CommandPalette })));
const ShortcutsHelpDialog = lazy(() =>
  import('./shortcuts-help-dialog').then((m) => ({ default: m.ShortcutsHelpDialog })),
);

export function CommandCenter() {
  const [open, setOpen] = useState<'palette' | 'help' | null>(null);
  const router = useRouter();
  const auth = useAuth();
  // The listener outlives renders: it asks for the auth state of the latest one.
  const authRef = useRef(auth);
  useEffect(() => {
    authRef.current = auth;
  }, [auth]);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./shortcut-listener').then(({ listenForShortcuts }) => {
      if (!cancelled)
        stop = listenForShortcuts({ router, getAuth: () => authRef.current, open: setOpen });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
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
        {/* The ellipsis: it opens a dialog (and keeps the name apart from screens' own Search). */}
        Search…
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
              <ShortcutsHelpDialog onClose={close} />
            )}
          </Suspense>
        </section>
      ) : null}
    </>
  );
}
