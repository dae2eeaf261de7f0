// The users table columns of SPEC §2: User (name or email, plus email), Status, Roles and
// Last Activity (or 'Never'); the Actions column comes from the page's rowActions.
import { createColumnHelper } from '@tanstack/react-table';
import { StatusChip } from '../../components/status-chip';
import { formatDate } from '../../lib/format';
import type { OrganizationUser } from '../../../shared/schemas';
import { userDisplayName, userStatus } from './user-display';
import { UserRoles } from './user-roles';

const column = createColumnHelper<OrganizationUser>();

const roleText = (user: OrganizationUser) => (user.roles ?? []).filter((r) => r.trim() !== '').join(', ');
const activityText = (user: OrganizationUser) => (user.lastActivity ? formatDate(user.lastActivity) : 'Never');

export const userColumns = [
  column.accessor((user) => userDisplayName(user).toLowerCase(), {
    id: 'user',
    header: 'User',
    cell: ({ row }) => <UserCell user={row.original} />,
    meta: {
      csv: (user) => userDisplayName(user),
      filterValue: (user) => `${user.name ?? ''} ${user.email ?? ''}`,
    },
  }),
  column.accessor((user) => userStatus(user) ?? '', {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => <StatusChip status={userStatus(row.original)} domain="user" fallback="Unknown" />,
  }),
  column.accessor(roleText, {
    id: 'roles',
    header: 'Roles',
    cell: ({ row }) => <UserRoles roles={row.original.roles} />,
  }),
  column.accessor((user) => user.lastActivity || undefined, {
    id: 'lastActivity',
    header: 'Last Activity',
    // Users who never signed in sort after everyone else in either direction.
    sortUndefined: 'last',
    sortingFn: 'alphanumeric',
    cell: ({ row }) => activityText(row.original),
    meta: { csv: activityText, filterValue: activityText },
  }),
];

function UserCell({ user }: { user: OrganizationUser }) {
  const title = userDisplayName(user);
  return (
    <div className="users-cell">
      <span className="users-cell__name">{title}</span>
      {user.email && user.email.trim() !== title ? (
        <span className="users-cell__email">{user.email}</span>
      ) : null}
    </div>
  );
}
