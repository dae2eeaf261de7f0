// A dismissable error line (SPEC §8: banners offer 'Dismiss' or 'Clear Error').
import type { ReactNode } from 'react';

export interface ErrorBannerProps {
  message: ReactNode;
  /** Without it the banner has no dismiss button (e.g. while the error still holds). */
  onDismiss?: () => void;
  dismissLabel?: 'Dismiss' | 'Clear Error';
  title?: string;
  /** Shows a 'Retry' button. */
  onRetry?: () => void;
  retryLabel?: string;
}

export function ErrorBanner({
  message,
  onDismiss,
  dismissLabel = 'Dismiss',
  title,
  onRetry,
  retryLabel = 'Retry',
}: ErrorBannerProps) {
  return (
    <div className="error-banner" role="alert">
      <span className="error-banner__icon" aria-hidden="true">
        !
      </span>
      <div className="error-banner__text">
        {title ? <strong className="error-banner__title">{title}</strong> : null}
        <span className="error-banner__message">{message}</span>
      </div>
      <div className="error-banner__actions">
        {onRetry ? (
          <button type="button" className="button button--secondary button--sm" onClick={onRetry}>
            {retryLabel}
          </button>
        ) : null}
        {onDismiss ? (
          <button type="button" className="button button--ghost button--sm" onClick={onDismiss}>
            {dismissLabel}
          </button>
        ) : null}
      </div>
    </div>
  );
}
