// A large dialog that shows one read: its failure with Retry on top, then the data, or a loading
// line while there is neither; the footer ends with Close.
import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { ErrorBanner } from './error-banner';
import { Loading } from './loading';

export interface QueryDialogProps<T> {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Footer buttons before Close. */
  actions?: ReactNode;
  /** The read as useQuery returns it. */
  query: { data: T | undefined; error: Error | null; isPending: boolean; refetch: () => unknown };
  failureMessage: (error: Error) => ReactNode;
  failureTitle?: string;
  loadingLabel: string;
  /** Shown until the read answers, and when it fails (e.g. the list's copy of the item). */
  fallback?: T | null;
  children: (data: T) => ReactNode;
}

export function QueryDialog<T>({
  open,
  onClose,
  title,
  actions,
  query,
  failureMessage,
  failureTitle,
  loadingLabel,
  fallback,
  children,
}: QueryDialogProps<T>) {
  const data = query.data ?? fallback;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={title}
      footer={
        <>
          {actions}
          <Button variant="primary" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      {query.error ? (
        <ErrorBanner
          message={failureMessage(query.error)}
          title={failureTitle}
          onRetry={() => void query.refetch()}
        />
      ) : null}
      {data ? children(data) : query.isPending ? <Loading label={loadingLabel} /> : null}
    </Dialog>
  );
}
