// PUT /api/v1/organizations/{id}/users/{userId} with { roles } (SPEC §7).
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRefreshUsers, userPath } from '../../../entities/user/users-keys';

export function updateUserRoles(
  organizationId: string,
  userId: string,
  roles: string[],
): Promise<unknown> {
  return api.put(userPath(organizationId, userId), { roles });
}

export function useUpdateUserRoles(organizationId: string) {
  const refresh = useRefreshUsers(organizationId);
  return useMutation({
    mutationFn: ({ userId, roles }: { userId: string; roles: string[] }) =>
      updateUserRoles(organizationId, userId, roles),
    onSuccess: refresh,
  });
}
