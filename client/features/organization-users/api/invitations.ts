// GET /api/v1/invitations (DESIGN resolution 20): pending and expired invitations across the
// organizations an Administrator reaches, filtered and paged on the server (5,000 and more).
import { infiniteQueryOptions, useInfiniteQuery, keepPreviousData } from '@tanstack/react-query';
import { invitationsPageSchema, type InvitationsPage } from '@shared/people';
import { api } from '../../../lib/api-client';

const pageSchema = invitationsPageSchema.describe('invitations page');

export interface InvitationFilter {
  /** Comma list of pending, expired, accepted, revoked; the backend's default is pending,expired. */
  status?: string;
  q?: string;
  /** Only pending invitations that expire within this window, e.g. `24h`. */
  expiringWithin?: string;
  /** Page size (1–200); the chips' counts ask for 1. */
  limit?: string;
}

export const invitationsKeys = {
  all: ['invitations'] as const,
  list: (filter: InvitationFilter) => [...invitationsKeys.all, filter] as const,
};

export function getInvitationsPage(
  filter: InvitationFilter,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<InvitationsPage> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filter)) if (value) query[key] = value;
  if (cursor) query.cursor = cursor;
  return api.get('/api/v1/invitations', { query, schema: pageSchema, signal });
}

export const invitationsQueryOptions = (filter: InvitationFilter) =>
  infiniteQueryOptions({
    queryKey: invitationsKeys.list(filter),
    queryFn: ({ pageParam, signal }) => getInvitationsPage(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? null,
    retry: false,
  });

export const useInvitations = (filter: InvitationFilter) =>
  useInfiniteQuery({ ...invitationsQueryOptions(filter), placeholderData: keepPreviousData });
