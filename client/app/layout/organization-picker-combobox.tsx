// The picker's combobox: an input showing the selected organization that filters as one types
// (ARIA combobox with a listbox popup). Only this closed part is in the shell's code; the list
// and its virtualizer load on first open, or earlier when the pointer or focus reaches it.
import {
  Suspense,
  lazy,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import type { ContextOrganization } from '../../entities/organization/get-organization-context';
import { useAuth } from '../../lib/auth/hooks';
import { useOrganizationPicks } from '../../entities/organization/organization-picks';
import type { PopupController } from './organization-picker-popup';

const loadPopup = () => import('./shell-parts');
let popupModule: ReturnType<typeof loadPopup> | undefined;
/** Starts loading the list's code (once); hovering or focusing the input calls it. */
function preloadPickerPopup() {
  popupModule ??= loadPopup();
  return popupModule;
}

const OrganizationPickerPopup = lazy(() =>
  preloadPickerPopup().then((m) => ({ default: m.OrganizationPickerPopup })),
);

export interface OrganizationComboboxProps {
  organizations: ContextOrganization[];
  selectedOrganizationId: string | null;
  select: (id: string) => void;
}

export function OrganizationCombobox({
  organizations,
  selectedOrganizationId,
  select,
}: OrganizationComboboxProps) {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const controllerRef = useRef<PopupController>(null);
  const [open, setOpen] = useState(false);
  // null until the user types: the input then shows the selected organization's name.
  const [query, setQuery] = useState<string | null>(null);

  const { user } = useAuth();
  const picks = useOrganizationPicks(user?.sub);
  const { recordRecent } = picks;
  // Every selection counts as used, whichever control made it (this picker, a screen, the
  // stored choice at sign-in).
  useEffect(() => {
    if (selectedOrganizationId) recordRecent(selectedOrganizationId);
  }, [selectedOrganizationId, recordRecent]);

  const selectedName = useMemo(
    () => organizations.find((o) => o.id === selectedOrganizationId)?.name ?? '',
    [organizations, selectedOrganizationId],
  );

  const close = () => {
    setOpen(false);
    setQuery(null);
  };
  const choose = (organizationId: string) => {
    select(organizationId);
    close();
  };
  const openList = () => {
    void preloadPickerPopup();
    setOpen(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        openList();
      }
      // Done with the picker: the page (the shell's <main>) gets focus, so `g u` is a shortcut,
      // not text typed here.
      if (event.key === 'Escape') document.getElementById('main')?.focus({ preventScroll: true });
      return;
    }
    if (event.key === 'Escape') {
      // Only the list closes, not a dialog or the small-screen sidebar around it.
      event.preventDefault();
      event.stopPropagation();
      close();
      return;
    }
    if (event.key === 'Tab') {
      close();
      return;
    }
    if (controllerRef.current?.handleKey(event)) event.preventDefault();
  };

  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && wrapperRef.current?.contains(next)) return;
    close();
  };

  return (
    <div className="org-picker" ref={wrapperRef}>
      <label htmlFor={id} className="org-picker__label">
        Selected organization
      </label>
      <div className="org-picker__field">
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          className="org-picker__input"
          aria-expanded={open}
          aria-controls={open ? listboxId : undefined}
          aria-autocomplete="list"
          aria-keyshortcuts={open ? 'Alt+P' : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder="Search organizations"
          value={query ?? selectedName}
          onChange={(event) => {
            setQuery(event.target.value);
            openList();
          }}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          onFocus={(event) => {
            void preloadPickerPopup();
            event.target.select();
          }}
          onPointerEnter={() => void preloadPickerPopup()}
          onClick={(event) => {
            if (open) return;
            openList();
            event.currentTarget.select();
          }}
        />
        <span className="org-picker__chevron" aria-hidden="true" />
      </div>
      {open ? (
        <Suspense
          fallback={
            <div className="org-picker__popup org-picker__popup--loading">
              <p className="org-picker__empty">Loading…</p>
            </div>
          }
        >
          <OrganizationPickerPopup
            listboxId={listboxId}
            anchorRef={inputRef}
            organizations={organizations}
            selectedId={selectedOrganizationId}
            query={query ?? ''}
            pinned={picks.pinned}
            recent={picks.recent}
            onSelect={choose}
            onTogglePin={picks.togglePin}
            controllerRef={controllerRef}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
