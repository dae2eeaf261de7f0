// The toolbar's selection control: the "Select rows" mode toggle (the list keeps its own
// columns until someone wants to act on many rows). What acts on the selected rows (Export
// selected, the feature's bulk actions) is on the selection bar, so the toolbar keeps its width.
import type { SelectionStore } from './selection-store';
import { useSelectionActive } from './use-selection';

export function SelectionControls({ store }: { store: SelectionStore }) {
  const active = useSelectionActive(store);
  return (
    <button
      type="button"
      className="button button--secondary button--sm"
      aria-pressed={active}
      onClick={() => store.setActive(!store.active)}
    >
      Select rows
    </button>
  );
}
