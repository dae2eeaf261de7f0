// One mechanism for a list screen's status chips (onboardings, pipelines): raw backend values
// are folded through an alias table, and the chips, their counts and the filtered rows all use
// that one normaliser so they can never disagree. Values outside the known statuses (a
// backend's 'on_hold') are counted and filtered together under 'other', so the chips add up to All.

import { statusByAlias } from '@shared/status-alias';

export type StatusFilter<S extends string> = 'all' | S | 'other';
export type StatusCounts<S extends string> = Record<StatusFilter<S>, number>;

/** The chip of the statuses outside the known ones. */
export const OTHER_STATUS_CHIP = { value: 'other', label: 'Other' } as const;

export interface StatusSet<S extends string> {
  /** The known status for a raw value, or null for a missing or unknown one (shown neutral). */
  normalise(raw: unknown): S | null;
  /** A filter from the URL: 'all', 'other', a status or an alias of one; anything else is All. */
  parseFilter(value: unknown): StatusFilter<S>;
  count(rows: readonly { status?: unknown }[]): StatusCounts<S>;
  filter<T extends { status?: unknown }>(rows: readonly T[], filter: StatusFilter<S>): T[];
}

/** `aliases` is keyed by the lower-cased value with spaces and hyphens turned into '_'. */
export function createStatusSet<S extends string>(
  statuses: readonly S[],
  aliases: Readonly<Record<string, S>>,
): StatusSet<S> {
  const normalise = (raw: unknown): S | null => statusByAlias(aliases, raw);
  return {
    normalise,
    parseFilter: (value) => (value === 'other' ? 'other' : (normalise(value) ?? 'all')),
    count(rows) {
      const counts = { all: rows.length, other: 0 } as StatusCounts<S>;
      for (const status of statuses) counts[status] = 0;
      for (const row of rows) counts[normalise(row.status) ?? 'other'] += 1;
      return counts;
    },
    filter: (rows, filter) =>
      filter === 'all'
        ? [...rows]
        : rows.filter((row) => (normalise(row.status) ?? 'other') === filter),
  };
}

/**
 * The chips to show: the known ones, then Other while some row has an unknown status (or it is
 * the chosen filter, so the pressed chip never disappears).
 */
export function statusChips<F extends string>(
  known: readonly { value: F; label: string }[],
  counts: Record<F | 'other', number> | null,
  value: F | 'other',
): readonly { value: F | 'other'; label: string }[] {
  const hasOther = value === 'other' || (counts !== null && counts.other > 0);
  return hasOther ? [...known, OTHER_STATUS_CHIP] : known;
}
