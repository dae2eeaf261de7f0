// Leaving the page with unsaved edits asks first: in-app navigation through TanStack Router's
// blocker (answered in our own dialog), a reload or a closed tab through beforeunload (the
// browser's own prompt). Changing only the search (the open tab) is not leaving.
import { useBlocker } from '@tanstack/react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';

export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => current.pathname !== next.pathname,
    enableBeforeUnload: true,
    disabled: !dirty,
    withResolver: true,
  });
  const open = blocker.status === 'blocked';
  return (
    <ConfirmDialog
      open={open}
      title="Leave without saving?"
      message="You have unsaved changes to these settings. If you leave this page now, they will be lost."
      confirmLabel="Leave page"
      cancelLabel="Stay on page"
      danger
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
