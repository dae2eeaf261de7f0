// /organization/users/$userId (DESIGN resolution 20): one person's page — their facts, status
// and suspension, invitation, MFA, sessions, what they can do and their record — with every
// action an administrator takes on them.
import { Link, getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { mayCopyInviteLink, privilegeRefusal, roleLackedToActOn } from '@shared/people';
import { EmptyState } from '../../../components/empty-state';
import { ErrorBanner } from '../../../components/error-banner';
import { HistoryLink } from '../../../entities/activity/history-link';
import { Loading } from '../../../components/loading';
import { NoOrganizationSelected } from '../../../entities/organization/no-organization-selected';
import { StatusChip } from '../../../components/status-chip';
import { useCopyText } from '../../../components/use-copy-text';
import { useManagedOrganizationsQuery } from '../../../entities/organization/get-managed-organizations';
import { ApiError, errorText } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/hooks';
import { useCanReadActivityOf } from '../../../entities/activity/activity-access';
import { formatDate } from '../../../lib/format';
import { useOrganizationContext } from '../../../entities/organization/use-organization-context';
import { usePolicy } from '../../../entities/permission/permissions';
import { getInviteLink, useUserAction } from '../api/user-actions';
import { useUserDetails, useUserSessions } from '../api/user-details';
import { useUserRecord } from '../api/user-record';
import { userDisplayName, userStatus } from '../user-display';
import { ManageUsersNotice } from '../manage-users-notice';
import { useActionControls } from './user-action-control';
import { actionTexts, type ActionSubject } from './user-action-texts';
import { UserFacts } from './user-facts';
import { UserGrants } from './user-grants';
import { UserRecordPanel } from './user-record';
import { UserSessions } from './user-sessions';
import { sessionWords } from './session-words';

const route = getRouteApi('/organization/users/$userId');

export function UserPage() {
  const { userId } = route.useParams();
  const search = route.useSearch();
  const context = useOrganizationContext();
  const organizationId = search.org ?? context.selectedOrganization?.id;
  if (!organizationId || !userId) {
    if (context.loading) return <Loading label="Loading organizations..." />;
    return (
      <section className="user-page">
        <h1 className="user-page__title">User</h1>
        <NoOrganizationSelected message="Choose an organization in the sidebar to see its users." />
      </section>
    );
  }
  const organizationName =
    context.organizations.find((o) => o.id === organizationId)?.name || organizationId;
  return (
    <UserPageView
      key={`${organizationId}/${userId}`}
      organizationId={organizationId}
      organizationName={organizationName}
      userId={userId}
    />
  );
}

interface ViewProps {
  organizationId: string;
  organizationName: string;
  userId: string;
}

function UserPageView({ organizationId, organizationName, userId }: ViewProps) {
  const auth = useAuth();
  const canManage = usePolicy('canManageUsers');
  const details = useUserDetails(organizationId, userId);
  const sessions = useUserSessions(organizationId, userId, canManage);
  const canReadRecord = useCanReadActivityOf(organizationId);
  const record = useUserRecord(organizationId, userId, canReadRecord);
  const managed = useManagedOrganizationsQuery(
    details.data?.roles?.includes('Manager') ? organizationId : null,
  );
  const mutation = useUserAction(organizationId, userId);
  const { copy, message: copied } = useCopyText('Invite link copied to the clipboard.');
  const [now] = useState(() => Date.now());

  const user = details.data;
  const lacked = user ? roleLackedToActOn(auth.roles, user.roles ?? []) : undefined;
  const name = user ? userDisplayName(user) : userId;
  const isSelf = user?.id === auth.user?.sub;
  const refusal = lacked ? privilegeRefusal(name, lacked) : undefined;
  const { control, dialog, notOffered } = useActionControls({ canManage, refusal });

  if (details.isPending) return <Loading label="Loading user..." />;
  if (details.isError || !user) {
    const missing = details.error instanceof ApiError && details.error.status === 404;
    return (
      <section className="user-page">
        <BackLink />
        <h1 className="user-page__title">User</h1>
        {missing ? (
          <EmptyState
            title={`This user is not in ${organizationName}`}
            message="They may have been removed, or the link names another organization."
          />
        ) : (
          <ErrorBanner
            title="Could not load this user"
            message={errorText(details.error)}
            onRetry={() => void details.refetch()}
          />
        )}
      </section>
    );
  }

  const sessionList = sessions.data ?? [];
  const subject = (over: Partial<ActionSubject> = {}): ActionSubject => ({
    name,
    email: user.email ?? name,
    organizationName,
    factorCount: user.mfa?.factors.length ?? 0,
    sessionCount: sessionList.length,
    endsOwnSession: false,
    ...over,
  });
  const simple = (kind: 'reactivate' | 'resend-invitation' | 'revoke-invitation' | 'reset-mfa') =>
    control<void>(
      kind,
      () => actionTexts(kind, subject()),
      () => mutation.mutateAsync({ kind }),
    );
  const suspended = user.status === 'suspended';

  return (
    <section className="user-page" aria-labelledby="user-page-title">
      <BackLink />
      <header className="user-page__header">
        <div>
          <p className="user-page__eyebrow">User in {organizationName}</p>
          <div className="user-page__title-row">
            <h1 id="user-page-title" className="user-page__title">
              {name}
            </h1>
            <StatusChip status={userStatus(user)} domain="user" fallback="Unknown" />
          </div>
          {user.name && user.email ? <p className="user-page__muted">{user.email}</p> : null}
        </div>
        <span className="user-page__actions">
          {suspended
            ? simple('reactivate').render('Reactivate', undefined)
            : control<void>(
                'suspend',
                () => actionTexts('suspend', subject()),
                (_none, reason) => mutation.mutateAsync({ kind: 'suspend', reason }),
                isSelf ? 'You cannot suspend yourself; ask another administrator' : undefined,
              ).render('Suspend', undefined)}
          <HistoryLink targetId={user.id} targetName={name} organizationId={organizationId} />
        </span>
      </header>
      {user.suspension ? (
        <p className="user-page__suspension" role="note">
          Suspended {formatDate(user.suspension.at)} by {user.suspension.by}: “
          {user.suspension.reason}”
        </p>
      ) : null}
      {canManage && refusal ? <p className="user-page__notice">{refusal}.</p> : null}
      {!canManage ? <ManageUsersNotice /> : null}
      {notOffered.size > 0 ? (
        <p className="user-page__notice" role="status">
          This backend does not offer some of these actions; they are shown disabled.
        </p>
      ) : null}
      {copied ? (
        <p className="user-page__muted" role="status">
          {copied}
        </p>
      ) : null}

      <div className="user-page__grid">
        <UserFacts
          user={user}
          now={now}
          resend={simple('resend-invitation')}
          revokeInvitation={simple('revoke-invitation')}
          copyLink={
            mayCopyInviteLink(auth.roles)
              ? control<void>(
                  'copy-invite-link',
                  () => actionTexts('copy-invite-link', subject()),
                  async () => copy(await getInviteLink(organizationId, userId)),
                )
              : null
          }
          resetMfa={simple('reset-mfa')}
        />
        {canManage ? (
          <UserSessions
            sessions={sessions.data}
            loading={sessions.isPending}
            error={sessions.error}
            onRetry={() => void sessions.refetch()}
            revoke={control(
              'revoke-session',
              (session) =>
                actionTexts(
                  'revoke-session',
                  subject({
                    sessionWords: sessionWords(session),
                    endsOwnSession: session.current === true,
                  }),
                ),
              (session) => mutation.mutateAsync({ kind: 'revoke-session', sessionId: session.id }),
            )}
            revokeAll={control<void>(
              'revoke-all-sessions',
              () =>
                actionTexts(
                  'revoke-all-sessions',
                  subject({ endsOwnSession: sessionList.some((s) => s.current) }),
                ),
              () => mutation.mutateAsync({ kind: 'revoke-all-sessions' }),
            )}
          />
        ) : null}
        <UserGrants
          roles={user.roles ?? []}
          suspended={suspended}
          organizationName={organizationName}
          managedCount={managed.data?.length}
        />
        {canReadRecord ? (
          <UserRecordPanel
            userId={user.id}
            organizationId={organizationId}
            record={record.data}
            loading={record.isPending}
            error={record.error}
            onRetry={() => void record.refetch()}
          />
        ) : null}
      </div>
      {dialog}
    </section>
  );
}

function BackLink() {
  return (
    <Link to="/organization/users" className="user-page__back">
      ← Users
    </Link>
  );
}
