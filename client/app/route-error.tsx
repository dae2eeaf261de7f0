// A page that threw while rendering or loading shows this instead of a white screen.
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useRetryAuth } from '../lib/auth/hooks';
import { ServerUnreachableError } from './guard';

export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const retryAuth = useRetryAuth();
  if (error instanceof ServerUnreachableError) {
    // The shell's banner names the cause; the page opens by itself once the check succeeds.
    return (
      <section className="page page--message" role="alert">
        <h1>Waiting for the server</h1>
        <p>{error.message} It opens as soon as the server answers again.</p>
        <div className="page__actions">
          <button type="button" className="button button--primary" onClick={() => void retryAuth()}>
            Try again
          </button>
          <Link to="/">← Back to Dashboard</Link>
        </div>
      </section>
    );
  }
  const message =
    error instanceof Error && error.message ? error.message : 'An unexpected error occurred.';
  return (
    <section className="page page--message" role="alert">
      <h1>Something went wrong</h1>
      <p>{message}</p>
      <div className="page__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          Try again
        </button>
        <Link to="/">← Back to Dashboard</Link>
      </div>
    </section>
  );
}
