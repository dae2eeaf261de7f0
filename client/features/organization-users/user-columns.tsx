// The users table columns of SPEC §2: User (name or email, plus email), Status, Roles and
// Last Activity (or 'Never'), and Actions. Actions is our own column (not the DataTable's
// rowActions) so it can be wide enough for View, JSON, Edit and Remove side by side.
import { Link } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { invitationStatusAt } from '@shared/people';
import type { ReactNode } from 'react';
import { StatusChip } from '../../components/status-chip';
import { formatDate, formatRelative } from '../../lib/format';
import type { OrganizationUser } from '@shared/schemas';
import { userDisplayName, userStatus } from './user-display';
import { UserRoles } from './user-roles';

const roleText = (user: OrganizationUser) =>
  (user.roles ?? []).filter((r) => r.trim() !== '').join(', ');
const activityText = (user: OrganizationUser) =>
  user.lastActivity ? formatDate(user.lastActivity) : 'Never';

export type UserActions = (user: OrganizationUser) => ReactNode;

/** `serverSorted`: the BFF sorts (DESIGN resolution 17), and it has no order by roles. */
export function userColumns(
  actions: UserActions,
  organizationId: string,
  { serverSorted = false, invitations = false, now = Date.now() } = {},
): ColumnDef<OrganizationUser, unknown>[] {
  // Issue #32: "expires in" only while the list shows invitations (blank on every other row).
  const invitationColumn: ColumnDef<OrganizationUser, unknown>[] = invitations
    ? [
        {
          id: 'invitation',
          accessorFn: (user) => invitationExpiry(user, now) ?? '',
          header: 'Invitation',
          size: 160,
          enableSorting: false,
          cell: ({ row }) => invitationExpiry(row.original, now) ?? '',
        },
      ]
    : [];
  return [
    {
      id: 'user',
      accessorFn: (user) => userDisplayName(user).toLowerCase(),
      header: 'User',
      size: 180,
      cell: ({ row }) => <UserCell user={row.original} organizationId={organizationId} />,
      meta: {
        csv: (user) => userDisplayName(user),
        filterValue: (user) => `${user.name ?? ''} ${user.email ?? ''}`,
        // Issue #34 item 4: the email is the key; this column takes the room the others leave.
        grow: true,
      },
    },
    {
      id: 'status',
      accessorFn: (user) => userStatus(user) ?? '',
      header: 'Status',
      size: 125,
      cell: ({ row }) => (
        <StatusChip status={userStatus(row.original)} domain="user" fallback="Unknown" />
      ),
    },
    ...invitationColumn,
    {
      id: 'roles',
      accessorFn: roleText,
      header: 'Roles',
      size: 140,
      enableSorting: !serverSorted,
      cell: ({ row }) => <UserRoles roles={row.original.roles} />,
    },
    {
      id: 'lastActivity',
      accessorFn: (user) => user.lastActivity || undefined,
      header: 'Last Activity',
      size: 210,
      // Users who never signed in sort after everyone else in either direction.
      sortUndefined: 'last',
      sortingFn: 'alphanumeric',
      cell: ({ row }) => activityText(row.original),
      meta: { csv: activityText, filterValue: activityText },
    },
    {
      id: 'actions',
      header: 'Actions',
      size: 265,
      enableSorting: false,
      enableHiding: false,
      enableGlobalFilter: false,
      cell: ({ row }) => <div className="data-table__actions">{actions(row.original)}</div>,
      meta: { csvExclude: true, className: 'data-table__actions-cell' },
    },
  ];
}

/** "expires in 3 days" / "expired 2 days ago" for an open invitation; nothing otherwise. */
export function invitationExpiry(user: OrganizationUser, now: number): string | undefined {
  const expiresAt = (user as { invitation?: { expiresAt?: unknown } }).invitation?.expiresAt;
  if (typeof expiresAt !== 'string') return undefined;
  const status = invitationStatusAt(user.inviteStatus, expiresAt, now);
  if (status === 'pending') return `expires ${formatRelative(expiresAt, now)}`;
  if (status === 'expired') return `expired ${formatRelative(expiresAt, now)}`;
  return undefined;
}

/** The person's name links to their page (issue #32); the email under it. */
function UserCell({ user, organizationId }: { user: OrganizationUser; organizationId: string }) {
  const title = userDisplayName(user);
  return (
    <div className="users-cell">
      <Link
        className="users-cell__name"
        title={title}
        to="/organization/users/$userId"
        params={{ userId: user.id }}
        search={{ org: organizationId }}
      >
        {title}
      </Link>
      {user.email && user.email.trim() !== title ? (
        <span className="users-cell__email">{user.email}</span>
      ) : null}
    </div>
  );
}

/** The Cards view: who, their status, roles and when they were last active. */
export function UserCard({
  user,
  organizationId,
  actions,
}: {
  user: OrganizationUser;
  organizationId: string;
  actions?: ReactNode;
}) {
  return (
    <div className="users-card">
      <div className="users-card__head">
        <UserCell user={user} organizationId={organizationId} />
        <StatusChip status={userStatus(user)} domain="user" fallback="Unknown" />
      </div>
      <UserRoles roles={user.roles} />
      <p className="users-card__activity">
        <span className="users-muted">Last Activity:</span> {activityText(user)}
      </p>
      {actions ? <div className="data-table__card-actions">{actions}</div> : null}
    </div>
  );
}
