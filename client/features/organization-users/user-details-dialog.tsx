// Read-only views of one user: the details dialog and the raw JSON dialog (both for everyone).
import { Link } from '@tanstack/react-router';
import { Button, buttonClass } from '../../components/button';
import { HistoryLink } from '../../entities/activity/history-link';
import { JsonView } from '../../components/json-view';
import { Dialog } from '../../components/dialog';
import { StatusChip } from '../../components/status-chip';
import { formatDate } from '../../lib/format';
import type { OrganizationUser } from '@shared/schemas';
import { userDisplayName, userStatus } from './user-display';
import { UserRoles } from './user-roles';

export interface UserDialogProps {
  user: OrganizationUser | null;
  onClose: () => void;
}

export function UserDetailsDialog({
  user,
  organizationId,
  onClose,
}: UserDialogProps & { organizationId: string }) {
  return (
    <Dialog
      open={!!user}
      onClose={onClose}
      title="User Details"
      size="md"
      footer={
        <>
          {user ? <HistoryLink targetId={user.id} targetName={user.name || user.email} /> : null}
          {user ? (
            <Link
              className={buttonClass('secondary')}
              to="/organization/users/$userId"
              params={{ userId: user.id }}
              search={{ org: organizationId }}
            >
              Open page
            </Link>
          ) : null}
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      {user ? (
        <dl className="users-details">
          <dt>Name</dt>
          <dd>{user.name?.trim() || 'Not provided'}</dd>
          <dt>Email</dt>
          <dd>{user.email?.trim() || 'Not provided'}</dd>
          <dt>User ID</dt>
          <dd>
            <code>{user.id}</code>
          </dd>
          <dt>Status</dt>
          <dd>
            <StatusChip status={userStatus(user)} domain="user" fallback="Unknown" />
          </dd>
          {user.inviteStatus && user.status ? (
            <>
              <dt>Invitation</dt>
              <dd>
                <StatusChip status={user.inviteStatus} domain="user" />
              </dd>
            </>
          ) : null}
          <dt>Roles</dt>
          <dd>
            <UserRoles roles={user.roles} />
          </dd>
          <dt>Last Activity</dt>
          <dd>{user.lastActivity ? formatDate(user.lastActivity) : 'Never'}</dd>
        </dl>
      ) : null}
    </Dialog>
  );
}

export function UserJsonDialog({ user, onClose }: UserDialogProps) {
  return (
    <Dialog
      open={!!user}
      onClose={onClose}
      title={user ? `User JSON: ${userDisplayName(user)}` : 'User JSON'}
      size="lg"
      footer={<Button onClick={onClose}>Close</Button>}
    >
      {user ? <JsonView value={user} label={`JSON of ${userDisplayName(user)}`} /> : null}
    </Dialog>
  );
}
