// A labelled one-line input of the form kit.
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { describedBy, FieldNotes, LabelText, wrapperClass, type FieldProps } from './field-notes';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'className' | 'aria-invalid' | 'aria-describedby'
>;

export interface TextFieldProps extends FieldProps, InputProps {
  value: string;
  onValueChange: (value: string) => void;
  /** Shown before the input, in the same row (a colour swatch, a unit). */
  adornment?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  id,
  label,
  description,
  error,
  className,
  value,
  onValueChange,
  adornment,
  required,
  ref,
  ...input
}: TextFieldProps) {
  return (
    <div className={wrapperClass('form-field', className)}>
      <label className="form-field__label" htmlFor={id}>
        <LabelText label={label} required={required} />
      </label>
      <div className="form-field__control">
        {adornment}
        <input
          type="text"
          {...input}
          ref={ref}
          id={id}
          className="form-field__input"
          value={value}
          required={required}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, description, error)}
        />
      </div>
      <FieldNotes id={id} description={description} error={error} />
    </div>
  );
}
