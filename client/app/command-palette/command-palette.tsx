// The command palette (issue #11): one search over screens, organizations, loaded records and
// actions, as an ARIA combobox with a listbox inside the one Dialog. Keyboard only works:
// arrows, Home/End, Enter, Escape. Loaded lazily on first use; its query lives in this
// component's state (never in the URL).
import { useNavigate } from '@tanstack/react-router';
import { useSetAtom, useStore } from 'jotai';
import { useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Dialog } from '../../components/dialog';
import { useAuth, useSignOut } from '../../lib/auth/hooks';
import { useOrganizationContext } from '../../lib/organization-context/use-organization-context';
import { requestedDialogAtom } from '../../lib/requested-dialog';
import { themePreferenceAtom } from '../../lib/theme';
import { missingReason } from '../../features/access-denied/missing-requirement';
import type { PaletteAction, PaletteItem } from './palette-items';
import { readRecents, rememberRecent } from './palette-recents';
import { createPaletteModel, paletteResults } from './palette-results';
import { usePaletteCatalogue } from './use-palette-catalogue';

export interface CommandPaletteProps {
  onClose: () => void;
  onShowShortcuts: () => void;
}

function prefersDark(): boolean {
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
}

function useRunAction(onClose: () => void, onShowShortcuts: () => void) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const store = useStore();
  const requestDialog = useSetAtom(requestedDialogAtom);
  const { select } = useOrganizationContext();
  return (action: PaletteAction) => {
    switch (action.type) {
      case 'navigate':
        onClose();
        void navigate({ href: action.href });
        return;
      case 'invite-user':
        // The users screen opens its Invite dialog when it mounts and finds the request.
        requestDialog('invite-user');
        onClose();
        void navigate({ to: '/organization/users' });
        return;
      case 'add-organization':
        requestDialog('add-organization');
        onClose();
        void navigate({ to: '/global/organizations' });
        return;
      case 'switch-organization':
        select(action.organizationId);
        onClose();
        return;
      case 'toggle-theme': {
        const current = store.get(themePreferenceAtom);
        const dark = current === 'dark' || (current === 'system' && prefersDark());
        store.set(themePreferenceAtom, dark ? 'light' : 'dark');
        onClose();
        return;
      }
      case 'shortcuts':
        onShowShortcuts();
        return;
      case 'sign-out':
        onClose();
        void signOut();
        return;
    }
  };
}

function optionIdOf(listId: string, index: number): string {
  return `${listId}-option-${index}`;
}

function countText(shown: number, total: number): string {
  if (total === 0) return 'No results';
  if (shown < total)
    return `Showing ${shown} of ${total.toLocaleString('en-US')} results; type more to narrow.`;
  return `${total} ${total === 1 ? 'result' : 'results'}`;
}

export function CommandPalette({ onClose, onShowShortcuts }: CommandPaletteProps) {
  const { user, roles } = useAuth();
  const userKey = user?.sub ?? user?.email ?? 'anonymous';
  const catalogue = usePaletteCatalogue();
  const model = useMemo(() => createPaletteModel(catalogue), [catalogue]);
  const [recents] = useState(() => readRecents(userKey));
  const [query, setQuery] = useState('');
  // Typing stays responsive even if a render of results falls behind.
  const deferredQuery = useDeferredValue(query);
  const results = useMemo(
    () => paletteResults(model, deferredQuery, recents),
    [model, deferredQuery, recents],
  );
  const [active, setActive] = useState(0);
  const listId = useId();
  const statusId = useId();
  const optionId = (index: number) => optionIdOf(listId, index);
  const run = useRunAction(onClose, onShowShortcuts);

  useEffect(() => setActive(0), [results]);
  useEffect(() => {
    // Keep the active option in view as arrows move it (no effect in jsdom, which lacks it).
    document.getElementById(optionIdOf(listId, active))?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listId]);

  const choose = (item: PaletteItem | undefined) => {
    if (!item) return;
    rememberRecent(userKey, item.id);
    run(item.action);
  };

  const count = results.items.length;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = {
      ArrowDown: active + 1 >= count ? 0 : active + 1,
      ArrowUp: active - 1 < 0 ? count - 1 : active - 1,
      Home: 0,
      End: count - 1,
    };
    if (event.key in moves && count > 0) {
      event.preventDefault();
      setActive(moves[event.key]!);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(results.items[active]);
    }
  };

  const hidden = results.hiddenMatch;
  return (
    <Dialog open onClose={onClose} title="Command palette" className="command-palette">
      <input
        type="text"
        role="combobox"
        className="command-palette__input"
        aria-label="Search screens, organizations, people and actions"
        aria-expanded={count > 0}
        aria-controls={count > 0 ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={count > 0 ? optionId(active) : undefined}
        aria-describedby={statusId}
        placeholder="Search screens, organizations, people and actions…"
        autoComplete="off"
        spellCheck={false}
        data-autofocus
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <p
        id={statusId}
        className="command-palette__status"
        role="status"
        // The query the listed results answer (the input may be ahead of them for a moment);
        // the palette benchmark waits for it.
        data-results-for={deferredQuery}
      >
        {query.trim() === '' && results.recentCount > 0
          ? 'Recent items first.'
          : countText(count, results.total)}
      </p>
      {count > 0 ? (
        <ul id={listId} role="listbox" aria-label="Results" className="command-palette__list">
          {results.items.map((item, index) => (
            <li
              key={item.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={
                index === active ? 'command-palette__option is-active' : 'command-palette__option'
              }
              onMouseMove={() => setActive(index)}
              onClick={() => choose(item)}
            >
              <span className="command-palette__kind">
                {index < results.recentCount ? 'Recent' : item.kind}
              </span>
              <span className="command-palette__label">{item.label}</span>
              {item.detail ? <span className="command-palette__detail">{item.detail}</span> : null}
            </li>
          ))}
        </ul>
      ) : (
        <div className="command-palette__empty">
          <p>No results for “{query.trim()}”.</p>
          {hidden ? (
            <p className="command-palette__reason">
              {hidden.label} is hidden. {missingReason(roles, hidden.missing)}
            </p>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}
