// A page that threw while rendering or loading shows this instead of a white screen.
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useRetryAuth } from '../lib/auth/hooks';
import { ServerUnreachableError } from './guard';

// How Chromium, Firefox and Safari word a screen's code chunk that did not download (the
// console was redeployed under an open tab, or the connection dropped).
const CHUNK_FAILURE =
  /^(Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed)/;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

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
  if (isChunkLoadError(error)) return <ChunkLoadError />;
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

/** Routers that already leave by full loads (one subscription each, for the page's life). */
const leavingByFullLoads = new WeakSet<object>();

/**
 * After a screen's code failed to download, every later navigation is a full load: the browser
 * may keep the failed import for the life of the document (Chromium 150 does), and a full load
 * fetches the current build instead of replaying the failure. Kept after this view unmounts.
 */
function leaveByFullLoads(router: ReturnType<typeof useRouter>): void {
  if (leavingByFullLoads.has(router)) return;
  leavingByFullLoads.add(router);
  router.subscribe('onBeforeNavigate', ({ toLocation }) => {
    window.location.assign(toLocation.href);
  });
}

/** A screen whose code did not download. */
function ChunkLoadError() {
  const router = useRouter();
  useEffect(() => leaveByFullLoads(router), [router]);
  return (
    <section className="page page--message" role="alert">
      <h1>This screen could not be loaded</h1>
      <p>
        Part of the console did not download: it may have been updated since this page was opened,
        or the connection dropped. Reload the page to get the current version.
      </p>
      <div className="page__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => window.location.reload()}
        >
          Reload page
        </button>
        <Link to="/">← Back to Dashboard</Link>
      </div>
    </section>
  );
}
