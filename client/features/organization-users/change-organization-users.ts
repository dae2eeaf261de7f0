// The three writes of the users screen (SPEC §7 + DESIGN.md resolution 2). Each refreshes the
// organization's list when it settles so the screen shows what the backend now holds.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { InviteUserPayload } from '../../../shared/schemas';
import { usersKeys } from './get-organization-users';

const usersPath = (organizationId: string) =>
  `/api/v1/organizations/${encodeURIComponent(organizationId)}/users`;
const userPath = (organizationId: string, userId: string) =>
  `${usersPath(organizationId)}/${encodeURIComponent(userId)}`;

/** POST …/users with email, name?, roles?. */
export function inviteUser(organizationId: string, payload: InviteUserPayload): Promise<unknown> {
  return api.post<unknown>(usersPath(organizationId), payload);
}

/** PUT …/users/{userId} with { roles }. */
export function updateUserRoles(
  organizationId: string,
  userId: string,
  roles: string[],
): Promise<unknown> {
  return api.put<unknown>(userPath(organizationId, userId), { roles });
}

/** DELETE …/users/{userId} (the call the spec leaves out; see DESIGN.md resolution 2). */
export function removeUser(organizationId: string, userId: string): Promise<unknown> {
  return api.delete<unknown>(userPath(organizationId, userId));
}

function useRefreshUsers(organizationId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: usersKeys.list(organizationId) });
}

export function useInviteUser(organizationId: string) {
  const refresh = useRefreshUsers(organizationId);
  return useMutation({
    mutationFn: (payload: InviteUserPayload) => inviteUser(organizationId, payload),
    onSuccess: refresh,
  });
}

export function useUpdateUserRoles(organizationId: string) {
  const refresh = useRefreshUsers(organizationId);
  return useMutation({
    mutationFn: ({ userId, roles }: { userId: string; roles: string[] }) =>
      updateUserRoles(organizationId, userId, roles),
    onSuccess: refresh,
  });
}

export function useRemoveUser(organizationId: string) {
  const refresh = useRefreshUsers(organizationId);
  return useMutation({
    mutationFn: (userId: string) => removeUser(organizationId, userId),
    onSuccess: refresh,
  });
}
