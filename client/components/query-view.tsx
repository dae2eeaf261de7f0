// What a dialog shows of one read: the failure with Retry on top, then the data, or a loading
// line while there is neither data nor failure yet.
import type { ReactNode } from 'react';
import { ErrorBanner } from './error-banner';
import { Loading } from './loading';

export interface QueryViewProps<T> {
  /** The read as useQuery returns it. */
  query: { data: T | undefined; error: Error | null; isPending: boolean; refetch: () => unknown };
  failureMessage: (error: Error) => ReactNode;
  failureTitle?: string;
  loadingLabel: string;
  /** Shown until the read answers, and when it fails (e.g. the list's copy of the item). */
  fallback?: T | null;
  children: (data: T) => ReactNode;
}

export function QueryView<T>({
  query,
  failureMessage,
  failureTitle,
  loadingLabel,
  fallback,
  children,
}: QueryViewProps<T>) {
  const data = query.data ?? fallback;
  return (
    <>
      {query.error ? (
        <ErrorBanner
          message={failureMessage(query.error)}
          title={failureTitle}
          onRetry={() => void query.refetch()}
        />
      ) : null}
      {data ? children(data) : query.isPending ? <Loading label={loadingLabel} /> : null}
    </>
  );
}
