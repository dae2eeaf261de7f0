// One toast channel: an atom of messages and a polite live region that shows them.
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo, useRef } from 'react';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastMessage {
  id: number;
  kind: ToastKind;
  text: string;
  /** One follow-up, e.g. "Open" after a create (issue #34 item 5). */
  action?: ToastAction;
}

export const TOAST_TIMEOUT_MS = 5000;
/** A toast offering a follow-up stays longer: reaching its button takes more than reading. */
export const ACTION_TOAST_TIMEOUT_MS = 10_000;
/** Shown at once at most: a fourth pushes the oldest out rather than piling up over the page. */
export const MAX_TOASTS = 3;

export const toastsAtom = atom<ToastMessage[]>([]);

let nextId = 1;

const pushToastAtom = atom(null, (get, set, toast: Omit<ToastMessage, 'id'>) => {
  set(toastsAtom, [...get(toastsAtom), { ...toast, id: nextId++ }].slice(-MAX_TOASTS));
});

const dismissToastAtom = atom(null, (get, set, id: number) => {
  set(
    toastsAtom,
    get(toastsAtom).filter((toast) => toast.id !== id),
  );
});

export interface ToastApi {
  success: (text: string, action?: ToastAction) => void;
  error: (text: string) => void;
  info: (text: string) => void;
}

export function useToast(): ToastApi {
  const push = useSetAtom(pushToastAtom);
  return useMemo(
    () => ({
      success: (text, action) => push({ kind: 'success', text, ...(action ? { action } : {}) }),
      error: (text) => push({ kind: 'error', text }),
      info: (text) => push({ kind: 'info', text }),
    }),
    [push],
  );
}

function ToastItem({ toast, onDismiss }: { toast: ToastMessage; onDismiss: (id: number) => void }) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The timer belongs to this toast only: it starts once, whatever the parent re-renders.
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  const { id } = toast;
  const lasts = toast.action ? ACTION_TOAST_TIMEOUT_MS : TOAST_TIMEOUT_MS;
  const start = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => dismiss.current(id), lasts);
  }, [id, lasts]);
  const pause = useCallback(() => clearTimeout(timer.current), []);
  useEffect(() => {
    start();
    return pause;
  }, [start, pause]);

  // Hover or focus pauses the timer so the text can be read (WCAG 2.2.1).
  return (
    <li
      className={`toast toast--${toast.kind}`}
      onMouseEnter={pause}
      onMouseLeave={start}
      onFocus={pause}
      onBlur={start}
    >
      <span className="toast__icon" aria-hidden="true">
        {toast.kind === 'success' ? '✓' : toast.kind === 'error' ? '!' : 'i'}
      </span>
      {/* The action sits under the text, so the text keeps the toast's whole width. */}
      <span className="toast__body">
        <span className="toast__text">{toast.text}</span>
        {toast.action ? (
          <button
            type="button"
            className="button button--secondary button--sm toast__action"
            onClick={() => {
              toast.action?.onClick();
              onDismiss(toast.id);
            }}
          >
            {toast.action.label}
          </button>
        ) : null}
      </span>
      <button
        type="button"
        className="button button--ghost button--sm toast__close"
        aria-label="Dismiss notification"
        title="Dismiss"
        onClick={() => onDismiss(toast.id)}
      >
        <span aria-hidden="true">✕</span>
      </button>
    </li>
  );
}

/** Rendered once near the root; the live region exists before any toast so it is announced. */
export function ToastViewport() {
  const toasts = useAtomValue(toastsAtom);
  const dismiss = useSetAtom(dismissToastAtom);
  return (
    <section className="toast-viewport" aria-label="Notifications">
      <ol className="toast-viewport__list" aria-live="polite" aria-relevant="additions text">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </ol>
    </section>
  );
}
