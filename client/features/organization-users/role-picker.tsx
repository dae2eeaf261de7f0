// Role checkboxes for the invite and edit dialogs. It says which role is highlighted and why,
// and shows the permissions each role grants (from the shared matrix) in a disclosure.
import { useId } from 'react';
import { PERMISSIONS, permissionsFor } from '@shared/permissions';
import { highlightReason, isHighlightedRole, roleChoicesFor, rolePermissions } from './role-info';

export interface RolePickerProps {
  value: readonly string[];
  onChange: (roles: string[]) => void;
  legend?: string;
  disabled?: boolean;
}

export function RolePicker({
  value,
  onChange,
  legend = 'Roles',
  disabled = false,
}: RolePickerProps) {
  const id = useId();
  const reasonId = `${id}-reason`;
  const choices = roleChoicesFor(value);
  const granted = permissionsFor(value).size;

  const toggle = (role: string, checked: boolean) => {
    // Keep the order of the choices so payloads are stable whatever the click order.
    const next = choices.filter((choice) => (choice === role ? checked : value.includes(choice)));
    onChange(next);
  };

  return (
    <fieldset className="role-picker" disabled={disabled}>
      <legend className="role-picker__legend">{legend}</legend>
      <p className="role-picker__reason" id={reasonId}>
        <span className="role-picker__star" aria-hidden="true">
          ★
        </span>{' '}
        {highlightReason()}
      </p>
      <ul className="role-picker__list">
        {choices.map((role) => {
          const highlighted = isHighlightedRole(role);
          const permissions = rolePermissions(role);
          const inputId = `${id}-${role}`;
          return (
            <li
              key={role}
              className={
                highlighted
                  ? 'role-picker__role role-picker__role--highlighted'
                  : 'role-picker__role'
              }
            >
              <div className="role-picker__choice">
                <input
                  type="checkbox"
                  id={inputId}
                  checked={value.includes(role)}
                  onChange={(event) => toggle(role, event.target.checked)}
                  aria-describedby={highlighted ? reasonId : undefined}
                />
                <label htmlFor={inputId} className="role-picker__name">
                  {role}
                </label>
                {highlighted ? <span className="role-picker__badge">Highlighted</span> : null}
              </div>
              <details className="role-picker__details">
                <summary>
                  {permissions.length === 0
                    ? `${role} grants no known permissions`
                    : `${role} grants ${permissions.length} of ${PERMISSIONS.length} permissions`}
                </summary>
                {permissions.length > 0 ? (
                  <ul
                    className="role-picker__permissions"
                    aria-label={`Permissions granted by ${role}`}
                  >
                    {permissions.map((permission) => (
                      <li key={permission}>
                        <code>{permission}</code>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </details>
            </li>
          );
        })}
      </ul>
      <p className="role-picker__total" aria-live="polite">
        {value.length === 0
          ? 'No roles chosen.'
          : `The chosen roles grant ${granted} of ${PERMISSIONS.length} permissions.`}
      </p>
    </fieldset>
  );
}
