// The Activity list's read: GET /api/v1/audit-events a page at a time with the cursor, newest
// first. The page reads it and its routes' loaders start it (on a hover, or as the navigation
// starts), so both must ask with the same key and options.
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { AuditQuery } from '@shared/audit';
import { auditKeys, getAuditEvents, isNotOffered } from '../../../entities/activity/audit-events';

export const ACTIVITY_PAGE_SIZE = 50;

/**
 * The point of the list is to see the change just made, so an answer counts as fresh only
 * briefly: long enough for the read a hover started to serve the click that follows it,
 * short enough that coming back to the screen reads it again.
 */
const FRESH_MS = 5_000;

export const activityListQueryOptions = (query: AuditQuery) =>
  infiniteQueryOptions({
    queryKey: auditKeys.list(query),
    queryFn: ({ pageParam, signal }) =>
      getAuditEvents(
        { ...query, limit: ACTIVITY_PAGE_SIZE, cursor: pageParam || undefined },
        signal,
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: (count, error) => !isNotOffered(error) && count < 2,
    staleTime: FRESH_MS,
  });
