// DESIGN.md resolution 4: an action the backend does not offer is shown, but disabled and
// saying why. aria-disabled (not `disabled`) keeps it focusable so keyboard and screen-reader
// users reach the reason too; the visible tooltip appears on hover and focus.
import { useId } from 'react';

export const UNAVAILABLE_TEXT = 'Not available: the backend does not offer this yet';

export interface UnavailableButtonProps {
  label: string;
  /** Extra accessible name detail, e.g. which onboarding a row's Edit is for. */
  ariaLabel?: string;
  size?: 'sm' | 'md';
  /** Why it is disabled, when not because the backend lacks the call (a privilege rule). */
  reason?: string;
}

export function UnavailableButton({
  label,
  ariaLabel,
  size = 'md',
  reason = UNAVAILABLE_TEXT,
}: UnavailableButtonProps) {
  const tipId = useId();
  return (
    <span className="unavailable">
      <button
        type="button"
        className={`button button--secondary${size === 'sm' ? ' button--sm' : ''}`}
        aria-disabled="true"
        aria-label={ariaLabel}
        aria-describedby={tipId}
        title={reason}
        onClick={(event) => event.preventDefault()}
      >
        {label}
      </button>
      <span id={tipId} role="tooltip" className="unavailable__tip">
        {reason}
      </span>
    </span>
  );
}
