// The command palette (issue #11): one search over screens, organizations, loaded records and
// actions, as an ARIA combobox with a listbox inside the one Dialog. Keyboard only works:
// arrows, Home/End, Enter, Escape. Loaded lazily on first use; its query lives in this
// component's state (never in the URL).
import { useNavigate } from '@tanstack/react-router';
import { useStore } from 'jotai';
import { memo, useEffect, useId, useMemo, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Dialog } from '../../components/dialog';
import { useAuth, useSignOut } from '../../lib/auth/hooks';
import { formatCount, formatQuantity } from '../../lib/format';
import { useOrganizationContext } from '../../entities/organization/use-organization-context';
import { useRequestDialog } from '../../lib/requested-dialog';
import { themePreferenceAtom } from '../../lib/theme';
import { missingReason } from '../../entities/permission/missing-requirement';
import { userItem, type PaletteAction, type PaletteItem } from './palette-items';
import { readRecents, rememberRecent } from './palette-recents';
import { createPaletteModel, paletteResults, withPeople } from './palette-results';
import { usePaletteCatalogue } from './use-palette-catalogue';
import { usePeopleSearch } from './use-people-search';

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
  const requestDialog = useRequestDialog();
  const { select } = useOrganizationContext();
  return (action: PaletteAction) => {
    switch (action.type) {
      case 'navigate':
        onClose();
        void navigate({ href: action.href });
        return;
      case 'invite-user':
      case 'add-organization':
      case 'create-pipeline':
      case 'create-onboarding':
        // Goes to the dialog's screen, which opens it when it mounts and finds the request.
        onClose();
        requestDialog(action.type);
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

function optionIndex(target: EventTarget): number | null {
  const option = target instanceof Element ? target.closest<HTMLElement>('[data-index]') : null;
  return option ? Number(option.dataset.index) : null;
}

interface ResultOptionsProps {
  items: readonly PaletteItem[];
  recentCount: number;
  active: number;
  listId: string;
}

const ResultOptions = memo(function ResultOptions({
  items,
  recentCount,
  active,
  listId,
}: ResultOptionsProps) {
  return items.map((item, index) => (
    <li
      key={item.id}
      id={optionIdOf(listId, index)}
      role="option"
      aria-selected={index === active}
      data-index={index}
      className={index === active ? 'command-palette__option is-active' : 'command-palette__option'}
    >
      <span className="command-palette__kind">{index < recentCount ? 'Recent' : item.kind}</span>
      <span className="command-palette__label">{item.label}</span>
      {item.detail ? <span className="command-palette__detail">{item.detail}</span> : null}
    </li>
  ));
});

function countText(shown: number, total: number): string {
  if (total === 0) return 'No results';
  if (shown < total)
    return `Showing ${formatCount(shown)} of ${formatCount(total)} results; type more to narrow.`;
  return formatQuantity(total, 'result', 'results');
}

export function CommandPalette({ onClose, onShowShortcuts }: CommandPaletteProps) {
  const auth = useAuth();
  const { user, roles } = auth;
  const userKey = user?.sub ?? user?.email ?? 'anonymous';
  const catalogue = usePaletteCatalogue();
  const model = useMemo(() => createPaletteModel(catalogue), [catalogue]);
  const [recents] = useState(() => readRecents(userKey));
  const [query, setQuery] = useState('');
  // Results follow each keystroke in the same render: ranking takes about a millisecond at
  // 10,000 organizations, and deferring it (useDeferredValue) cost a second frame per key.
  // The results are memoized on the query, so other renders do not rank again.
  const local = useMemo(() => paletteResults(model, query, recents), [model, query, recents]);
  const people = usePeopleSearch(catalogue.peopleSearch, query);
  const results = useMemo(() => {
    const target = catalogue.peopleSearch;
    if (!target || !query.trim()) return local;
    return withPeople(
      local,
      people.map((person) => userItem(person, target, auth)),
    );
  }, [local, people, catalogue.peopleSearch, query, auth]);
  // The active option belongs to one result list: a new list starts at its first option,
  // without a second render (an effect resetting it would cost one per keystroke).
  const [selection, setSelection] = useState({ results, index: 0 });
  const active = selection.results === results ? selection.index : 0;
  const setActive = (index: number) => setSelection({ results, index });
  const listId = useId();
  const statusId = useId();
  const run = useRunAction(onClose, onShowShortcuts);

  useEffect(() => {
    // Keep the active option in view as arrows move it (no effect in a test DOM that lacks it).
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
        aria-activedescendant={count > 0 ? optionIdOf(listId, active) : undefined}
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
        // The query the listed results answer; the palette benchmark waits for it.
        data-results-for={query}
      >
        {query.trim() === '' && results.recentCount > 0
          ? 'Recent items first.'
          : countText(count, results.total)}
      </p>
      {count > 0 ? (
        <ul
          id={listId}
          role="listbox"
          aria-label="Results"
          className="command-palette__list"
          // One handler for every option (options carry their index), so the memoized options
          // do not re-render while the input alone changes.
          onClick={(event) => {
            const index = optionIndex(event.target);
            if (index !== null) choose(results.items[index]);
          }}
          onMouseMove={(event) => {
            const index = optionIndex(event.target);
            if (index !== null && index !== active) setActive(index);
          }}
        >
          <ResultOptions
            items={results.items}
            recentCount={results.recentCount}
            active={active}
            listId={listId}
          />
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
      <p className="command-palette__footer">
        <span>
          <kbd>Enter</kbd> {enterHint(results.items[active])}
        </span>
        <span>
          <kbd>Esc</kbd> close
        </span>
        <span>
          <kbd>?</kbd> keyboard shortcuts
        </span>
      </p>
    </Dialog>
  );
}

/** Issue #34 item 7: what Enter does with the highlighted item, before it is pressed. */
export function enterHint(item: PaletteItem | undefined): string {
  if (!item) return 'opens the highlighted item';
  switch (item.kind) {
    case 'Organization':
      return `opens ${item.label}'s settings`;
    case 'People':
      return `opens ${item.label}'s page`;
    case 'Screen':
      return `opens ${item.label}`;
    case 'Action':
      return item.label.toLowerCase().startsWith('switch')
        ? item.label.replace(/^Switch/, 'switches')
        : `runs ${item.label}`;
    default:
      return `opens ${item.label}`;
  }
}
