// The inputs of the settings form. Every field has a visible label; a hint and an error are
// tied to the input with aria-describedby, and an error also sets aria-invalid.
import type { InputHTMLAttributes, ReactNode } from 'react';
import type { SettingsField } from './settings-form';

export const fieldId = (field: SettingsField) => `settings-${field}`;
const errorId = (field: SettingsField) => `settings-${field}-error`;
const hintId = (field: SettingsField) => `settings-${field}-hint`;

function describedBy(field: SettingsField, hint: ReactNode, error: string | undefined) {
  const ids = [hint ? hintId(field) : '', error ? errorId(field) : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function FieldNotes({
  field,
  hint,
  error,
}: {
  field: SettingsField;
  hint?: ReactNode;
  error?: string;
}) {
  return (
    <>
      {hint ? (
        <p className="settings-field__hint" id={hintId(field)}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="settings-field__error" id={errorId(field)}>
          <span aria-hidden="true">!</span>
          <span>{error}</span>
        </p>
      ) : null}
    </>
  );
}

interface BaseProps {
  field: SettingsField;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
}

type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'>;

export function TextField({
  field,
  label,
  hint,
  error,
  value,
  onValueChange,
  adornment,
  ...input
}: BaseProps &
  TextInputProps & {
    value: string;
    onValueChange: (value: string) => void;
    adornment?: ReactNode;
  }) {
  return (
    <div className="settings-field">
      <label className="settings-field__label" htmlFor={fieldId(field)}>
        {label}
      </label>
      <div className="settings-field__control">
        {adornment}
        <input
          type="text"
          {...input}
          id={fieldId(field)}
          className="settings-field__input"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(field, hint, error)}
        />
      </div>
      <FieldNotes field={field} hint={hint} error={error} />
    </div>
  );
}

export function TextAreaField({
  field,
  label,
  hint,
  error,
  value,
  onValueChange,
  onBlur,
  rows = 5,
  placeholder,
  disabled,
}: BaseProps & {
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  rows?: number;
  placeholder?: string;
  disabled?: boolean;
}) {
  return (
    <div className="settings-field">
      <label className="settings-field__label" htmlFor={fieldId(field)}>
        {label}
      </label>
      <textarea
        id={fieldId(field)}
        className="settings-field__input settings-field__textarea"
        rows={rows}
        value={value}
        placeholder={placeholder}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        disabled={disabled}
        onChange={(event) => onValueChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(field, hint, error)}
      />
      <FieldNotes field={field} hint={hint} error={error} />
    </div>
  );
}

export function CheckboxField({
  field,
  label,
  hint,
  checked,
  onCheckedChange,
  disabled,
}: BaseProps & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <div className="settings-field settings-field--check">
      <input
        type="checkbox"
        id={fieldId(field)}
        className="settings-field__checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onCheckedChange(event.target.checked)}
        aria-describedby={describedBy(field, hint, undefined)}
      />
      <div>
        <label className="settings-field__label" htmlFor={fieldId(field)}>
          {label}
        </label>
        <FieldNotes field={field} hint={hint} />
      </div>
    </div>
  );
}

export interface Choice<T extends string> {
  value: T;
  label: string;
}

export function SelectField<T extends string>({
  field,
  label,
  hint,
  value,
  options,
  onValueChange,
  disabled,
}: BaseProps & {
  value: T;
  options: readonly Choice<T>[];
  onValueChange: (value: T) => void;
  disabled?: boolean;
}) {
  return (
    <div className="settings-field">
      <label className="settings-field__label" htmlFor={fieldId(field)}>
        {label}
      </label>
      <select
        id={fieldId(field)}
        className="settings-field__input settings-field__select"
        value={value}
        disabled={disabled}
        onChange={(event) => onValueChange(event.target.value as T)}
        aria-describedby={describedBy(field, hint, undefined)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes field={field} hint={hint} />
    </div>
  );
}

/** A choice whose options need their description in view (the password policies). */
export function RadioGroupField<T extends string>({
  field,
  label,
  value,
  options,
  onValueChange,
  disabled,
}: BaseProps & {
  value: T;
  options: readonly Choice<T>[];
  onValueChange: (value: T) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset
      className="settings-field settings-radio-group"
      id={fieldId(field)}
      disabled={disabled}
    >
      <legend className="settings-field__label">{label}</legend>
      {options.map((option) => (
        <label key={option.value} className="settings-radio-group__option">
          <input
            type="radio"
            name={fieldId(field)}
            value={option.value}
            checked={value === option.value}
            onChange={() => onValueChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
