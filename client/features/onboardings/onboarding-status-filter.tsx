// Status filter chips with their counts (SPEC §2): toggle buttons, one pressed.
import {
  ONBOARDING_STATUS_FILTERS,
  type OnboardingStatusCounts,
  type OnboardingStatusFilter,
} from './onboarding-status';

export function OnboardingStatusFilterBar({
  value,
  counts,
  onChange,
}: {
  value: OnboardingStatusFilter;
  counts: OnboardingStatusCounts | null;
  onChange: (value: OnboardingStatusFilter) => void;
}) {
  return (
    <div className="onb-filter" role="group" aria-label="Filter by status">
      {ONBOARDING_STATUS_FILTERS.map((filter) => (
        <button
          key={filter.value}
          type="button"
          className={`onb-filter__chip onb-filter__chip--${filter.value}`}
          aria-pressed={value === filter.value}
          data-status-filter={filter.value}
          onClick={() => onChange(filter.value)}
        >
          <span>{filter.label}</span>{' '}
          <span className="onb-filter__count" data-count>
            {counts ? counts[filter.value] : '–'}
          </span>
        </button>
      ))}
    </div>
  );
}
