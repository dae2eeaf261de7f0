// The users table columns of SPEC §2: User (name or email, plus email), Status, Roles and
// Last Activity (or 'Never'), and Actions. Actions is our own column (not the DataTable's
// rowActions) so it can be wide enough for View, JSON, Edit and Remove side by side.
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { StatusChip } from '../../components/status-chip';
import { formatDate } from '../../lib/format';
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
  { serverSorted = false } = {},
): ColumnDef<OrganizationUser, unknown>[] {
  return [
    {
      id: 'user',
      accessorFn: (user) => userDisplayName(user).toLowerCase(),
      header: 'User',
      size: 180,
      cell: ({ row }) => <UserCell user={row.original} />,
      meta: {
        csv: (user) => userDisplayName(user),
        filterValue: (user) => `${user.name ?? ''} ${user.email ?? ''}`,
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

function UserCell({ user }: { user: OrganizationUser }) {
  const title = userDisplayName(user);
  return (
    <div className="users-cell">
      <span className="users-cell__name" title={title}>
        {title}
      </span>
      {user.email && user.email.trim() !== title ? (
        <span className="users-cell__email">{user.email}</span>
      ) : null}
    </div>
  );
}

/** The Cards view: who, their status, roles and when they were last active. */
export function UserCard({ user, actions }: { user: OrganizationUser; actions?: ReactNode }) {
  return (
    <div className="users-card">
      <div className="users-card__head">
        <UserCell user={user} />
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
