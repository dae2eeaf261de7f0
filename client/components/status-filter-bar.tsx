// Status filter chips with their counts (SPEC §2), shared by the list screens that filter by
// status: toggle buttons in a labelled group, exactly one pressed.
import { formatCount } from '../lib/format';

export function StatusFilterBar<F extends string>({
  filters,
  value,
  counts,
  onChange,
}: {
  filters: readonly { value: F; label: string }[];
  value: F;
  /** Null while the list loads: the chips show a dash. */
  counts: Record<F, number> | null;
  onChange: (value: F) => void;
}) {
  return (
    <div className="status-filter" role="group" aria-label="Filter by status">
      {filters.map((filter) => (
        <button
          key={filter.value}
          type="button"
          className="status-filter__chip"
          aria-pressed={value === filter.value}
          data-status-filter={filter.value}
          onClick={() => onChange(filter.value)}
        >
          <span>{filter.label}</span>{' '}
          <span className="status-filter__count" data-count>
            {counts ? formatCount(counts[filter.value]) : '–'}
          </span>
        </button>
      ))}
    </div>
  );
}
