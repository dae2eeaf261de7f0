// A labelled drop-down of the form kit; the value type is the options' own.
import { describedBy, FieldNotes, wrapperClass, type FieldProps } from './field-notes';

export interface Choice<T extends string> {
  value: T;
  label: string;
}

export interface SelectFieldProps<T extends string> extends FieldProps {
  value: T;
  options: readonly Choice<T>[];
  onValueChange: (value: T) => void;
  disabled?: boolean;
}

export function SelectField<T extends string>({
  id,
  label,
  description,
  error,
  className,
  value,
  options,
  onValueChange,
  disabled,
}: SelectFieldProps<T>) {
  return (
    <div className={wrapperClass('form-field', className)}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="form-field__input form-field__select"
        value={value}
        disabled={disabled}
        // Only the options' values can be chosen, so the value is one of T.
        onChange={(event) =>
          onValueChange(options.find((o) => o.value === event.target.value)?.value ?? value)
        }
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, description, error)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes id={id} description={description} error={error} />
    </div>
  );
}
