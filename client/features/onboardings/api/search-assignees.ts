// The users a step can be assigned to: GET /api/v1/organizations/{id}/users?q= (DESIGN
// resolution 17's search), the first page of matches. A BFF that ignores `q` answers its first
// page; the matches among it are kept, so the list never shows someone who does not match.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { foldSearchText } from '@shared/user-search';
import { organizationUserSchema, type OrganizationUser } from '@shared/schemas';
import { api } from '../../../lib/api-client';
import { wrappedList } from '../../../lib/api/wrapped-list';

/** Matches shown at most. */
export const ASSIGNEE_MATCHES = 8;

async function searchAssignees(
  organizationId: string,
  text: string,
  signal: AbortSignal,
): Promise<OrganizationUser[]> {
  const json = await api.get(`/api/v1/organizations/${encodeURIComponent(organizationId)}/users`, {
    query: { q: text },
    signal,
  });
  const needle = foldSearchText(text);
  return (wrappedList(json, 'users') ?? [])
    .map((item) => organizationUserSchema.safeParse(item))
    .flatMap((parsed) => (parsed.success ? [parsed.data] : []))
    .filter((user) => foldSearchText(`${user.name ?? ''} ${user.email ?? ''}`).includes(needle))
    .slice(0, ASSIGNEE_MATCHES);
}

export function useAssigneeSearch(organizationId: string, text: string) {
  const trimmed = text.trim();
  return useQuery({
    queryKey: ['onboarding-assignees', organizationId, trimmed],
    queryFn: ({ signal }) => searchAssignees(organizationId, trimmed, signal),
    enabled: trimmed.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
}
