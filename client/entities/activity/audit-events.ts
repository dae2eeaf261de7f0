// The activity record's reads (GET /api/v1/audit-events), shared by the Activity screens and
// the History links other screens show (features never import each other): the request, its
// query keys, and whether this backend offers the record at all (DESIGN.md resolution 10).
import { useQuery } from '@tanstack/react-query';
import { auditPageSchema, type AuditPage, type AuditQuery } from '@shared/audit';
import { ApiError, api, isMissingEndpoint } from '../../lib/api-client';

export const AUDIT_EVENTS_PATH = '/api/v1/audit-events';

export const auditKeys = {
  all: ['audit-events'] as const,
  list: (query: AuditQuery) => [...auditKeys.all, 'list', query] as const,
  offered: () => [...auditKeys.all, 'offered'] as const,
};

/** A backend without the record answers 404, 405 or 501 (resolution 4's way). */
export function isNotOffered(error: unknown): boolean {
  return error instanceof ApiError && isMissingEndpoint(error);
}

const schema = auditPageSchema.describe('activity');

/** One page, newest first; `cursor` continues where the previous page stopped. */
export function getAuditEvents(query: AuditQuery, signal?: AbortSignal): Promise<AuditPage> {
  return api.get(AUDIT_EVENTS_PATH, { query: { ...query }, schema, signal });
}

/**
 * Whether the backend offers the record to this user: true, false (not offered, or not
 * allowed), or undefined while unknown. One small request, cached for the session.
 */
export function useActivityOffered(enabled: boolean) {
  const query = useQuery({
    queryKey: auditKeys.offered(),
    queryFn: async ({ signal }) => {
      try {
        // No organization named: a Manager's answer is their own, an Administrator's all.
        await getAuditEvents({ limit: 1 }, signal);
        return true;
      } catch (error) {
        if (isNotOffered(error) || (error instanceof ApiError && error.status === 403))
          return false;
        throw error;
      }
    },
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return enabled ? query.data : false;
}
