// Shown for any address that is not a route of the console.
import { Link } from '@tanstack/react-router';

export function NotFound() {
  return (
    <section className="page page--message">
      <h1>Page not found</h1>
      <p>There is no page at this address.</p>
      <Link to="/">← Back to Dashboard</Link>
    </section>
  );
}
