// The parts every field of the form kit shares: the ids its description and error get, the
// aria-describedby that ties them to the control, and the two notes themselves.
import type { ReactNode } from 'react';

export interface FieldProps {
  /** The control's id; the description and the error take `${id}-description` / `${id}-error`. */
  id: string;
  label: ReactNode;
  /** A hint under the control, read out with it. */
  description?: ReactNode;
  /** The message of a failed rule: shown, read out, and aria-invalid on the control. */
  error?: string | null;
  /** Extra class on the field's wrapper. */
  className?: string;
}

export const descriptionId = (id: string) => `${id}-description`;
export const errorId = (id: string) => `${id}-error`;

/** The aria-describedby of a control: its description, then its error; undefined when neither. */
export function describedBy(id: string, description: ReactNode, error: string | null | undefined) {
  const ids = [description ? descriptionId(id) : '', error ? errorId(id) : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function FieldNotes({
  id,
  description,
  error,
}: Pick<FieldProps, 'id' | 'description' | 'error'>) {
  return (
    <>
      {description ? (
        <p className="form-field__hint" id={descriptionId(id)}>
          {description}
        </p>
      ) : null}
      {error ? (
        <p className="form-field__error" id={errorId(id)}>
          <span aria-hidden="true">!</span>
          <span>{error}</span>
        </p>
      ) : null}
    </>
  );
}

/** The label text, with a star (hidden from screen readers: the control says it is required). */
export function LabelText({ label, required }: { label: ReactNode; required?: boolean }) {
  return (
    <>
      {label}
      {required ? <span aria-hidden="true"> *</span> : null}
    </>
  );
}

export function wrapperClass(base: string, className: string | undefined): string {
  return className ? `${base} ${className}` : base;
}
