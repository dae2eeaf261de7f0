// The users endpoint's paths and query keys, and the refresh every users write ends with so the
// screen shows what the backend now holds.
import { useQueryClient } from '@tanstack/react-query';

export const usersKeys = {
  all: ['organization-users'] as const,
  list: (organizationId: string) => [...usersKeys.all, organizationId] as const,
};

export const usersPath = (organizationId: string) =>
  `/api/v1/organizations/${encodeURIComponent(organizationId)}/users`;
export const userPath = (organizationId: string, userId: string) =>
  `${usersPath(organizationId)}/${encodeURIComponent(userId)}`;

export function useRefreshUsers(organizationId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: usersKeys.list(organizationId) });
}
