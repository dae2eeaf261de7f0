// CSV export of everything matching the filters, not only the loaded rows: pages are fetched
// one after another (the largest page the API allows), with progress and cancel.
import { AUDIT_PAGE_MAX, type AuditEvent, type AuditPage, type AuditQuery } from '@shared/audit';
import { toCsv, type CsvColumn } from '../../lib/csv';
import { actionWords } from '../../entities/activity/activity-words';
import { actorName, targetName } from './activity-format';

export const ACTIVITY_CSV_COLUMNS: CsvColumn<AuditEvent>[] = [
  { header: 'Time', value: (e) => e.time },
  { header: 'Actor', value: (e) => actorName(e) },
  { header: 'Actor email', value: (e) => e.actor.email ?? '' },
  { header: 'Action', value: (e) => actionWords(e) },
  { header: 'Action code', value: (e) => e.action },
  { header: 'Target type', value: (e) => e.target.type },
  { header: 'Target', value: (e) => targetName(e) },
  { header: 'Target id', value: (e) => e.target.id },
  { header: 'Organization', value: (e) => e.organizationName ?? e.organizationId ?? '' },
  {
    header: 'Changes',
    value: (e) =>
      (e.changes ?? [])
        .map((c) => `${c.field}: ${JSON.stringify(c.before)} → ${JSON.stringify(c.after)}`)
        .join('; '),
  },
  { header: 'Event id', value: (e) => e.id },
];

export type PageFetcher = (query: AuditQuery, signal: AbortSignal) => Promise<AuditPage>;

/**
 * Every event matching `query`, fetched page by page; `onProgress(done, total?)` after each
 * page. Aborting `signal` stops between pages (and the request in flight) with an AbortError.
 */
export async function collectActivity(
  query: AuditQuery,
  fetchPage: PageFetcher,
  signal: AbortSignal,
  onProgress: (done: number, total: number | undefined) => void,
): Promise<AuditEvent[]> {
  const events: AuditEvent[] = [];
  let cursor: string | undefined;
  do {
    signal.throwIfAborted();
    const page = await fetchPage({ ...query, limit: AUDIT_PAGE_MAX, cursor }, signal);
    events.push(...page.items);
    onProgress(events.length, page.total);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return events;
}

export function activityCsv(events: readonly AuditEvent[]): string {
  return toCsv(events, ACTIVITY_CSV_COLUMNS);
}
