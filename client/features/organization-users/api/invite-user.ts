// POST /api/v1/organizations/{id}/users with email, name?, roles? (SPEC §7).
import { useMutation } from '@tanstack/react-query';
import type { InviteUserPayload } from '@shared/schemas';
import { api } from '../../../lib/api-client';
import { useRefreshUsers, usersPath } from '../../../entities/user/users-keys';

export function inviteUser(organizationId: string, payload: InviteUserPayload): Promise<unknown> {
  return api.post(usersPath(organizationId), payload);
}

export function useInviteUser(organizationId: string) {
  const refresh = useRefreshUsers(organizationId);
  return useMutation({
    mutationFn: (payload: InviteUserPayload) => inviteUser(organizationId, payload),
    onSuccess: refresh,
  });
}
