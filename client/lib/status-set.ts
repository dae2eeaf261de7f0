// One mechanism for a list screen's status chips (onboardings, pipelines): raw backend values
// are folded through an alias table, and the chips, their counts and the filtered rows all use
// that one normaliser so they can never disagree. Unknown values count only under All.

import { statusByAlias } from '@shared/status-alias';

export type StatusFilter<S extends string> = 'all' | S;
export type StatusCounts<S extends string> = Record<StatusFilter<S>, number>;

export interface StatusSet<S extends string> {
  /** The known status for a raw value, or null for a missing or unknown one (shown neutral). */
  normalise(raw: unknown): S | null;
  /** A filter from the URL: 'all', a status or an alias of one; anything else is All. */
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
    parseFilter: (value) => normalise(value) ?? 'all',
    count(rows) {
      const counts = { all: rows.length } as StatusCounts<S>;
      for (const status of statuses) counts[status] = 0;
      for (const row of rows) {
        const status = normalise(row.status);
        if (status) counts[status] += 1;
      }
      return counts;
    },
    filter: (rows, filter) =>
      filter === 'all' ? [...rows] : rows.filter((row) => normalise(row.status) === filter),
  };
}
