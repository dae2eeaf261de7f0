// A choice whose options need to be in view at once: a fieldset of radios named by its legend.
import { describedBy, FieldNotes, wrapperClass, type FieldProps } from './field-notes';
import type { Choice } from './select-field';

export interface RadioGroupFieldProps<T extends string> extends FieldProps {
  value: T;
  options: readonly Choice<T>[];
  onValueChange: (value: T) => void;
  disabled?: boolean;
}

export function RadioGroupField<T extends string>({
  id,
  label,
  description,
  error,
  className,
  value,
  options,
  onValueChange,
  disabled,
}: RadioGroupFieldProps<T>) {
  return (
    <fieldset
      className={wrapperClass('form-field form-field--radios', className)}
      id={id}
      disabled={disabled}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, description, error)}
    >
      <legend className="form-field__label">{label}</legend>
      {options.map((option) => (
        <label key={option.value} className="form-field__option">
          <input
            type="radio"
            name={id}
            value={option.value}
            checked={value === option.value}
            onChange={() => onValueChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
      <FieldNotes id={id} description={description} error={error} />
    </fieldset>
  );
}
