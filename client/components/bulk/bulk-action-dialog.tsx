// The one bulk-action dialog: confirm (the count, an example, the action's own choices), then
// the run (n of N, a progress bar, Cancel), then the summary (succeeded, failed with each row's
// message for the first 100, skipped, resolution 2's text once) with Retry failed. The screens
// load it lazily.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { runBulk, type BulkItem, type BulkSummary } from '../../lib/bulk/run-bulk';
import { formatCount } from '../../lib/format';
import { Button } from '../button';
import { Dialog } from '../dialog';
import { countOf, type BulkNoun } from './bulk-question';

export interface BulkActionDialogProps<I extends BulkItem> {
  title: string;
  /** From bulkQuestion(): "Delete 25 organizations, including Acme Corp?" */
  question: string;
  items: readonly I[];
  noun: BulkNoun;
  confirmLabel: string;
  /** What the progress line says while running: "Deleting", "Updating roles". */
  progressVerb: string;
  danger?: boolean;
  /** The action's choices (a status, roles); Confirm waits for canConfirm. */
  children?: ReactNode;
  canConfirm?: boolean;
  run: (item: I) => Promise<unknown>;
  failureMessage: (error: unknown) => string;
  unsupportedMessage?: (error: unknown) => string | null;
  /** After every run (the first and each retry): refresh once, keep what did not succeed selected. */
  onFinished: (summary: BulkSummary) => void;
  onClose: () => void;
}

/**
 * The "Select rows" toggle of the list whose selection bar opened the dialog: a run where every
 * row succeeded clears the selection, and the bulk buttons leave with it, but the toggle stays.
 */
function selectionToggleOf(opener: HTMLElement): HTMLElement | null {
  const toggles = opener
    .closest('.data-table')
    ?.querySelectorAll<HTMLElement>('button[aria-pressed]');
  return (
    [...(toggles ?? [])].find((button) => button.textContent?.trim() === 'Select rows') ?? null
  );
}

/**
 * Failures listed by name in the summary: a select-all of 10,000 against a failing backend
 * would otherwise put 10,000 lines in the dialog. The rest are counted, and stay selected.
 */
const FAILURES_LISTED = 100;

type Phase =
  | { kind: 'confirm' }
  | { kind: 'running'; settled: number; total: number; cancelling: boolean }
  | { kind: 'done'; summary: BulkSummary };

export function BulkActionDialog<I extends BulkItem>({
  title,
  question,
  items,
  noun,
  confirmLabel,
  progressVerb,
  danger = false,
  children,
  canConfirm = true,
  run,
  failureMessage,
  unsupportedMessage,
  onFinished,
  onClose,
}: BulkActionDialogProps<I>) {
  const [phase, setPhase] = useState<Phase>({ kind: 'confirm' });
  const controller = useRef<AbortController | null>(null);
  const summaryRef = useRef<HTMLHeadingElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // Closing mid-run (navigating away) sends nothing more.
      controller.current?.abort();
    };
  }, []);
  // The pressed button goes away with each phase: focus follows to what replaces it.
  useEffect(() => {
    if (phase.kind === 'done') summaryRef.current?.focus();
    if (phase.kind === 'running') cancelRef.current?.focus();
  }, [phase.kind]);

  const start = (targets: readonly I[]) => {
    const abort = new AbortController();
    controller.current = abort;
    setPhase({ kind: 'running', settled: 0, total: targets.length, cancelling: false });
    void runBulk({
      items: targets,
      run,
      failureMessage,
      unsupportedMessage,
      signal: abort.signal,
      onProgress: (settled, total) => {
        if (mounted.current)
          setPhase((current) =>
            current.kind === 'running' ? { ...current, settled, total } : current,
          );
      },
    }).then((summary) => {
      controller.current = null;
      onFinished(summary);
      if (mounted.current) setPhase({ kind: 'done', summary });
    });
  };

  const cancel = () => {
    controller.current?.abort();
    setPhase((current) =>
      current.kind === 'running' ? { ...current, cancelling: true } : current,
    );
  };

  const failedItems = (summary: BulkSummary) => {
    const failed = new Set(summary.failed.map((failure) => failure.item.id));
    return items.filter((item) => failed.has(item.id));
  };

  let body: ReactNode;
  let footer: ReactNode;
  if (phase.kind === 'confirm') {
    body = (
      <>
        <p className="bulk-dialog__question">{question}</p>
        {children}
      </>
    );
    footer = (
      <>
        <button type="button" className="button button--secondary" onClick={onClose} data-autofocus>
          Cancel
        </button>
        <Button
          variant={danger ? 'danger' : 'primary'}
          disabled={!canConfirm || items.length === 0}
          onClick={() => start(items)}
        >
          {confirmLabel}
        </Button>
      </>
    );
  } else if (phase.kind === 'running') {
    const { settled, total, cancelling } = phase;
    body = (
      <div className="bulk-dialog__progress">
        <p className="bulk-dialog__question">
          {cancelling
            ? `Cancelling: waiting for the calls already sent (${formatCount(settled)} of ${formatCount(total)} done)…`
            : `${progressVerb} ${formatCount(settled)} of ${formatCount(total)}…`}
        </p>
        <div
          className="bulk-dialog__bar"
          role="progressbar"
          aria-label={`${title} progress`}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={settled}
          aria-valuetext={`${formatCount(settled)} of ${formatCount(total)}`}
        >
          <div
            className="bulk-dialog__bar-fill"
            style={{ width: `${total === 0 ? 0 : (settled / total) * 100}%` }}
          />
        </div>
      </div>
    );
    footer = (
      <button
        ref={cancelRef}
        type="button"
        className="button button--secondary"
        onClick={cancel}
        aria-disabled={cancelling || undefined}
      >
        {cancelling ? 'Cancelling…' : 'Cancel'}
      </button>
    );
  } else {
    const { summary } = phase;
    const retry = failedItems(summary);
    body = (
      <div className="bulk-dialog__summary">
        <h3 className="bulk-dialog__question" ref={summaryRef} tabIndex={-1}>
          {summary.cancelled ? 'Cancelled' : 'Finished'}
        </h3>
        {summary.unsupported ? (
          <p className="error-banner" role="alert">
            {summary.unsupported}
          </p>
        ) : null}
        {summary.cancelled ? <p>What had started finished; the rest was not sent.</p> : null}
        <ul className="bulk-dialog__counts" aria-label="Results">
          <li>Succeeded: {formatCount(summary.succeeded.length)}</li>
          {summary.unchanged.length > 0 ? (
            <li>Unchanged (already as asked): {formatCount(summary.unchanged.length)}</li>
          ) : null}
          <li>Failed: {formatCount(summary.failed.length)}</li>
          <li>Skipped: {formatCount(summary.skipped.length)}</li>
        </ul>
        {summary.failed.length > 0 ? (
          <ul className="bulk-dialog__failures" aria-label="Failures">
            {summary.failed.slice(0, FAILURES_LISTED).map(({ item, message }) => (
              <li key={item.id}>
                <strong>{item.label}</strong>: {message}
              </li>
            ))}
          </ul>
        ) : null}
        {summary.failed.length > FAILURES_LISTED ? (
          <p>And {formatCount(summary.failed.length - FAILURES_LISTED)} more failed.</p>
        ) : null}
        {summary.failed.length + summary.skipped.length > 0 ? (
          <p>
            {countOf(summary.failed.length + summary.skipped.length, noun)} that did not succeed
            stay selected.
          </p>
        ) : null}
      </div>
    );
    footer = (
      <>
        {retry.length > 0 ? (
          <Button variant="primary" onClick={() => start(retry)}>
            Retry failed ({formatCount(retry.length)})
          </Button>
        ) : null}
        <button type="button" className="button button--secondary" onClick={onClose}>
          Done
        </button>
      </>
    );
  }

  return (
    <Dialog
      open
      // Escape or the close button mid-run cancels; the summary stays until Close.
      onClose={phase.kind === 'running' ? cancel : onClose}
      title={title}
      size="md"
      footer={footer}
      className="bulk-dialog"
      fallbackFocus={selectionToggleOf}
    >
      {body}
    </Dialog>
  );
}
