// "Export selected" beside Export CSV: present only while rows are selected, so the toolbar
// itself never re-renders on a toggle.
import type { SelectionStore } from './selection-store';
import { useSelectionSize } from './use-selection';

export function ExportSelectedButton({
  store,
  onExport,
}: {
  store: SelectionStore;
  onExport: (ids: ReadonlySet<string>) => void;
}) {
  const size = useSelectionSize(store);
  if (size === 0) return null;
  return (
    <button
      type="button"
      className="button button--secondary button--sm"
      onClick={() => onExport(store.selected())}
    >
      Export selected ({size})
    </button>
  );
}
