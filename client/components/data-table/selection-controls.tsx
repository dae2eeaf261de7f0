// The toolbar's selection controls: the "Select rows" mode toggle (the list keeps its own
// columns until someone wants to act on many rows) and "Export selected" while rows are
// selected. Their own subscriptions keep the toolbar from re-rendering on a toggle.
import type { SelectionStore } from './selection-store';
import { useSelectionSize } from './use-selection';

export function SelectionControls({
  store,
  onExport,
}: {
  store: SelectionStore;
  onExport: (ids: ReadonlySet<string>) => void;
}) {
  const size = useSelectionSize(store);
  return (
    <>
      <button
        type="button"
        className="button button--secondary button--sm"
        aria-pressed={store.active}
        onClick={() => store.setActive(!store.active)}
      >
        Select rows
      </button>
      {size > 0 ? (
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => onExport(store.selected())}
        >
          Export selected ({size})
        </button>
      ) : null}
    </>
  );
}
