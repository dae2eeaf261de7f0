// DELETE /api/v1/organizations/{id}/users/{userId}: the call the spec leaves out (DESIGN.md
// resolution 2); a backend without it gets remove-user-error's explanation.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRefreshUsers, userPath } from '../../../entities/user/users-keys';

export function removeUser(organizationId: string, userId: string): Promise<unknown> {
  return api.delete(userPath(organizationId, userId));
}

export function useRemoveUser(organizationId: string) {
  const refresh = useRefreshUsers(organizationId);
  return useMutation({
    mutationFn: (userId: string) => removeUser(organizationId, userId),
    onSuccess: refresh,
  });
}
