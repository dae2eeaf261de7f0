// From the URL's filters to the API's query: the action group becomes a prefix, the time
// range becomes since/until (custom days are whole days in the viewer's time zone).
import type { AuditQuery } from '@shared/audit';
import { ACTION_GROUPS, TIME_RANGES, type ActivitySearch } from './activity-search';

const DAY_MS = 86_400_000;

function localDayStart(day: string): Date | undefined {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return undefined;
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 ? date : undefined;
}

export function activityQuery(
  search: ActivitySearch,
  scope: { organizationId?: string },
  now: number = Date.now(),
): AuditQuery {
  const query: AuditQuery = {};
  const organizationId = scope.organizationId ?? search.org;
  if (organizationId) query.organizationId = organizationId;
  if (search.actor?.trim()) query.actor = search.actor.trim();
  const prefix = ACTION_GROUPS.find((g) => g.value === search.group)?.prefix;
  if (prefix) query.action = prefix;
  if (search.target) query.targetId = search.target;
  if (search.text?.trim()) query.q = search.text.trim();
  const range = TIME_RANGES.find((r) => r.value === search.range);
  if (range?.days) query.since = new Date(now - range.days * DAY_MS).toISOString();
  if (range?.value === 'custom') {
    const from = search.from ? localDayStart(search.from) : undefined;
    const to = search.to ? localDayStart(search.to) : undefined;
    if (from) query.since = from.toISOString();
    // Inclusive: up to the last millisecond of the `to` day.
    if (to) query.until = new Date(to.getTime() + DAY_MS - 1).toISOString();
  }
  return query;
}

/** How many filters narrow the list (for the "Clear filters" button and the count line). */
export function activeFilterCount(search: ActivitySearch): number {
  return [
    search.actor?.trim(),
    search.group && search.group !== 'all',
    search.target,
    search.range && search.range !== 'all',
    search.text?.trim(),
    search.org,
  ].filter(Boolean).length;
}
