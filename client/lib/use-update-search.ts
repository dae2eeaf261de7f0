// Screens shared by two routes (onboardings, activity, settings) and the DataTable's URL state
// change the search of whichever route is on screen. The router types a search updater by one
// route; these only know a record, so the one cast for that lives here.
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';

export type SearchUpdate = (previous: Record<string, unknown>) => Record<string, unknown>;

/** Rewrites the current route's search; by default in place of the current history entry. */
export function useUpdateSearch(): (update: SearchUpdate, replace?: boolean) => void {
  const navigate = useNavigate();
  return useCallback(
    (update, replace = true) => void navigate({ to: '.', search: update as never, replace }),
    [navigate],
  );
}
