// What the people calls answer for stored users and sessions: invitation statuses as of now
// (a pending invitation past its expiry reads expired), and never the stored-only fields
// (the invite link's token, the status a reactivation restores, the session's key).
import { invitationStatusAt, type UserDetails, type UserSession } from '@shared/people';
import type { OrganizationUser } from '@shared/schemas';
import { sessionIdOf } from '../http/access';
import type { StoredSession, StoredUser } from '../store/demo-data';

export function inviteStatusOf(user: StoredUser, now: number): string | undefined {
  return invitationStatusAt(user.inviteStatus, user.invitation?.expiresAt, now);
}

/** A row of the users list (and the answer of invite and role change). */
export function userRowView(user: StoredUser, now: number): OrganizationUser {
  const {
    invitation: _invitation,
    suspension: _suspension,
    statusBeforeSuspension: _statusBeforeSuspension,
    mfa: _mfa,
    ...row
  } = user;
  const inviteStatus = inviteStatusOf(user, now);
  return inviteStatus === undefined ? row : { ...row, inviteStatus };
}

/** GET …/users/{userId}: the row plus invitation, suspension and MFA factors. */
export function userDetailsView(user: StoredUser, now: number): UserDetails {
  const invitation = user.invitation
    ? {
        invitedAt: user.invitation.invitedAt,
        invitedBy: user.invitation.invitedBy,
        expiresAt: user.invitation.expiresAt,
        sentAt: user.invitation.sentAt,
        acceptedAt: user.invitation.acceptedAt ?? null,
      }
    : null;
  return {
    ...userRowView(user, now),
    invitation,
    suspension: user.suspension ? { ...user.suspension } : null,
    mfa: { factors: (user.mfa?.factors ?? []).map((factor) => ({ ...factor })) },
  };
}

/** A person's live sessions, the most recently seen first; `currentKey` marks the caller's. */
export function sessionViews(
  sessions: readonly StoredSession[],
  sub: string,
  now: number,
  lastSeenOf: (session: StoredSession) => string,
  currentKey?: string,
): UserSession[] {
  return sessions
    .filter((s) => s.sub === sub && Date.parse(s.expiresAt) > now)
    .map((s) => ({ s, lastSeenAt: lastSeenOf(s) }))
    .sort((a, b) => Date.parse(b.lastSeenAt) - Date.parse(a.lastSeenAt))
    .map(({ s, lastSeenAt }) => ({
      id: sessionIdOf(s),
      createdAt: s.createdAt,
      lastSeenAt,
      ...(s.ip ? { ip: s.ip } : {}),
      ...(s.userAgent ? { userAgent: s.userAgent } : {}),
      current: s.key === currentKey,
    }));
}
