// "Their record" on the user page: the latest activity events where the person is the actor and
// where they are the target (GET /api/v1/audit-events?actor= and ?targetId=, resolution 9's
// scope), merged newest first. The Activity screen holds the rest, filtered so.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { auditPageSchema, type AuditEvent } from '@shared/audit';
import { api } from '../../../lib/api-client';
import { userKeys } from './user-details';

/** Events shown per side; "See all" opens the Activity screen for more. */
export const USER_RECORD_LIMIT = 25;

const pageSchema = auditPageSchema.describe('activity page');

export interface UserRecord {
  events: AuditEvent[];
  /** How many events name them as actor and as target in all (when the backend counts). */
  asActor?: number;
  asTarget?: number;
}

async function readRecord(
  organizationId: string,
  userId: string,
  signal: AbortSignal,
): Promise<UserRecord> {
  const read = (filter: { actor: string } | { targetId: string }) =>
    api.get('/api/v1/audit-events', {
      query: { organizationId, limit: USER_RECORD_LIMIT, ...filter },
      schema: pageSchema,
      signal,
    });
  const [asActor, asTarget] = await Promise.all([
    read({ actor: userId }),
    read({ targetId: userId }),
  ]);
  const byId = new Map<string, AuditEvent>();
  for (const event of [...asActor.items, ...asTarget.items]) byId.set(event.id, event);
  const events = [...byId.values()].sort((a, b) => b.time.localeCompare(a.time));
  return { events, asActor: asActor.total, asTarget: asTarget.total };
}

export const userRecordQueryOptions = (organizationId: string, userId: string) =>
  queryOptions({
    queryKey: [...userKeys.details(organizationId, userId), 'record'] as const,
    queryFn: ({ signal }) => readRecord(organizationId, userId, signal),
    retry: false,
  });

export const useUserRecord = (organizationId: string, userId: string, enabled: boolean) =>
  useQuery({ ...userRecordQueryOptions(organizationId, userId), enabled });
