// A page that threw while rendering or loading shows this instead of a white screen.
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';

export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
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
