// A one-shot request to open a screen's dialog (the command palette's "Invite user", "Add
// organization", "Create pipeline" and "Create onboarding"): the palette, a feature of its own,
// cannot reach into another feature's local state, and a search param would put a dialog into
// the URL, so the request waits in an atom until the screen that owns the dialog mounts and
// takes it. A navigation that ends anywhere else (the guard refused or redirected it, another
// one overtook it, it failed) drops the request, so a later visit to that screen does not open
// the dialog out of the blue.
import { useRouter } from '@tanstack/react-router';
import { atom, useAtom, useStore } from 'jotai';
import { useCallback, useEffect } from 'react';

export type RequestedDialog =
  'invite-user' | 'add-organization' | 'create-pipeline' | 'create-onboarding';

/** The screen that owns each dialog. */
const SCREEN_OF = {
  'invite-user': '/organization/users',
  'add-organization': '/global/organizations',
  'create-pipeline': '/global/provisioner',
  'create-onboarding': '/organization/onboardings',
} as const satisfies Record<RequestedDialog, string>;

interface PendingRequest {
  name: RequestedDialog;
}

export const requestedDialogAtom = atom<PendingRequest | null>(null);

/** Requests `name` and goes to its screen; the request lives only as long as that journey. */
export function useRequestDialog(): (name: RequestedDialog) => void {
  const router = useRouter();
  const store = useStore();
  return useCallback(
    (name: RequestedDialog) => {
      const path = SCREEN_OF[name];
      const request: PendingRequest = { name };
      store.set(requestedDialogAtom, request);
      const pending = () => store.get(requestedDialogAtom) === request;
      const dropUnlessAt = (pathname: string | undefined) => {
        if (pending() && pathname !== path) store.set(requestedDialogAtom, null);
      };
      // Each navigation that ends: elsewhere drops the request; once it is gone, stop watching.
      // (At the screen itself it waits, e.g. for the screen's permission to be known.)
      const stop = router.subscribe('onResolved', ({ toLocation }) => {
        dropUnlessAt(toLocation.pathname);
        if (!pending()) stop();
      });
      // A navigation a blocker refused, or one that threw, ends without resolving anywhere.
      const settled = () => {
        dropUnlessAt(router.state.resolvedLocation?.pathname);
        if (!pending()) stop();
      };
      router.navigate({ to: path }).then(settled, settled);
    },
    [router, store],
  );
}

/** Opens the screen's dialog once when `name` has been requested, and clears the request. */
export function useRequestedDialog(name: RequestedDialog, open: () => void, enabled = true): void {
  const [requested, setRequested] = useAtom(requestedDialogAtom);
  useEffect(() => {
    if (requested?.name !== name || !enabled) return;
    setRequested(null);
    open();
  }, [requested, name, enabled, open, setRequested]);
}
