// The one dialog: native <dialog> + showModal() (inert background, top layer), with Escape,
// a Tab wrap inside the dialog, and focus handed back to whatever opened it (or, if that has
// gone meanwhile, to the fallback the caller names).
import { useEffect, useEffectEvent, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode, SyntheticEvent } from 'react';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Id of the element describing the dialog (aria-describedby). */
  describedBy?: string;
  className?: string;
  /** Found from the opener when the dialog opens: where focus goes on close if the opener is
   * gone by then (a selection bar's button whose rows the dialog deleted). */
  fallbackFocus?: (opener: HTMLElement) => HTMLElement | null;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.hidden);
}

export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  describedBy,
  className,
  fallbackFocus,
}: DialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const findFallback = useEffectEvent((opener: HTMLElement | null) =>
    opener && fallbackFocus ? fallbackFocus(opener) : null,
  );

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const active = document.activeElement;
    openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
    const fallback = findFallback(openerRef.current);
    if (!dialog.open) dialog.showModal();
    // Start in the content ([data-autofocus] first) rather than on the header's Close button.
    const preferred =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      (bodyRef.current ? focusables(bodyRef.current)[0] : undefined) ??
      focusables(dialog)[0];
    preferred?.focus();
    return () => {
      if (dialog.open) dialog.close();
      const opener = openerRef.current;
      openerRef.current = null;
      const target = opener?.isConnected ? opener : fallback;
      if (target?.isConnected) target.focus();
    };
  }, [open]);

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // The browser would close the dialog itself; the parent owns `open`, so ask it instead.
    event.preventDefault();
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // Keys from a dialog nested inside this one belong to that dialog.
    if ((event.target as Element).closest('dialog') !== event.currentTarget) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusables(dialogRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className={`modal modal--${size}${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={onCancel}
      onKeyDown={onKeyDown}
    >
      {open ? (
        <div className="modal__frame">
          <header className="modal__header">
            <h2 className="modal__title" id={titleId}>
              {title}
            </h2>
            <button
              type="button"
              className="button button--ghost button--sm modal__close"
              aria-label="Close"
              title="Close"
              onClick={onClose}
            >
              <span aria-hidden="true">✕</span>
            </button>
          </header>
          <div className="modal__body" ref={bodyRef}>
            {children}
          </div>
          {footer ? <footer className="modal__footer">{footer}</footer> : null}
        </div>
      ) : null}
    </dialog>
  );
}
