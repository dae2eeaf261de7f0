// A dialog whose body is one form, with Cancel and the form's submit button in the footer.
// The caller mounts it only while open, so every opening starts with a fresh form.
import { useId } from 'react';
import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export interface FormDialogProps {
  title: string;
  submitLabel: string;
  /** Disables the submit button, e.g. while a required field is empty. */
  submitDisabled: boolean;
  /** The submit button while the request runs. */
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLFormElement>) => void;
  onClose: () => void;
  formClassName: string;
  children: ReactNode;
}

export function FormDialog({
  title,
  submitLabel,
  submitDisabled,
  busy,
  onSubmit,
  onKeyDown,
  onClose,
  formClassName,
  children,
}: FormDialogProps) {
  const formId = `${useId()}-form`;
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            type="submit"
            form={formId}
            variant="primary"
            disabled={submitDisabled}
            busy={busy}
          >
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={formClassName}
        onSubmit={onSubmit}
        onKeyDown={onKeyDown}
        noValidate
      >
        {children}
      </form>
    </Dialog>
  );
}
