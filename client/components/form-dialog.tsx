// The one shell of a form in a dialog (add and edit organization, create pipeline, create
// onboarding, new and edit agency): the Dialog, a form the footer's primary button submits
// (form="…": the footer sits outside the form), Cancel, the busy state of the request, and the
// dismissable banner of its failure above the fields. The caller keeps its fields, rules and
// texts; the first [data-autofocus] field, else the first field, takes focus on open.
import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { ErrorBanner } from './error-banner';

export interface FormDialogProps {
  title: ReactNode;
  onClose: () => void;
  /** The caller's useId(): the form is `${id}-form`, beside the caller's `${id}-<field>` ids. */
  id: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The primary button's text: "Add", "Create", "Save Changes"… */
  submitLabel: ReactNode;
  /** The request runs: the primary button says so and ignores presses (it keeps focus). */
  busy: boolean;
  /** A disabled primary button also stops Enter's implicit submission. */
  submitDisabled?: boolean;
  /** The last request's failure, shown above the fields until dismissed. */
  failure: string | null;
  onDismissFailure: () => void;
  /** The form's class: `organizations-form` (the dialogs' form layout) unless named. */
  formClassName?: string;
  onFormKeyDown?: (event: KeyboardEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

export function FormDialog({
  title,
  onClose,
  id,
  onSubmit,
  submitLabel,
  busy,
  submitDisabled,
  failure,
  onDismissFailure,
  formClassName = 'organizations-form',
  onFormKeyDown,
  children,
}: FormDialogProps) {
  const formId = `${id}-form`;
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
        onKeyDown={onFormKeyDown}
        noValidate
      >
        {failure ? <ErrorBanner message={failure} onDismiss={onDismissFailure} /> : null}
        {children}
      </form>
    </Dialog>
  );
}
