// The user page's writes (DESIGN resolution 20). Each is one mutation: the page's dialogs keep
// their button busy while it is in flight (a double click sends one request), and every success
// refreshes the organization's users, the user's page and their sessions.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuspendUserPayload } from '@shared/people';
import { api } from '../../../lib/api-client';
import { invitationsKeys } from './invitations';
import { useRefreshUsers, userPath } from '../../../entities/user/users-keys';

export type UserAction =
  | { kind: 'suspend'; reason: string }
  | { kind: 'reactivate' }
  | { kind: 'resend-invitation' }
  | { kind: 'revoke-invitation' }
  | { kind: 'reset-mfa' }
  | { kind: 'revoke-session'; sessionId: string }
  | { kind: 'revoke-all-sessions' };

/** The one request of each action. */
export function sendUserAction(
  organizationId: string,
  userId: string,
  action: UserAction,
): Promise<unknown> {
  const path = userPath(organizationId, userId);
  switch (action.kind) {
    case 'suspend':
      return api.post(`${path}/suspend`, { reason: action.reason } satisfies SuspendUserPayload);
    case 'reactivate':
      return api.post(`${path}/reactivate`);
    case 'resend-invitation':
      return api.post(`${path}/invitation/resend`);
    case 'revoke-invitation':
      return api.post(`${path}/invitation/revoke`);
    case 'reset-mfa':
      return api.post(`${path}/mfa/reset`);
    case 'revoke-session':
      return api.delete(`${path}/sessions/${encodeURIComponent(action.sessionId)}`);
    case 'revoke-all-sessions':
      return api.delete(`${path}/sessions`);
  }
}

export function useUserAction(organizationId: string, userId: string) {
  const refreshUsers = useRefreshUsers(organizationId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: UserAction) => sendUserAction(organizationId, userId, action),
    onSettled: () =>
      Promise.all([
        refreshUsers(),
        queryClient.invalidateQueries({ queryKey: invitationsKeys.all }),
      ]),
  });
}

/** POST …/invitation/link → { url } (Administrators; the backend records who copied it). */
export async function getInviteLink(organizationId: string, userId: string): Promise<string> {
  const answer = (await api.post(`${userPath(organizationId, userId)}/invitation/link`)) as {
    url?: unknown;
  };
  if (typeof answer?.url !== 'string') throw new Error('The backend sent no invite link.');
  return answer.url;
}
