// Table state hooks. The URL flavour keeps sort/q/view/hide in the route's search params
// (replace, so no history spam); the local flavour is plain component state.
import { useLocation, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SortingState } from '@tanstack/react-table';
import {
  mergeTableSearch,
  parseTableSearch,
  serializeTableState,
  type TableStateDefaults,
  type TableViewState,
} from './table-search';
import { useUpdateSearch } from '../../lib/use-update-search';

export { tableSearchSchema } from './table-search';

/** Typing in the filter reaches the URL after this pause; the table itself filters at once. */
export const FILTER_URL_DELAY_MS = 300;

export interface TableStateController {
  state: TableViewState;
  setSorting: (sorting: SortingState) => void;
  setFilter: (filter: string) => void;
  setView: (view: string) => void;
  setHidden: (hidden: string[]) => void;
}

function initialState(defaults: TableStateDefaults): TableViewState {
  return { sorting: [], filter: '', view: defaults.view, hidden: [...defaults.hidden] };
}

export function useLocalTableState(defaults: TableStateDefaults): TableStateController {
  const [state, setState] = useState(() => initialState(defaults));
  const patch = useCallback(
    (part: Partial<TableViewState>) => setState((previous) => ({ ...previous, ...part })),
    [],
  );
  return {
    state,
    setSorting: useCallback((sorting) => patch({ sorting }), [patch]),
    setFilter: useCallback((filter) => patch({ filter }), [patch]),
    setView: useCallback((view) => patch({ view }), [patch]),
    setHidden: useCallback((hidden) => patch({ hidden }), [patch]),
  };
}

export function useTableUrlState(
  defaults: TableStateDefaults,
  filterDelayMs: number = FILTER_URL_DELAY_MS,
): TableStateController {
  // Any table route's search (typed as the merge of every route's schema).
  const search = useLocation({ select: (location) => location.search });
  const updateSearch = useUpdateSearch();
  const router = useRouter();
  const fromUrl = parseTableSearch(search, defaults);
  const urlKey = JSON.stringify(serializeTableState(fromUrl, defaults));

  // Local copy so the UI answers at once; the URL follows. `written` is the last URL state we
  // produced, so our own echo is ignored and only outside changes (links, back) are adopted.
  const [state, setState] = useState(fromUrl);
  const stateRef = useRef(state);
  const written = useRef(urlKey);
  const defaultsRef = useRef(defaults);
  defaultsRef.current = defaults;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // fromUrl is a fresh object each render; urlKey says when its content changed.
  const fromUrlRef = useRef(fromUrl);
  fromUrlRef.current = fromUrl;
  useEffect(() => {
    if (urlKey === written.current) return;
    written.current = urlKey;
    clearTimeout(timer.current);
    stateRef.current = fromUrlRef.current;
    setState(fromUrlRef.current);
  }, [urlKey]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const update = useCallback(
    (part: Partial<TableViewState>, delay: number) => {
      const next = { ...stateRef.current, ...part };
      stateRef.current = next;
      setState(next);
      clearTimeout(timer.current);
      const write = () => {
        // A delayed filter write that comes due while the user is leaving (a link clicked right
        // after typing, its route still loading) would land on the next page's URL ('.' is
        // already that route): the table is gone, so its filter is not written.
        if (delay > 0 && router.state.status === 'pending') return;
        const table = serializeTableState(next, defaultsRef.current);
        written.current = JSON.stringify(table);
        updateSearch((previous) => mergeTableSearch(previous, table));
      };
      if (delay > 0) timer.current = setTimeout(write, delay);
      else write();
    },
    [updateSearch, router],
  );

  return {
    state,
    setSorting: useCallback((sorting) => update({ sorting }, 0), [update]),
    setFilter: useCallback((filter) => update({ filter }, filterDelayMs), [update, filterDelayMs]),
    setView: useCallback((view) => update({ view }, 0), [update]),
    setHidden: useCallback((hidden) => update({ hidden }, 0), [update]),
  };
}
