// The person's facts (issue #32 item 1): identity, status with the suspension's reason, who
// and when, roles, the invitation, and MFA factors, each with the actions that belong to it.
import { invitationStatusAt, type UserDetails } from '@shared/people';
import { StatusChip } from '../../../components/status-chip';
import { formatDate, formatRelative } from '../../../lib/format';
import { UserRoles } from '../user-roles';
import type { ActionControl } from './user-action-control';

export interface UserFactsProps {
  user: UserDetails;
  now: number;
  resend: ActionControl<void>;
  revokeInvitation: ActionControl<void>;
  copyLink: ActionControl<void> | null;
  resetMfa: ActionControl<void>;
}

const FACTOR_NAMES: Record<string, string> = {
  totp: 'Authenticator app (TOTP)',
  webauthn: 'Security key or passkey (WebAuthn)',
};

export function UserFacts({
  user,
  now,
  resend,
  revokeInvitation,
  copyLink,
  resetMfa,
}: UserFactsProps) {
  const invitation = user.invitation;
  const inviteStatus = invitationStatusAt(user.inviteStatus, invitation?.expiresAt, now);
  const open = inviteStatus === 'pending' || inviteStatus === 'expired';
  const factors = user.mfa?.factors;
  return (
    <>
      <section className="user-page__panel" aria-labelledby="user-profile-heading">
        <h2 id="user-profile-heading" className="user-page__heading">
          Profile
        </h2>
        <dl className="user-page__facts">
          <dt>Email</dt>
          <dd>{user.email?.trim() || 'Not provided'}</dd>
          <dt>User ID</dt>
          <dd>
            <code>{user.id}</code>
          </dd>
          <dt>Roles</dt>
          <dd>
            <UserRoles roles={user.roles} />
          </dd>
          <dt>Last activity</dt>
          <dd>{user.lastActivity ? formatDate(user.lastActivity) : 'Never'}</dd>
          {user.createdDate ? (
            <>
              <dt>Added</dt>
              <dd>{formatDate(user.createdDate)}</dd>
            </>
          ) : null}
        </dl>
      </section>

      {invitation || user.inviteStatus ? (
        <section className="user-page__panel" aria-labelledby="user-invitation-heading">
          <div className="user-page__panel-head">
            <h2 id="user-invitation-heading" className="user-page__heading">
              Invitation <StatusChip status={inviteStatus} domain="user" fallback="Unknown" />
            </h2>
            {open ? (
              <span className="user-page__actions">
                {resend.render('Resend', undefined)}
                {revokeInvitation.render('Revoke', undefined, 'Revoke invitation')}
                {copyLink?.render('Copy invite link', undefined)}
              </span>
            ) : null}
          </div>
          {invitation ? (
            <dl className="user-page__facts">
              <dt>Sent</dt>
              <dd>
                {formatDate(invitation.sentAt ?? invitation.invitedAt)}
                {invitation.invitedBy ? ` by ${invitation.invitedBy}` : ''}
              </dd>
              {invitation.acceptedAt ? (
                <>
                  <dt>Accepted</dt>
                  <dd>{formatDate(invitation.acceptedAt)}</dd>
                </>
              ) : (
                <>
                  <dt>{inviteStatus === 'expired' ? 'Expired' : 'Expires'}</dt>
                  <dd>
                    {formatDate(invitation.expiresAt)} ({formatRelative(invitation.expiresAt, now)})
                  </dd>
                </>
              )}
            </dl>
          ) : null}
        </section>
      ) : null}

      {factors ? (
        <section className="user-page__panel" aria-labelledby="user-mfa-heading">
          <div className="user-page__panel-head">
            <h2 id="user-mfa-heading" className="user-page__heading">
              Multi-factor authentication
            </h2>
            {factors.length > 0 ? resetMfa.render('Reset MFA', undefined) : null}
          </div>
          {factors.length === 0 ? (
            <p className="user-page__muted">
              No factor enrolled: they will be asked to enrol at sign-in.
            </p>
          ) : (
            <ul className="user-page__list">
              {factors.map((factor) => (
                <li key={factor.id}>
                  {FACTOR_NAMES[factor.type] ?? factor.type}
                  <span className="user-page__muted"> since {formatDate(factor.createdAt)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </>
  );
}
