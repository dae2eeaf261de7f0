// Status filter chips with their counts (SPEC §2): toggle buttons, one pressed.
import {
  PIPELINE_STATUS_FILTERS,
  type PipelineStatusCounts,
  type PipelineStatusFilter,
} from './pipeline-status';

export function PipelineStatusFilterBar({
  value,
  counts,
  onChange,
}: {
  value: PipelineStatusFilter;
  counts: PipelineStatusCounts | null;
  onChange: (value: PipelineStatusFilter) => void;
}) {
  return (
    <div className="prov-filter" role="group" aria-label="Filter by status">
      {PIPELINE_STATUS_FILTERS.map((filter) => (
        <button
          key={filter.value}
          type="button"
          className="prov-filter__chip"
          aria-pressed={value === filter.value}
          data-status-filter={filter.value}
          onClick={() => onChange(filter.value)}
        >
          <span>{filter.label}</span>{' '}
          <span className="prov-filter__count" data-count>
            {counts ? counts[filter.value] : '–'}
          </span>
        </button>
      ))}
    </div>
  );
}
