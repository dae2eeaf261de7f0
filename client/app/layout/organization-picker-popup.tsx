// The organization picker's open list, loaded on the picker's first open (with the virtualizer)
// so the shell carries only the closed combobox. An ARIA listbox of the organizations for the
// query (pinned, recent, all), virtualized for thousands, with the keyboard handled for the
// combobox input (which keeps focus: the active option is its aria-activedescendant).
import {
  defaultRangeExtractor,
  observeElementRect,
  useVirtualizer,
  type VirtualItem,
} from '@tanstack/react-virtual';
import {
  Fragment,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type Ref,
  type RefObject,
} from 'react';
import type { ContextOrganization } from '../../entities/organization/get-organization-context';
import {
  SECTION_LABELS,
  indexOrganizations,
  matchRanges,
  pickerRows,
  type PickerEntry,
} from './organization-picker-rows';
import { CheckIcon, groupBySection, Highlighted, PinIcon } from './organization-picker-parts';
import { usePopupPosition } from './organization-picker-position';

const OPTION_HEIGHT = 36;
const HEADER_HEIGHT = 28;
const PAGE_STEP = 8;
/** Rows shown while the list box has no measured height yet (a test DOM, first frame). */
const UNMEASURED_ROWS = 10;

export interface PopupController {
  /** Handles a key pressed in the combobox input; true when it was the list's key. */
  handleKey(event: KeyboardEvent<HTMLInputElement>): boolean;
}

export interface OrganizationPickerPopupProps {
  listboxId: string;
  /** The combobox input: the popup sits under it and sets its aria-activedescendant. */
  anchorRef: RefObject<HTMLInputElement | null>;
  organizations: readonly ContextOrganization[];
  selectedId: string | null;
  query: string;
  pinned: readonly string[];
  recent: readonly string[];
  onSelect: (id: string) => void;
  onTogglePin: (id: string) => void;
  controllerRef: Ref<PopupController>;
}

const optionElementId = (listboxId: string, entry: PickerEntry) =>
  `${listboxId}-option-${entry.order}`;

const countText = (count: number) =>
  `${count.toLocaleString('en')} organization${count === 1 ? '' : 's'}`;

export function OrganizationPickerPopup({
  listboxId,
  anchorRef,
  organizations,
  selectedId,
  query,
  pinned,
  recent,
  onSelect,
  onTogglePin,
  controllerRef,
}: OrganizationPickerPopupProps) {
  const popupRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const position = usePopupPosition(anchorRef, popupRef);

  const index = useMemo(() => indexOrganizations(organizations), [organizations]);
  const filter = query.trim();
  const { rows, options, sectionSizes, grouped } = useMemo(
    () => pickerRows(index, { pinned, recent }, filter),
    [index, pinned, recent, filter],
  );
  const rowOf = useMemo(() => {
    const map = new Map<string, number>();
    rows.forEach((row, at) => {
      if (row.kind === 'option') map.set(row.option.entry.organization.id, at);
    });
    return map;
  }, [rows]);

  // The active option follows the keyboard and the mouse; a new filter starts it on the best
  // match (so Enter takes it), no filter on the current organization.
  const [chosen, setChosen] = useState<{ filter: string; id: string } | null>(null);
  const fallbackId = filter
    ? options[0]?.entry.organization.id
    : selectedId !== null && rowOf.has(selectedId)
      ? selectedId
      : options[0]?.entry.organization.id;
  const activeId =
    chosen && chosen.filter === filter && rowOf.has(chosen.id) ? chosen.id : (fallbackId ?? null);
  const activeRow = activeId === null ? -1 : (rowOf.get(activeId) ?? -1);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (at) => (rows[at]?.kind === 'header' ? HEADER_HEIGHT : OPTION_HEIGHT),
    overscan: 6,
    // The active option is always rendered, so aria-activedescendant always points at it.
    rangeExtractor: (range) => {
      const list = defaultRangeExtractor(range);
      if (activeRow >= 0 && !list.includes(activeRow)) {
        list.push(activeRow);
        list.sort((a, b) => a - b);
      }
      return list;
    },
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) =>
        callback(
          rect.height > 0 ? rect : { width: rect.width, height: OPTION_HEIGHT * UNMEASURED_ROWS },
        ),
      ),
  });

  // Scrolling: on open to the current organization, on a new filter to the top, after a key
  // to wherever the active option went (a pin moves it to the top).
  const shownFilter = useRef<string | null>(null);
  const followActive = useRef(false);
  useLayoutEffect(() => {
    if (shownFilter.current !== filter) {
      const opening = shownFilter.current === null;
      shownFilter.current = filter;
      if (opening && !filter && activeRow >= 0)
        virtualizer.scrollToIndex(activeRow, { align: 'center' });
      else virtualizer.scrollToOffset(0);
    } else if (followActive.current && activeRow >= 0) {
      virtualizer.scrollToIndex(activeRow, { align: 'auto' });
    }
    followActive.current = false;
  }, [filter, activeRow, rows, virtualizer]);

  // The input keeps focus; it names the active option for assistive technology.
  const activeEntry = activeId === null ? undefined : index.byId.get(activeId);
  const activeElementId = activeEntry ? optionElementId(listboxId, activeEntry) : null;
  useLayoutEffect(() => {
    const input = anchorRef.current;
    if (!input) return;
    if (activeElementId) input.setAttribute('aria-activedescendant', activeElementId);
    else input.removeAttribute('aria-activedescendant');
    return () => input.removeAttribute('aria-activedescendant');
  }, [anchorRef, activeElementId]);

  const activate = (id: string | undefined, follow: boolean) => {
    if (id === undefined) return;
    followActive.current = follow;
    setChosen({ filter, id });
  };
  const moveTo = (optionIndex: number) => {
    if (options.length === 0) return;
    const clamped = Math.max(0, Math.min(options.length - 1, optionIndex));
    activate(options[clamped]?.entry.organization.id, true);
  };
  const activeOptionIndex = (() => {
    const row = rows[activeRow];
    return row?.kind === 'option' ? row.optionIndex : -1;
  })();

  useImperativeHandle(controllerRef, () => ({
    handleKey(event) {
      if (event.altKey && event.code === 'KeyP') {
        if (activeId !== null) {
          followActive.current = true;
          onTogglePin(activeId);
        }
        return true;
      }
      if (event.altKey || event.ctrlKey || event.metaKey) return false;
      switch (event.key) {
        case 'ArrowDown':
          moveTo(activeOptionIndex + 1);
          return true;
        case 'ArrowUp':
          moveTo(activeOptionIndex - 1);
          return true;
        case 'PageDown':
          moveTo(activeOptionIndex + PAGE_STEP);
          return true;
        case 'PageUp':
          moveTo(activeOptionIndex - PAGE_STEP);
          return true;
        case 'Home':
          moveTo(0);
          return true;
        case 'End':
          moveTo(options.length - 1);
          return true;
        case 'Enter':
          if (activeId !== null) onSelect(activeId);
          return true;
        default:
          return false;
      }
    },
  }));

  const pinnedIds = useMemo(() => new Set(pinned), [pinned]);
  const items = virtualizer.getVirtualItems();
  const groups = groupBySection(items, rows);
  const total = index.entries.length;

  /** A row, placed relative to its group's top (`offset`) or to the list's. */
  const renderRow = (item: VirtualItem, offset: number) => {
    const row = rows[item.index];
    if (!row) return null;
    const style = { top: item.start - offset, height: item.size };
    if (row.kind === 'header') {
      return (
        <div key={item.key} className="org-picker__header" style={style} aria-hidden="true">
          {SECTION_LABELS[row.section]}
        </div>
      );
    }
    const { entry, section } = row.option;
    const { id, name } = entry.organization;
    const current = id === selectedId;
    const active = id === activeId;
    return (
      <div
        key={item.key}
        id={optionElementId(listboxId, entry)}
        role="option"
        aria-selected={current}
        aria-posinset={row.position}
        aria-setsize={sectionSizes.get(section)}
        className={`org-picker__option${active ? ' is-active' : ''}${current ? ' is-current' : ''}`}
        style={style}
        title={name}
        onClick={() => onSelect(id)}
        onMouseMove={() => {
          if (!active) activate(id, false);
        }}
      >
        <span className="org-picker__check">{current ? <CheckIcon /> : null}</span>
        <span className="org-picker__name">
          <Highlighted text={name} ranges={matchRanges(entry, filter)} />
        </span>
        {/* Same-named organizations are told apart by their id's start (as in the lists). */}
        {index.sharedNames.has(name) ? (
          <>
            {' '}
            <span className="org-picker__id">{id.slice(0, 8)}</span>
          </>
        ) : null}
      </div>
    );
  };

  return (
    <div
      ref={popupRef}
      className="org-picker__popup"
      style={position}
      // Clicks inside keep the focus in the input (so the list stays open and typing goes on).
      onMouseDown={(event) => event.preventDefault()}
    >
      <div ref={scrollRef} className="org-picker__scroll">
        <div className="org-picker__canvas" style={{ height: virtualizer.getTotalSize() }}>
          <div
            id={listboxId}
            role="listbox"
            aria-label="Organizations"
            className="org-picker__listbox"
            hidden={options.length === 0}
          >
            {groups.map(({ section, items: sectionItems }) => {
              if (!grouped)
                return (
                  <Fragment key={section}>
                    {sectionItems.map((item) => renderRow(item, 0))}
                  </Fragment>
                );
              // A group spans its rendered rows, so it has a box where they are.
              const top = sectionItems[0]?.start ?? 0;
              const bottom = sectionItems[sectionItems.length - 1]?.end ?? top;
              return (
                <div
                  key={section}
                  role="group"
                  aria-label={SECTION_LABELS[section]}
                  className="org-picker__group"
                  style={{ top, height: bottom - top }}
                >
                  {sectionItems.map((item) => renderRow(item, top))}
                </div>
              );
            })}
          </div>
          {/* Pin toggles sit beside the options, outside the listbox (a listbox holds options
              only); the keyboard pins with Alt+P. */}
          <div className="org-picker__pins">
            {items.map((item) => {
              const row = rows[item.index];
              if (row?.kind !== 'option') return null;
              const { id, name } = row.option.entry.organization;
              const isPinned = pinnedIds.has(id);
              return (
                <button
                  key={item.key}
                  type="button"
                  tabIndex={-1}
                  className={`org-picker__pin${isPinned ? ' is-pinned' : ''}`}
                  style={{ top: item.start, height: item.size }}
                  aria-label={`Pin ${name}`}
                  aria-pressed={isPinned}
                  title={isPinned ? 'Unpin' : 'Pin'}
                  onClick={() => onTogglePin(id)}
                >
                  <PinIcon />
                </button>
              );
            })}
          </div>
        </div>
        {options.length === 0 ? (
          <p className="org-picker__empty">No matching organizations</p>
        ) : null}
      </div>
      <div className="org-picker__footer">
        <span role="status">
          {filter
            ? `${options.length.toLocaleString('en')} of ${countText(total)}`
            : countText(total)}
        </span>
        <span className="org-picker__hint">Alt+P pins</span>
      </div>
    </div>
  );
}
