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
      {/* An SVG lock: emoji fonts are missing on many Linux machines. */}
      <svg
        className="access-denied-message__icon"
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="40"
        height="40"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <rect x="4" y="11" width="16" height="10" rx="2" />
        <path d="M8 11V7a4 4 0 0 1 8 0v4" />
      </svg>
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
