// DESIGN.md resolution 4: an action the backend does not offer is shown, but disabled and
// saying why. aria-disabled (not `disabled`) keeps it focusable so keyboard and screen-reader
// users reach the reason too; the visible tooltip appears on hover and focus.
import { useId } from 'react';
import { UNAVAILABLE_TEXT } from './provisioner-messages';

export function UnavailableButton({ label, size = 'md' }: { label: string; size?: 'sm' | 'md' }) {
  const tipId = useId();
  return (
    <span className="prov-unavailable">
      <button
        type="button"
        className={`button button--secondary${size === 'sm' ? ' button--sm' : ''}`}
        aria-disabled="true"
        aria-describedby={tipId}
        onClick={(event) => event.preventDefault()}
      >
        {label}
      </button>
      <span id={tipId} role="tooltip" className="prov-unavailable__tip">
        {UNAVAILABLE_TEXT}
      </span>
    </span>
  );
}
