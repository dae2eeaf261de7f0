// DESIGN.md resolution 4: an action the backend does not offer is shown, but disabled and
// saying why. aria-disabled (not `disabled`) keeps it focusable so keyboard and screen-reader
// users reach the reason too; the visible tooltip appears on hover and focus.
import { buttonClass } from './button';
import { useTooltip } from './tooltip';

export const UNAVAILABLE_TEXT = 'Not available: the backend does not offer this yet';

export interface UnavailableButtonProps {
  label: string;
  /** Extra accessible name detail, e.g. which onboarding a row's Edit is for. */
  ariaLabel?: string;
  size?: 'sm' | 'md';
  /** `ghost` among a table row's actions, which are ghost buttons too. */
  variant?: 'secondary' | 'ghost';
  /** Why it is disabled, when not because the backend lacks the call (a privilege rule). */
  reason?: string;
}

export function UnavailableButton({
  label,
  ariaLabel,
  size = 'md',
  variant = 'secondary',
  reason = UNAVAILABLE_TEXT,
}: UnavailableButtonProps) {
  const { trigger, tip } = useTooltip();
  return (
    <span className="unavailable">
      <button
        type="button"
        className={buttonClass(variant, size)}
        aria-disabled="true"
        aria-label={ariaLabel}
        onClick={(event) => event.preventDefault()}
        {...trigger}
      >
        {label}
      </button>
      <span {...tip}>{reason}</span>
    </span>
  );
}
