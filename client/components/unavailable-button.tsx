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
}

export function UnavailableButton({ label, ariaLabel, size = 'md' }: UnavailableButtonProps) {
  const tipId = useId();
  return (
    <span className="unavailable">
      <button
        type="button"
        className={`button button--secondary${size === 'sm' ? ' button--sm' : ''}`}
        aria-disabled="true"
        aria-label={ariaLabel}
        aria-describedby={tipId}
        title={UNAVAILABLE_TEXT}
        onClick={(event) => event.preventDefault()}
      >
        {label}
      </button>
      <span id={tipId} role="tooltip" className="unavailable__tip">
        {UNAVAILABLE_TEXT}
      </span>
    </span>
  );
}
