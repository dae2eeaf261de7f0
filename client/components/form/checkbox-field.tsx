// A checkbox with its label beside it, and its description under the label.
import { describedBy, FieldNotes, wrapperClass, type FieldProps } from './field-notes';

export interface CheckboxFieldProps extends FieldProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}

export function CheckboxField({
  id,
  label,
  description,
  error,
  className,
  checked,
  onCheckedChange,
  disabled,
}: CheckboxFieldProps) {
  return (
    <div className={wrapperClass('form-field form-field--check', className)}>
      <input
        type="checkbox"
        id={id}
        className="form-field__checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onCheckedChange(event.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, description, error)}
      />
      <div>
        <label className="form-field__label" htmlFor={id}>
          {label}
        </label>
        <FieldNotes id={id} description={description} error={error} />
      </div>
    </div>
  );
}
