// What a list or panel shows when there is nothing in it.
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: ReactNode;
  message?: ReactNode;
  /** Actions or extra content under the message. */
  children?: ReactNode;
  icon?: ReactNode;
}

export function EmptyState({ title, message, children, icon }: EmptyStateProps) {
  return (
    <div className="empty-state">
      {icon ? (
        <div className="empty-state__icon" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <p className="empty-state__title">{title}</p>
      {message ? <p className="empty-state__message">{message}</p> : null}
      {children ? <div className="empty-state__actions">{children}</div> : null}
    </div>
  );
}
