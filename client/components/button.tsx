// One button look for the whole console; links styled as buttons use buttonClass().
import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md';

export function buttonClass(
  variant: ButtonVariant = 'secondary',
  size: ButtonSize = 'md',
  extra?: string,
): string {
  return ['button', `button--${variant}`, size === 'sm' ? 'button--sm' : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Marks the button busy (e.g. while a request runs): it ignores presses and says so
   * (aria-disabled, aria-busy) but stays focusable, so the keyboard user who pressed it keeps
   * their place (a disabled button would drop focus to the page).
   */
  busy?: boolean;
}

export function Button({
  variant = 'secondary',
  size = 'md',
  busy = false,
  type = 'button',
  className,
  disabled,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass(variant, size, className)}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      // preventDefault also keeps a busy submit button from submitting its form again.
      onClick={busy ? (event) => event.preventDefault() : onClick}
      {...rest}
    />
  );
}
