// The signed-out message of data pages. Sign-in is passed in so the kit never imports auth.
import type { ReactNode } from 'react';

export interface AccessDeniedMessageProps {
  message: ReactNode;
  /** Renders the 'Sign In' button; the app passes its sign-in action. */
  onSignIn?: () => void;
  /** Alternative to onSignIn: a plain link to the sign-in address. */
  signInHref?: string;
  title?: string;
  headingLevel?: 1 | 2 | 3;
}

export function AccessDeniedMessage({
  message,
  onSignIn,
  signInHref,
  title = 'Access Denied',
  headingLevel = 1,
}: AccessDeniedMessageProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="access-denied-message">
      <div className="access-denied-message__icon" aria-hidden="true">
        🔒
      </div>
      <Heading className="access-denied-message__title">{title}</Heading>
      <p className="access-denied-message__text">{message}</p>
      {onSignIn ? (
        <button type="button" className="button button--primary" onClick={onSignIn}>
          Sign In
        </button>
      ) : signInHref ? (
        <a className="button button--primary" href={signInHref}>
          Sign In
        </a>
      ) : null}
    </section>
  );
}
