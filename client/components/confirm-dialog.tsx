// A yes/no question on top of Dialog; Cancel takes the first focus so Enter never destroys.
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions. */
  danger?: boolean;
  /** While true Cancel is disabled, Confirm is busy (keeps focus, ignores presses) and Escape
   * does nothing. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Shown under the message, e.g. the error of a failed attempt. */
  children?: ReactNode;
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  const messageId = useId();
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <Dialog
      open={open}
      onClose={cancel}
      title={title}
      size="sm"
      describedBy={messageId}
      footer={
        <>
          <button
            type="button"
            className="button button--secondary"
            onClick={cancel}
            disabled={busy}
            data-autofocus
          >
            {cancelLabel}
          </button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div id={messageId} className="confirm-dialog__message">
        {message}
      </div>
      {children}
    </Dialog>
  );
}
