// The filter form above the list: actor, action group, target, time range (presets and a
// custom pair of days) and free text. Applying writes them to the URL, which drives the query.
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import {
  ACTION_GROUPS,
  TIME_RANGES,
  type ActionGroup,
  type ActivitySearch,
  type TimeRange,
} from './activity-search';

export type ActivityFilters = Pick<
  ActivitySearch,
  'actor' | 'group' | 'target' | 'targetName' | 'range' | 'from' | 'to' | 'text'
>;

export interface ActivityFiltersFormProps {
  value: ActivityFilters;
  onApply: (filters: ActivityFilters) => void;
}

const EMPTY: ActivityFilters = {};

export function ActivityFiltersForm({ value, onApply }: ActivityFiltersFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<ActivityFilters>(value);
  // Outside changes (a History link, Back) replace the draft.
  const [seen, setSeen] = useState(value);
  if (JSON.stringify(seen) !== JSON.stringify(value)) {
    setSeen(value);
    setDraft(value);
  }
  const set = (part: Partial<ActivityFilters>) => setDraft((d) => ({ ...d, ...part }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  // Selects apply at once: one choice, no typing to wait for.
  const choose = (part: Partial<ActivityFilters>) => {
    const next = { ...draft, ...part };
    setDraft(next);
    onApply(next);
  };
  const range = draft.range ?? 'all';

  return (
    <form className="act-filters" role="search" aria-label="Filter activity" onSubmit={submit}>
      <div className="act-field">
        <label htmlFor={`${id}-actor`}>Actor</label>
        <input
          id={`${id}-actor`}
          type="search"
          autoComplete="off"
          placeholder="Name or email"
          value={draft.actor ?? ''}
          onChange={(e) => set({ actor: e.target.value || undefined })}
        />
      </div>
      <div className="act-field">
        <label htmlFor={`${id}-group`}>Action</label>
        <select
          id={`${id}-group`}
          value={draft.group ?? 'all'}
          onChange={(e) => choose({ group: e.target.value as ActionGroup })}
        >
          {ACTION_GROUPS.map((g) => (
            <option key={g.value} value={g.value}>
              {g.label}
            </option>
          ))}
        </select>
      </div>
      <div className="act-field">
        <label htmlFor={`${id}-target`}>Target id</label>
        <input
          id={`${id}-target`}
          type="search"
          autoComplete="off"
          placeholder={draft.targetName ? `${draft.targetName}` : 'Any object'}
          value={draft.target ?? ''}
          onChange={(e) => set({ target: e.target.value || undefined, targetName: undefined })}
        />
      </div>
      <div className="act-field">
        <label htmlFor={`${id}-range`}>Time</label>
        <select
          id={`${id}-range`}
          value={range}
          onChange={(e) => {
            const next = e.target.value as TimeRange;
            if (next === 'custom') set({ range: next });
            else choose({ range: next, from: undefined, to: undefined });
          }}
        >
          {TIME_RANGES.map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </select>
      </div>
      {range === 'custom' ? (
        <>
          <div className="act-field">
            <label htmlFor={`${id}-from`}>From</label>
            <input
              id={`${id}-from`}
              type="date"
              value={draft.from ?? ''}
              max={draft.to}
              onChange={(e) => set({ from: e.target.value || undefined })}
            />
          </div>
          <div className="act-field">
            <label htmlFor={`${id}-to`}>To</label>
            <input
              id={`${id}-to`}
              type="date"
              value={draft.to ?? ''}
              min={draft.from}
              onChange={(e) => set({ to: e.target.value || undefined })}
            />
          </div>
        </>
      ) : null}
      <div className="act-field act-field--wide">
        <label htmlFor={`${id}-text`}>Search names</label>
        <input
          id={`${id}-text`}
          type="search"
          autoComplete="off"
          placeholder="Actor, target or organization"
          value={draft.text ?? ''}
          onChange={(e) => set({ text: e.target.value || undefined })}
        />
      </div>
      <div className="act-filters__buttons">
        <Button type="submit" variant="primary">
          Apply filters
        </Button>
        <Button
          type="button"
          onClick={() => {
            setDraft(EMPTY);
            onApply(EMPTY);
          }}
        >
          Clear filters
        </Button>
      </div>
    </form>
  );
}
