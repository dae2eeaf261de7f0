// The console-wide key listener, loaded just after the shell mounts (not in the initial
// bundle): it turns keys into commands (keyboard-shortcuts.ts) and carries them out.
import type { AnyRouter } from '@tanstack/react-router';
import type { AuthSnapshot, LinkPath } from '../../lib/route-access';
import {
  allowedGoToShortcuts,
  findListFilter,
  interpretKey,
  isDialogOpen,
} from './keyboard-shortcuts';

export interface ShortcutHandlers {
  router: AnyRouter;
  /** The auth state now (the listener outlives renders). */
  getAuth: () => AuthSnapshot;
  open: (what: 'palette' | 'help') => void;
}

/** Starts listening; returns the function that stops. */
export function listenForShortcuts({ router, getAuth, open }: ShortcutHandlers): () => void {
  let pendingG: number | null = null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.isComposing) return;
    const result = interpretKey(event, { pendingG, now: Date.now(), dialogOpen: isDialogOpen() });
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
      const target = allowedGoToShortcuts(getAuth(), router).find(
        (shortcut) => shortcut.key === command.key,
      );
      if (!target) return;
      const path: LinkPath = target.path;
      event.preventDefault();
      void router.navigate({ to: path });
      return;
    }
    event.preventDefault();
    open(command.type);
  };
  document.addEventListener('keydown', onKeyDown);
  return () => document.removeEventListener('keydown', onKeyDown);
}
