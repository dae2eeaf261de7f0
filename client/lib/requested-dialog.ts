// A one-shot request to open a screen's dialog (the command palette's "Invite user" and "Add
// organization"): the palette, in app/, cannot reach into a feature's local state, and a search
// param would put a dialog into the URL, so the request waits in an atom until the screen that
// owns the dialog mounts and takes it.
import { atom, useAtom } from 'jotai';
import { useEffect } from 'react';

export type RequestedDialog = 'invite-user' | 'add-organization';

export const requestedDialogAtom = atom<RequestedDialog | null>(null);

/** Opens the screen's dialog once when `name` has been requested, and clears the request. */
export function useRequestedDialog(name: RequestedDialog, open: () => void, enabled = true): void {
  const [requested, setRequested] = useAtom(requestedDialogAtom);
  useEffect(() => {
    if (requested !== name || !enabled) return;
    setRequested(null);
    open();
  }, [requested, name, enabled, open, setRequested]);
}
