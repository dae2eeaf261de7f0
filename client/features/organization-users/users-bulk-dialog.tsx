// Bulk actions of /organization/users (loaded lazily): change the roles of (add one, remove one
// or replace all), or remove, the selected users with the single-row calls and their SPEC §8 /
// resolution 2 texts.
import { useState } from 'react';
import type { OrganizationUser } from '@shared/schemas';
import { BulkActionDialog } from '../../components/bulk/bulk-action-dialog';
import { bulkQuestion } from '../../components/bulk/bulk-question';
import { isMissingEndpoint } from '../../lib/api-client';
import { UNCHANGED, type BulkSummary } from '../../lib/bulk/run-bulk';
import { formatCount } from '../../lib/format';
import { removeUser } from './api/remove-user';
import { updateUserRoles } from './api/update-user-roles';
import { REMOVE_NOT_IMPLEMENTED_MESSAGE, removeUserErrorMessage } from './remove-user-error';
import { LastRoleError, rolesAfter, type RoleChange } from './bulk-role-change';
import { RoleChangeChoice, type RoleChangeKind } from './role-change-choice';
import { RolePicker } from './role-picker';
import { updateRolesErrorMessage } from './update-roles-error';
import { userDisplayName } from './user-display';

export type UsersBulkAction = 'roles' | 'remove';

const NOUN = { one: 'user', other: 'users' };

export interface UsersBulkDialogProps {
  action: UsersBulkAction;
  organizationId: string;
  organizationName: string;
  /** The selected users, in the list's order, taken when the action was chosen. */
  users: readonly OrganizationUser[];
  onFinished: (summary: BulkSummary) => void;
  onClose: () => void;
}

export function UsersBulkDialog({
  action,
  organizationId,
  organizationName,
  users,
  onFinished,
  onClose,
}: UsersBulkDialogProps) {
  const [roles, setRoles] = useState<string[]>(['User']);
  const [how, setHow] = useState<RoleChangeKind>('add');
  const [oneRole, setOneRole] = useState('Manager');
  const byId = new Map(users.map((user) => [user.id, user]));
  const items = users.map((user) => ({ id: user.id, label: userDisplayName(user) }));
  const example = items[0]?.label ?? '';
  const count = items.length;

  if (action === 'remove') {
    return (
      <BulkActionDialog
        title="Remove Users"
        question={bulkQuestion('Remove', count, NOUN, example, `from ${organizationName}`)}
        items={items}
        noun={NOUN}
        confirmLabel={`Remove ${formatCount(count)}`}
        progressVerb="Removing"
        danger
        run={(item) => removeUser(organizationId, item.id)}
        failureMessage={removeUserErrorMessage}
        // DESIGN resolution 2 (and 11): once for the run, and nothing more is sent.
        unsupportedMessage={(error) =>
          isMissingEndpoint(error) ? REMOVE_NOT_IMPLEMENTED_MESSAGE : null
        }
        onFinished={onFinished}
        onClose={onClose}
      />
    );
  }
  const change: RoleChange =
    how === 'replace' ? { kind: 'replace', roles } : { kind: how, role: oneRole };
  return (
    <BulkActionDialog
      title="Change User Roles"
      question={bulkQuestion('Change the roles of', count, NOUN, example)}
      items={items}
      noun={NOUN}
      confirmLabel={`Change ${formatCount(count)}`}
      progressVerb="Updating roles"
      canConfirm={how !== 'replace' || roles.length > 0}
      run={async (item) => {
        const next = rolesAfter(byId.get(item.id) ?? { id: item.id }, change);
        if (!next) return UNCHANGED;
        return updateUserRoles(organizationId, item.id, next);
      }}
      failureMessage={(error) =>
        error instanceof LastRoleError ? error.message : updateRolesErrorMessage(error)
      }
      onFinished={onFinished}
      onClose={onClose}
    >
      <RoleChangeChoice how={how} onHowChange={setHow} role={oneRole} onRoleChange={setOneRole} />
      {how === 'replace' ? (
        <RolePicker
          value={roles}
          onChange={setRoles}
          legend="New roles (replace the current ones)"
        />
      ) : null}
    </BulkActionDialog>
  );
}
