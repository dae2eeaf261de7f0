// The console's keyboard shortcuts: Ctrl+K / ⌘K opens the command palette, `/` focuses the
// current list's filter, `g` then a letter goes to a page, `?` lists them. Pure functions; the
// listener (shortcut-listener.ts) and the help dialog use them.
import type { StaticDataRouteOption } from '@tanstack/react-router';
import { isAllowed, routeFacts, type AuthSnapshot, type LinkPath } from '../../lib/route-access';

export interface GoToShortcut {
  /** The letter typed after `g`. */
  key: string;
  path: LinkPath;
}

/**
 * `g` + letter → page; only pages the user may open are offered (the shortcuts hook asks). A
 * letter listed twice goes to the first of its pages the user may open: `g h` is every
 * organization's activity for an Administrator, the selected organization's for a Manager.
 */
export const GO_TO_SHORTCUTS: readonly GoToShortcut[] = [
  { key: 'd', path: '/' },
  { key: 'o', path: '/global/organizations' },
  { key: 'u', path: '/organization/users' },
  { key: 's', path: '/organization/settings' },
  { key: 'n', path: '/organization/onboardings' },
  { key: 'a', path: '/global/agencies' },
  { key: 'p', path: '/profile' },
  { key: 'e', path: '/api-explorer' },
  // h for history: the Activity pages are what the History links open.
  { key: 'h', path: '/global/activity' },
  { key: 'h', path: '/organization/activity' },
  { key: 'v', path: '/global/provisioner' },
];

type RouteTable = Partial<Record<string, { options: { staticData?: StaticDataRouteOption } }>>;

/** The go-to shortcuts to pages the guard would let this user open, with their titles. */
export function allowedGoToShortcuts(
  auth: AuthSnapshot,
  router: { routesByPath: unknown },
): (GoToShortcut & { title: string })[] {
  const routes = router.routesByPath as RouteTable;
  const taken = new Set<string>();
  return GO_TO_SHORTCUTS.flatMap((shortcut) => {
    if (taken.has(shortcut.key)) return [];
    const facts = routeFacts(routes[shortcut.path]?.options.staticData);
    if (!isAllowed(auth, facts.requires)) return [];
    taken.add(shortcut.key);
    return [{ ...shortcut, title: facts.title }];
  });
}

/** How long after `g` the second key still counts. */
export const SEQUENCE_MS = 1500;

export type ShortcutCommand =
  | { type: 'palette' }
  | { type: 'help' }
  | { type: 'filter' }
  /** The letter after `g`; which page it opens depends on what the user may open. */
  | { type: 'go'; key: string };

/** Typing in a field: a plain key there is text, never a shortcut. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('[contenteditable=""], [contenteditable="true"]')) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  // Buttons and boxes take no text: a shortcut still makes sense there.
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color'].includes(
    target.type,
  );
}

export interface KeyInput {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

/**
 * What a key press means. `pendingG` is when `g` was pressed (or null); the caller keeps it.
 * A dialog being open (the palette's own included) or typing in a field silences everything
 * but the palette chord, which is no text and works from a field too.
 */
export function interpretKey(
  event: KeyInput,
  state: { pendingG: number | null; now: number; dialogOpen: boolean },
): { command: ShortcutCommand | null; pendingG: number | null } {
  const chord = event.ctrlKey || event.metaKey;
  if (chord && !event.altKey && event.key.toLowerCase() === 'k') {
    return { command: state.dialogOpen ? null : { type: 'palette' }, pendingG: null };
  }
  if (chord || event.altKey || state.dialogOpen || isTypingTarget(event.target)) {
    return { command: null, pendingG: null };
  }
  if (state.pendingG !== null && state.now - state.pendingG <= SEQUENCE_MS) {
    const known = GO_TO_SHORTCUTS.some((shortcut) => shortcut.key === event.key);
    return { command: known ? { type: 'go', key: event.key } : null, pendingG: null };
  }
  switch (event.key) {
    case 'g':
      return { command: null, pendingG: state.now };
    case '/':
      return { command: { type: 'filter' }, pendingG: null };
    case '?':
      return { command: { type: 'help' }, pendingG: null };
    default:
      return { command: null, pendingG: null };
  }
}

/** The current list's filter box (the DataTable toolbar's), found by its accessible name. */
export function findListFilter(root: ParentNode = document): HTMLInputElement | null {
  return root.querySelector<HTMLInputElement>('main input[aria-label="Filter"]');
}

export function isDialogOpen(root: ParentNode = document): boolean {
  return root.querySelector('dialog[open]') !== null;
}
