// React's view of a SelectionStore: one store per list, one row's state, and the selection-wide
// version that the count, header box and bulk buttons re-render on.
import { useCallback, useState, useSyncExternalStore } from 'react';
import { SelectionStore } from './selection-store';

/** A store that lives as long as the screen; passing it to a DataTable turns selection on. */
export function useSelectionStore(): SelectionStore {
  return useState(() => new SelectionStore())[0];
}

export function useRowSelected(store: SelectionStore, id: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => store.subscribeRow(id, listener),
    [store, id],
  );
  return useSyncExternalStore(subscribe, () => store.has(id));
}

const NEVER = () => () => undefined;

/** Whether selection mode is on; re-renders only when that changes, not on every toggle. */
export function useSelectionActive(store: SelectionStore | undefined): boolean {
  const subscribe = useCallback(
    (listener: () => void) => store?.subscribe(listener) ?? NEVER(),
    [store],
  );
  return useSyncExternalStore(subscribe, () => store?.active ?? false);
}

/** Re-renders the caller on every selection change; returns the selected count. */
export function useSelectionSize(store: SelectionStore): number {
  const subscribe = useCallback((listener: () => void) => store.subscribe(listener), [store]);
  useSyncExternalStore(subscribe, () => store.version);
  return store.size;
}
