// The users screen for one organization: paged list, Load More, and the view/JSON/invite/
// edit/remove dialogs. The screen is in one mode at a time (SPEC §2: view/edit/invite/delete).
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, buttonClass } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable } from '../../components/data-table/data-table';
import { useSelectionStore } from '../../components/data-table/use-selection';
import { ErrorBanner } from '../../components/error-banner';
import { useToast } from '../../components/toast';
import type { InviteUserPayload, OrganizationUser } from '@shared/schemas';
import { useInviteUser } from './api/invite-user';
import { useRemoveUser } from './api/remove-user';
import { useUpdateUserRoles } from './api/update-user-roles';
import { usersKeys } from '../../entities/user/users-keys';
import { EditRolesDialog } from './edit-roles-dialog';
import { InviteUserDialog } from './invite-user-dialog';
import { ManageUsersNotice } from './manage-users-notice';
import { errorText } from '../../lib/api-client';
import { formatCount } from '../../lib/format';
import { idsLeftSelected, type BulkSummary } from '../../lib/bulk/run-bulk';
import { useRequestedDialog } from '../../lib/requested-dialog';
import { removeUserErrorMessage } from './remove-user-error';
import { UserCard, userColumns } from './user-columns';
import { loadEveryUserPage } from '../../entities/user/users-paging';
import { UserRowActions } from './user-row-actions';
import { UserDetailsDialog, UserJsonDialog } from './user-details-dialog';
import { userDisplayName } from './user-display';
import { updateRolesErrorMessage } from './update-roles-error';
import { useUsersSearch } from './use-users-search';
import { InviteFilterSelect } from './invite-filter-select';
import type { UserInviteFilter } from '@shared/user-search';
import { UsersBulkDialog, type UsersBulkAction } from './users-bulk-dialog';

export type UsersScreenMode =
  | { kind: 'list' }
  | { kind: 'invite' }
  | { kind: 'view' | 'json' | 'edit' | 'delete'; user: OrganizationUser };

export interface OrganizationUsersViewProps {
  organizationId: string;
  organizationName: string;
  canManageUsers: boolean;
}

const LIST: UsersScreenMode = { kind: 'list' };

export function OrganizationUsersView({
  organizationId,
  organizationName,
  canManageUsers,
}: OrganizationUsersViewProps) {
  const toast = useToast();
  const [inviteFilter, setInviteFilter] = useState<UserInviteFilter | undefined>(undefined);
  const {
    query,
    users,
    mode: searchMode,
    total,
    serverSearch,
  } = useUsersSearch(organizationId, inviteFilter);
  const [mode, setMode] = useState<UsersScreenMode>(LIST);
  const [createdId, setCreatedId] = useState<string | null>(null);
  const navigate = useNavigate();
  const [dismissedError, setDismissedError] = useState<unknown>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  // The removed user's row (the dialog's opener) is gone, so focus lands on Invite User instead.
  const inviteButton = useRef<HTMLButtonElement>(null);
  const refocusInvite = useRef(false);
  useEffect(() => {
    if (mode.kind === 'list' && refocusInvite.current) {
      refocusInvite.current = false;
      inviteButton.current?.focus();
    }
  }, [mode]);

  const invite = useInviteUser(organizationId);
  const updateRoles = useUpdateUserRoles(organizationId);
  const remove = useRemoveUser(organizationId);

  const show = (next: UsersScreenMode) => {
    setActionError(null);
    setMode(next);
  };
  const close = () => show(LIST);
  // The command palette's "Invite user" lands here with a request to open the dialog.
  useRequestedDialog('invite-user', () => show({ kind: 'invite' }), canManageUsers);

  const loadError =
    query.error && query.error !== dismissedError
      ? `Failed to load users: ${query.error.message}`
      : null;
  const moreAvailable = query.hasNextPage;

  const onInvite = (payload: InviteUserPayload) => {
    setActionError(null);
    invite.mutate(payload, {
      onSuccess: (invited) => {
        // Issue #34 item 5: the toast opens the new person's page; a loaded list marks them.
        const id = (invited as { id?: unknown } | null)?.id;
        const userId = typeof id === 'string' ? id : null;
        setCreatedId(userId);
        toast.success(
          `Invitation sent to ${payload.email}`,
          userId
            ? {
                label: 'Open',
                onClick: () =>
                  void navigate({
                    to: '/organization/users/$userId',
                    params: { userId },
                    search: { org: organizationId },
                  }),
              }
            : undefined,
        );
        close();
      },
      onError: (error) => setActionError(`Failed to invite user: ${errorText(error)}`),
    });
  };

  const onSaveRoles = (user: OrganizationUser, roles: string[]) => {
    setActionError(null);
    updateRoles.mutate(
      { userId: user.id, roles },
      {
        onSuccess: () => {
          toast.success(`Roles updated for ${userDisplayName(user)}`);
          close();
        },
        onError: (error) => setActionError(updateRolesErrorMessage(error)),
      },
    );
  };

  const onRemove = (user: OrganizationUser) => {
    setActionError(null);
    remove.mutate(user.id, {
      onSuccess: () => {
        toast.success(`${userDisplayName(user)} was removed from ${organizationName}`);
        refocusInvite.current = true;
        close();
      },
      onError: (error) => setActionError(removeUserErrorMessage(error)),
    });
  };

  const rowActions = (user: OrganizationUser) => (
    <UserRowActions user={user} canManageUsers={canManageUsers} onOpen={show} />
  );

  // Stable columns; the cell reads the latest actions (permissions, handlers) through the ref.
  const actionsRef = useRef(rowActions);
  actionsRef.current = rowActions;
  const serverSorted = searchMode === 'server';
  const columns = useMemo(
    () =>
      userColumns((user) => actionsRef.current(user), organizationId, {
        serverSorted,
        invitations: inviteFilter !== undefined,
      }),
    [serverSorted, organizationId, inviteFilter],
  );

  // Bulk role change and removal: canManageUsers, like the single-row Edit and Remove.
  const selection = useSelectionStore();
  const queryClient = useQueryClient();
  const [bulk, setBulk] = useState<{ action: UsersBulkAction; users: OrganizationUser[] } | null>(
    null,
  );
  const openBulk = (action: UsersBulkAction) => {
    const ids = selection.selected();
    setBulk({ action, users: users.filter((user) => ids.has(user.id)) });
  };
  // Once per run, not per row: what did not succeed stays selected, the pages refresh once.
  const bulkFinished = (summary: BulkSummary) => {
    selection.replace(idsLeftSelected(summary));
    void queryClient.invalidateQueries({ queryKey: usersKeys.list(organizationId) });
  };

  const userOf = (kind: 'view' | 'json' | 'edit' | 'delete') =>
    mode.kind === kind ? mode.user : null;
  const toDelete = userOf('delete');

  return (
    <section className="users-page">
      {canManageUsers ? null : <ManageUsersNotice />}
      {/* Its own row: the toolbar stays on one line at 1280 px (#24 friction 6). */}
      {searchMode === 'server' ? (
        <InviteFilterSelect value={inviteFilter} onChange={setInviteFilter} />
      ) : null}
      <DataTable
        title={`${organizationName} Users`}
        headingLevel={1}
        data={users}
        columns={columns}
        getRowId={(user) => user.id}
        highlightRowId={createdId}
        count={total}
        countLabel={`${(total ?? users.length) === 1 ? 'user' : 'users'}${moreAvailable ? ' (more available)' : ''}`}
        serverSearch={serverSearch}
        notice={
          searchMode === 'loaded' && moreAvailable
            ? `Search and sort cover the ${formatCount(users.length)} users loaded so far: this backend does not search all users.`
            : null
        }
        isLoading={query.isPending}
        error={loadError}
        onDismissError={() => setDismissedError(query.error)}
        onRefresh={() => void query.refetch()}
        refreshing={query.isRefetching && !query.isFetchingNextPage}
        emptyTitle="No users found."
        emptyMessage={`${organizationName} has no users yet.`}
        csvFileName={`${organizationName} users`}
        renderCard={(user) => (
          <UserCard user={user} organizationId={organizationId} actions={rowActions(user)} />
        )}
        selection={
          canManageUsers
            ? {
                store: selection,
                rowLabel: userDisplayName,
                actions: (
                  <>
                    <Button size="sm" onClick={() => openBulk('roles')}>
                      Change roles
                    </Button>
                    <Button size="sm" variant="danger" onClick={() => openBulk('remove')}>
                      Remove selected
                    </Button>
                  </>
                ),
                more: moreAvailable
                  ? {
                      label: 'Select all matching users (loads every page)',
                      note: `This page holds the ${users.length} users loaded so far; the server has more. "Select all matching users" loads the remaining pages first, then selects every user matching the filter.`,
                      loadAll: () => loadEveryUserPage(query),
                    }
                  : undefined,
              }
            : undefined
        }
        toolbarExtra={
          <>
            {canManageUsers ? (
              <button
                ref={inviteButton}
                type="button"
                className={buttonClass('primary', 'sm')}
                onClick={() => show({ kind: 'invite' })}
              >
                Invite User
              </button>
            ) : null}
          </>
        }
      />
      {moreAvailable || query.isFetchingNextPage ? (
        <div className="users-more">
          <Button
            onClick={() => void query.fetchNextPage()}
            busy={query.isFetchingNextPage}
            disabled={query.isRefetching && !query.isFetchingNextPage}
          >
            Load More Users
          </Button>
          <span className="users-more__status" role="status">
            {query.isFetchingNextPage ? 'Loading more users...' : ''}
          </span>
        </div>
      ) : null}

      {bulk ? (
        <UsersBulkDialog
          action={bulk.action}
          organizationId={organizationId}
          organizationName={organizationName}
          users={bulk.users}
          onFinished={bulkFinished}
          onClose={() => setBulk(null)}
        />
      ) : null}
      <UserDetailsDialog organizationId={organizationId} user={userOf('view')} onClose={close} />
      <UserJsonDialog user={userOf('json')} onClose={close} />
      {canManageUsers ? (
        <>
          <InviteUserDialog
            open={mode.kind === 'invite'}
            organizationName={organizationName}
            organizationId={organizationId}
            busy={invite.isPending}
            error={actionError}
            onDismissError={() => setActionError(null)}
            onClose={close}
            onInvite={onInvite}
          />
          <EditRolesDialog
            user={userOf('edit')}
            busy={updateRoles.isPending}
            error={actionError}
            onDismissError={() => setActionError(null)}
            onClose={close}
            onSave={(roles) => {
              const user = userOf('edit');
              if (user) onSaveRoles(user, roles);
            }}
          />
          <ConfirmDialog
            open={!!toDelete}
            title="Remove User"
            message={
              toDelete ? (
                <p>
                  Are you sure you want to remove <strong>{userDisplayName(toDelete)}</strong>
                  {toDelete.email && toDelete.name ? ` (${toDelete.email})` : ''} from{' '}
                  {organizationName}?
                </p>
              ) : null
            }
            confirmLabel="Remove"
            danger
            busy={remove.isPending}
            onConfirm={() => toDelete && onRemove(toDelete)}
            onCancel={close}
          >
            {actionError ? (
              <ErrorBanner message={actionError} onDismiss={() => setActionError(null)} />
            ) : null}
          </ConfirmDialog>
        </>
      ) : null}
    </section>
  );
}
