// WAI-ARIA tabs: one tab stop (roving tabindex), arrows/Home/End move and select.
import { useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  value: string;
  onChange: (id: string) => void;
  /** The selected tab's panel content. */
  children?: ReactNode;
  /** Accessible name of the tab list. */
  label?: string;
  className?: string;
  /** Between the tab list and the panel (say, a form's save bar): after the tabs in Tab order. */
  beforePanel?: ReactNode;
}

export function Tabs({
  tabs,
  value,
  onChange,
  children,
  label,
  className,
  beforePanel,
}: TabsProps) {
  const base = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const enabled = tabs.filter((tab) => !tab.disabled);
  const selected = tabs.find((tab) => tab.id === value) ?? enabled[0];
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = `${base}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((tab) => tab.id === selected?.id);
    let next: TabItem | undefined;
    if (event.key === 'ArrowRight') next = enabled[(index + 1) % enabled.length];
    else if (event.key === 'ArrowLeft')
      next = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    refs.current.get(next.id)?.focus();
    if (next.id !== selected?.id) onChange(next.id);
  };

  return (
    <div className={className ? `tabs ${className}` : 'tabs'}>
      <div className="tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected?.id;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) refs.current.set(tab.id, node);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              className="tabs__tab"
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              disabled={tab.disabled}
              onClick={() => onChange(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {beforePanel}
      <div
        className="tabs__panel"
        role="tabpanel"
        id={panelId}
        aria-labelledby={selected ? tabId(selected.id) : undefined}
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}
