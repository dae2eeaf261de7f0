// A labelled multi-line input of the form kit.
import type { TextareaHTMLAttributes } from 'react';
import { describedBy, FieldNotes, LabelText, wrapperClass, type FieldProps } from './field-notes';

type TextareaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'value' | 'onChange' | 'className' | 'aria-invalid' | 'aria-describedby'
>;

export interface TextareaFieldProps extends FieldProps, TextareaProps {
  value: string;
  onValueChange: (value: string) => void;
  /** Monospaced, for lists a machine reads (IP ranges). */
  code?: boolean;
}

export function TextareaField({
  id,
  label,
  description,
  error,
  className,
  value,
  onValueChange,
  code = false,
  required,
  ...textarea
}: TextareaFieldProps) {
  return (
    <div className={wrapperClass('form-field', className)}>
      <label className="form-field__label" htmlFor={id}>
        <LabelText label={label} required={required} />
      </label>
      <textarea
        {...textarea}
        id={id}
        className={code ? 'form-field__input form-field__textarea--code' : 'form-field__input'}
        value={value}
        required={required}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, description, error)}
      />
      <FieldNotes id={id} description={description} error={error} />
    </div>
  );
}
